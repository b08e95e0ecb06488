// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { PREPARE_VIEW_EVENT } from '../../src/shared/preparedViews';
import { ionicPreparedViews, prepareViews, preparedViewProblems } from './preparedViews';
import { pluginTransform } from '../pluginTransform';

const require = createRequire(import.meta.url);
/** The installed `@ionic/react-router`'s built code: what the build really transforms. */
const routerId = join(
  dirname(require.resolve('@ionic/react-router/package.json')),
  'dist/index.js',
);
const router = readFileSync(routerId, 'utf8');

describe('P10: tab pages prepared ahead of their visit, against the installed @ionic/react-router', () => {
  it('still fits: nothing to report', () => {
    expect(preparedViewProblems(router)).toEqual([]);
  });

  it('listens while mounted, keeps a prepared view rendered, registers its page hidden', () => {
    const rewritten = prepareViews(router);
    expect(rewritten.split(`addEventListener('${PREPARE_VIEW_EVENT}'`).length).toBe(2);
    expect(rewritten.split(`removeEventListener('${PREPARE_VIEW_EVENT}'`).length).toBe(2);
    expect(rewritten).toContain('!isNavigateComponent && !viewItem.preparedAhead) {');
    const register = rewritten.slice(rewritten.indexOf('    registerIonPage(page, routeInfo) {'));
    // The prepared page returns before the outlet's own waiting state is touched.
    expect(register.indexOf("page.classList.add('ion-page-hidden')")).toBeLessThan(
      register.indexOf('this.waitingForIonPage = false;'),
    );
  });

  it('stops the build, saying what changed, when the outlet no longer fits', () => {
    const transform = pluginTransform(ionicPreparedViews());
    const changed = router.replace(
      '    registerIonPage(page, routeInfo) {',
      '    register(page, info) {',
    );
    expect(() => transform(changed, routerId)).toThrow(/registers hidden, without a transition/);
    expect(transform(router, routerId)?.code).toContain('prepareAhead = (event) =>');
    expect(transform('const x = 1;', '/src/app/App.tsx')).toBeNull();
  });
});
