// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import {
  createFirstViewOnRender,
  firstViewProblems,
  ionicRouterFirstView,
} from './routerFirstView';
import { pluginTransform } from '../pluginTransform';

const require = createRequire(import.meta.url);
/** The installed `@ionic/react-router`'s built code: what the build really transforms. */
const routerId = join(
  dirname(require.resolve('@ionic/react-router/package.json')),
  'dist/index.js',
);
const router = readFileSync(routerId, 'utf8');

describe("P10: the router outlet's first view, against the installed @ionic/react-router", () => {
  it('still fits: nothing to report', () => {
    expect(firstViewProblems(router)).toEqual([]);
  });

  it('creates the first view inside render, once, before the outlet asks what to render', () => {
    const rewritten = createFirstViewOnRender(router);
    const render = rewritten.slice(rewritten.indexOf('    render() {'));
    expect(render.indexOf('createViewItem(this.id, firstRoute')).toBeGreaterThan(0);
    expect(render.indexOf('createViewItem(this.id, firstRoute')).toBeLessThan(
      render.indexOf('this.context.getChildrenToRender('),
    );
    expect(rewritten.split('firstRoute =').length).toBe(2);
  });

  it('lets the first page enter once: the mount does not commit it a second time', () => {
    const rewritten = createFirstViewOnRender(router);
    const mount = rewritten.slice(
      rewritten.indexOf('    componentDidMount() {'),
      rewritten.indexOf('    componentDidUpdate(prevProps) {'),
    );
    expect(mount).toContain('&& !this.transitionEnteringElement) {');
    expect(rewritten.split('!this.transitionEnteringElement').length).toBe(2);
  });

  it('stops the build, saying what changed, when the outlet no longer fits', () => {
    const transform = pluginTransform(ionicRouterFirstView());
    const changed = router.replace(
      'this.context.getChildrenToRender(',
      'this.context.childrenFor(',
    );
    expect(() => transform(changed, routerId)).toThrow(/no longer calls getChildrenToRender/);
    expect(() =>
      transform(
        router.replace('this.props.routeInfo.pathname === routeInfo.pathname) {', 'true) {'),
        routerId,
      ),
    ).toThrow(/no longer queues the transition/);
    expect(transform(router, routerId)?.code).toContain('firstRoute');
    // A PRERENDER=0 build warns and leaves the outlet as shipped instead.
    const warnings: string[] = [];
    const lenient = ionicRouterFirstView({ required: false }).transform as unknown as (
      this: { warn(message: string): void },
      code: string,
      id: string,
    ) => unknown;
    expect(
      lenient.call({ warn: (message) => warnings.push(message) }, changed, routerId),
    ).toBeNull();
    expect(warnings.join('')).toMatch(/left as shipped/);
    expect(transform('const x = 1;', '/src/app/App.tsx')).toBeNull();
  });
});
