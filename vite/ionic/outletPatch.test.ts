// @vitest-environment node
import { installedTarget } from './patch';
import { outletFirstView, outletPreparedViews } from './outletPatch';

/** The installed `@ionic/react-router`'s built code: what the build really transforms. */
const router = installedTarget(outletFirstView);

describe("the router outlet's patches, against the installed @ionic/react-router", () => {
  it('P10 and issue 26: both still fit, nothing to report', () => {
    expect(outletFirstView.problems(router)).toEqual([]);
    expect(outletPreparedViews.problems(router)).toEqual([]);
  });

  it("P10: creates the first view inside render, before the outlet asks what to render, with the app's outlet module", () => {
    const rewritten = outletFirstView.apply(router);
    const render = rewritten.slice(rewritten.indexOf('    render() {'));
    const call = render.indexOf(
      'tabshellOutlet.createFirstView(this, tabshellHelpers, parentPathnameBase);',
    );
    expect(call).toBeGreaterThan(0);
    expect(call).toBeLessThan(render.indexOf('this.context.getChildrenToRender('));
    expect(rewritten.startsWith('import * as tabshellOutlet from ')).toBe(true);
    expect(rewritten).toMatch(/src\/ionic\/outlet\.ts";\n/);
    expect(rewritten.trimEnd().endsWith('startTransition: React.startTransition };')).toBe(true);
  });

  it('P10: lets the first page enter once: the mount does not commit it a second time', () => {
    const mount = outletFirstView.apply(router);
    expect(mount.split('&& !this.transitionEnteringElement) {').length).toBe(2);
  });

  it('issue 26: prepares views while mounted and registers their pages hidden', () => {
    const rewritten = outletPreparedViews.apply(outletFirstView.apply(router));
    expect(rewritten.split('import * as tabshellOutlet').length).toBe(2);
    expect(rewritten.split('addEventListener(tabshellOutlet.PREPARE_VIEW_EVENT').length).toBe(2);
    expect(rewritten.split('removeEventListener(tabshellOutlet.PREPARE_VIEW_EVENT').length).toBe(2);
    expect(rewritten).toContain('!isNavigateComponent && !viewItem.preparedAhead) {');
    const register = rewritten.slice(rewritten.indexOf('    registerIonPage(page, routeInfo) {'));
    expect(
      register.indexOf('tabshellOutlet.registerHiddenPage(this, page, routeInfo)'),
    ).toBeLessThan(register.indexOf('this.waitingForIonPage = false;'));
  });

  it('names what changed when the outlet no longer fits', () => {
    const changed = router.replace(
      'this.context.getChildrenToRender(',
      'this.context.childrenFor(',
    );
    expect(outletFirstView.problems(changed)).toEqual([
      "no longer fits: StackManager's render asks the view stack what to render",
    ]);
    expect(outletPreparedViews.problems(changed)).toEqual([]);
    const renamed = router.replace(
      '    registerIonPage(page, routeInfo) {',
      '    register(page, info) {',
    );
    expect(outletPreparedViews.problems(renamed)).toEqual([
      'no longer fits: registerIonPage takes each mounting page',
    ]);
  });
});
