import type { Plugin } from 'vite';
import { patchPlugin } from './patch.ts';

const IONIC_REACT_ROUTER = /\/@ionic\/react-router\/dist\/index\.js$/;

/** Where StackManager's render asks the view stack what to render: the first view goes in before. */
const ANCHOR =
  '            const components = this.context.getChildrenToRender(this.id, this.ionRouterOutlet, this.props.routeInfo, () => {';

const FIRST_VIEW = `            // Tabshell (vite/ionic/routerFirstView.ts): the view the URL names is created on the first
            // render, as handlePageTransition does once mounted, so that the build's prerender holds the page
            // and the browser's first render hydrates it.
            if (!this._isMounted && this.context.getViewItemsForOutlet(this.id).length === 0) {
                const firstRoute = findRouteByRouteInfo(this.ionRouterOutlet.props.children, this.props.routeInfo, parentPathnameBase);
                if (firstRoute) {
                    this.context.addViewItem(this.context.createViewItem(this.id, firstRoute, this.props.routeInfo));
                }
            }
`;

/**
 * The transition componentDidMount queues for the route it mounted on. With the first view made on
 * the first render, its page has already registered (registerIonPage) and transitioned by then: a
 * second, stale commit of the same page was still in flight in `ion-router-outlet` when a tab
 * tapped at once was shown (tab switches swap pages without a commit), and that commit then showed
 * the page it had entered over the tab's (seen in WebKit: Explore and Settings both on screen).
 */
const MOUNT_TRANSITION =
  '                if (this._isMounted && this.props.routeInfo.pathname === routeInfo.pathname) {';
const MOUNT_TRANSITION_ONCE =
  '                // Tabshell (vite/ionic/routerFirstView.ts): not again if the first view has entered.\n' +
  '                if (this._isMounted && this.props.routeInfo.pathname === routeInfo.pathname && !this.transitionEnteringElement) {';

/** What must hold in the installed @ionic/react-router for the rewrite to mean what it says. */
export function firstViewProblems(code: string): string[] {
  const problems: string[] = [];
  if (code.split(ANCHOR).length !== 2) {
    problems.push("StackManager's render no longer calls getChildrenToRender as it did");
  }
  if (code.split(MOUNT_TRANSITION).length !== 2) {
    problems.push('componentDidMount no longer queues the transition of the route it mounted on');
  }
  for (const needed of [
    'function findRouteByRouteInfo(node, routeInfo, parentPath)',
    'enteringViewItem = this.context.createViewItem(this.id, enteringRoute, routeInfo);',
    'this._isMounted = true;',
    // Set by transitionPage when a page has entered: what the mount's own transition checks.
    'this.transitionEnteringElement = enteringViewItem.ionPageElement;',
  ]) {
    if (!code.includes(needed)) problems.push(`no longer has \`${needed}\``);
  }
  return problems;
}

export function createFirstViewOnRender(code: string): string {
  return code
    .replace(ANCHOR, `${FIRST_VIEW}${ANCHOR}`)
    .replace(MOUNT_TRANSITION, MOUNT_TRANSITION_ONCE);
}

/**
 * P10: Ionic React's router outlet creates its views only once mounted (componentDidMount), so a
 * server render of it is an empty outlet and the prerendered page could not be hydrated. This
 * creates the view the URL names during the first render, exactly as the outlet would a moment
 * later, and lets that page enter once (the mount's own transition would be a second, stale one).
 * Upstream has no option for it; the build stops, naming what changed, if the outlet's code
 * no longer fits (see docs/upstream/ionic-router-first-view.md).
 */
export function ionicRouterFirstView({ required = true } = {}): Plugin {
  return patchPlugin({
    name: 'tabshell:ionic-router-first-view',
    owner: 'vite/ionic/routerFirstView.ts',
    patches: '@ionic/react-router',
    file: IONIC_REACT_ROUTER,
    problems: firstViewProblems,
    apply: createFirstViewOnRender,
    // Without a prerendered page to hydrate, the outlet works as Ionic ships it: said, not fatal.
    ...(required
      ? {}
      : { optional: 'The outlet is left as shipped (its first page enters once mounted).' }),
  });
}
