import type { Plugin } from 'vite';
import { patchPlugin } from './patch.ts';
import { PREPARE_VIEW_EVENT } from '../../src/shared/preparedViews.ts';

const IONIC_REACT_ROUTER = /\/@ionic\/react-router\/dist\/index\.js$/;

interface Rewrite {
  /** What must be in the installed code, once: where the change goes. */
  readonly anchor: string;
  /** What replaces the anchor. */
  readonly replacement: string;
  /** What the rewrite means, for the error when the anchor is gone. */
  readonly what: string;
}

const PREPARE = `    /**
     * Tabshell (vite/ionic/preparedViews.ts): creates the view of a path this outlet shows but
     * that has not been visited, so that its page is rendered, hidden, before its first visit.
     * The visit then finds it as a kept page and shows it as one, lifecycle events included.
     */
    prepareAhead = (event) => {
        const detail = event.detail || {};
        const pathname = detail.pathname;
        if (!this._isMounted || typeof pathname !== 'string' || pathname === this.props.routeInfo.pathname) {
            return;
        }
        const routeInfo = {
            id: generateId('routeInfo'),
            pathname,
            search: '',
            routeAction: 'push',
            routeDirection: 'none',
            tab: detail.tab,
        };
        if (this.context.findViewItemByRouteInfo(routeInfo, this.id, false)) {
            return;
        }
        const route = findRouteByRouteInfo(this.ionRouterOutlet?.props.children, routeInfo, this.getParentPath());
        if (!route || isNavigateElement(route.props.element)) {
            return;
        }
        const viewItem = this.context.createViewItem(this.id, route, routeInfo);
        viewItem.preparedAhead = true;
        this.context.addViewItem(viewItem);
        detail.prepared = true;
        React.startTransition(() => this.forceUpdate());
    };
    _isMounted = false;`;

const REWRITES: readonly Rewrite[] = [
  {
    what: 'the outlet can prepare a view (its mounted flag, where the method goes)',
    anchor: '    _isMounted = false;',
    replacement: PREPARE,
  },
  {
    what: 'the outlet listens for the prepare event while mounted',
    anchor: `    componentDidMount() {
        this._isMounted = true;`,
    replacement: `    componentDidMount() {
        this._isMounted = true;
        document.addEventListener('${PREPARE_VIEW_EVENT}', this.prepareAhead);`,
  },
  {
    what: 'the outlet stops listening when unmounted',
    anchor: `    componentWillUnmount() {
        this._isMounted = false;`,
    replacement: `    componentWillUnmount() {
        this._isMounted = false;
        document.removeEventListener('${PREPARE_VIEW_EVENT}', this.prepareAhead);`,
  },
  {
    what: 'a prepared view that does not match the URL stays rendered',
    anchor:
      '        if (!match && viewItem.mount && !viewItem.ionPageElement && !isNavigateComponent) {',
    replacement:
      '        if (!match && viewItem.mount && !viewItem.ionPageElement && !isNavigateComponent && !viewItem.preparedAhead) {',
  },
  {
    what: "a page mounting while another route is shown registers hidden, without a transition and without touching the outlet's state",
    anchor: '    registerIonPage(page, routeInfo) {',
    replacement: `    registerIonPage(page, routeInfo) {
        // Tabshell (vite/ionic/preparedViews.ts): a page that mounts while another route is shown (a
        // page prepared ahead of its first visit, or a hidden page rendered anew) belongs to its
        // own view, hidden; it starts no transition.
        if (routeInfo.pathname !== this.props.routeInfo.pathname) {
            const ownView = this.context.findViewItemByRouteInfo(routeInfo, this.id, false);
            if (ownView) {
                ownView.ionPageElement = page;
                ownView.ionRoute = true;
                page.classList.remove('ion-page-invisible');
                page.classList.add('ion-page-hidden');
                page.setAttribute('aria-hidden', 'true');
                return;
            }
        }`,
  },
  {
    what: 'a prepared view becomes an ordinary kept one at its first visit',
    anchor: `        let enteringViewItem = viewItems.enteringViewItem;`,
    replacement: `        let enteringViewItem = viewItems.enteringViewItem;
        if (enteringViewItem && enteringViewItem.preparedAhead) {
            delete enteringViewItem.preparedAhead;
        }`,
  },
];

/** Helpers of the installed module the rewrites call, which must still be there. */
const NEEDED = [
  'const isNavigateElement = (element) => {',
  'function findRouteByRouteInfo(node, routeInfo, parentPath)',
  "import React, { useRef, useState, useEffect, useCallback } from 'react';",
  'generateId,',
  'findViewItemByRouteInfo = (routeInfo, outletId, updateMatch) => {',
];

/** What no longer fits in the installed @ionic/react-router; empty when every rewrite does. */
export function preparedViewProblems(code: string): string[] {
  const problems = REWRITES.filter(({ anchor }) => code.split(anchor).length !== 2).map(
    ({ what }) => `no longer fits: ${what}`,
  );
  for (const needed of NEEDED) {
    if (!code.includes(needed)) problems.push(`no longer has \`${needed}\``);
  }
  return problems;
}

export function prepareViews(code: string): string {
  return REWRITES.reduce(
    (rewritten, { anchor, replacement }) => rewritten.replace(anchor, replacement),
    code,
  );
}

/**
 * P10, issue 26: every tab's root page exists before its first tap. Ionic's router outlet creates
 * a page only when its route is navigated to, inside the tap. This lets the outlet create the
 * view of a path it shows, rendered hidden, ahead of time (src/tabs/prepareTabs.ts asks for each
 * tab's root once the app is idle): the first visit then costs what a revisit costs, and still
 * fires the page's enter events. Upstream has no such option; the build stops, naming what
 * changed, if the outlet's code no longer fits.
 */
export function ionicPreparedViews(): Plugin {
  return patchPlugin({
    name: 'tabshell:ionic-prepared-views',
    owner: 'vite/ionic/preparedViews.ts',
    patches: '@ionic/react-router',
    file: IONIC_REACT_ROUTER,
    problems: preparedViewProblems,
    apply: prepareViews,
  });
}
