/**
 * Two rewrites of Ionic's router outlet that call src/ionic/outlet.ts: the first view made on the
 * first render (P10), and views prepared ahead of their first visit.
 */
import { fileURLToPath } from 'node:url';
import type { Patch } from './patch.ts';

const OUTLET_MODULE = fileURLToPath(
  new URL('../../src/ionic/outlet.ts', import.meta.url),
).replaceAll('\\', '/');

/** Where the app's outlet code and the outlet module's helpers are reached from Ionic's code. */
const IMPORT = `import * as tabshellOutlet from ${JSON.stringify(OUTLET_MODULE)};\n`;
const HELPERS = `\nconst tabshellHelpers = { findRouteByRouteInfo, isNavigateElement, generateId, startTransition: React.startTransition };\n`;

interface Rewrite {
  readonly anchor: string;
  readonly replacement: string;
  /** What the rewrite means, for the warning when its anchor is gone. */
  readonly what: string;
}

const FIRST_VIEW: readonly Rewrite[] = [
  {
    what: "StackManager's render asks the view stack what to render",
    anchor:
      '            const components = this.context.getChildrenToRender(this.id, this.ionRouterOutlet, this.props.routeInfo, () => {',
    replacement:
      '            tabshellOutlet.createFirstView(this, tabshellHelpers, parentPathnameBase);\n$&',
  },
  {
    what: 'componentDidMount queues the transition of the route it mounted on',
    anchor:
      '                if (this._isMounted && this.props.routeInfo.pathname === routeInfo.pathname) {',
    // The first view has entered on the first render: not a second, stale commit of it.
    replacement:
      '                if (this._isMounted && this.props.routeInfo.pathname === routeInfo.pathname && !this.transitionEnteringElement) {',
  },
];

const PREPARED_VIEWS: readonly Rewrite[] = [
  {
    what: 'the outlet has its mounted flag, where the prepare method goes',
    anchor: '    _isMounted = false;',
    replacement:
      '    prepareAhead = (event) => tabshellOutlet.prepareView(this, tabshellHelpers, event);\n$&',
  },
  {
    what: 'componentDidMount sets the mounted flag',
    anchor: '    componentDidMount() {\n        this._isMounted = true;',
    replacement: `$&\n        document.addEventListener(tabshellOutlet.PREPARE_VIEW_EVENT, this.prepareAhead);`,
  },
  {
    what: 'componentWillUnmount clears the mounted flag',
    anchor: '    componentWillUnmount() {\n        this._isMounted = false;',
    replacement: `$&\n        document.removeEventListener(tabshellOutlet.PREPARE_VIEW_EVENT, this.prepareAhead);`,
  },
  {
    what: 'a view that does not match the URL is unmounted unless it has a page',
    anchor:
      '        if (!match && viewItem.mount && !viewItem.ionPageElement && !isNavigateComponent) {',
    replacement:
      '        if (!match && viewItem.mount && !viewItem.ionPageElement && !isNavigateComponent && !viewItem.preparedAhead) {',
  },
  {
    what: 'registerIonPage takes each mounting page',
    anchor: '    registerIonPage(page, routeInfo) {',
    replacement:
      '$&\n        if (tabshellOutlet.registerHiddenPage(this, page, routeInfo)) return;',
  },
  {
    what: 'a transition names its entering view item',
    anchor: '        let enteringViewItem = viewItems.enteringViewItem;',
    replacement: '$&\n        if (enteringViewItem) delete enteringViewItem.preparedAhead;',
  },
];

/** The outlet module's own names the injected lines use (HELPERS names the first four). */
const HELPERS_NEEDED = [
  "import React, { useRef, useState, useEffect, useCallback } from 'react';",
  'const isNavigateElement = (element) => {',
  'function findRouteByRouteInfo(node, routeInfo, parentPath)',
  'generateId,',
];
const FIRST_VIEW_NEEDED = [
  'const parentPathnameBase = ',
  // Set once a page has entered: what the mount's own transition checks.
  'this.transitionEnteringElement = enteringViewItem.ionPageElement;',
];

function problemsOf(rewrites: readonly Rewrite[], needed: readonly string[], code: string) {
  const missing = rewrites
    .filter(({ anchor }) => code.split(anchor).length !== 2)
    .map(({ what }) => `no longer fits: ${what}`);
  const gone = [...HELPERS_NEEDED, ...needed].filter((name) => !code.includes(name));
  return [...missing, ...gone.map((name) => `no longer has \`${name}\``)];
}

function rewrite(rewrites: readonly Rewrite[], code: string): string {
  const body = rewrites.reduce(
    (text, { anchor, replacement }) =>
      text.replace(anchor, () => replacement.replace('$&', anchor)),
    code,
  );
  // Each patch imports the app's module once; the second finds it there.
  return body.includes(IMPORT) ? body : `${IMPORT}${body}${HELPERS}`;
}

const ROUTER = /\/@ionic\/react-router\/dist\/index\.js$/;

export const outletFirstView: Patch = {
  name: 'outlet first view',
  owner: 'vite/ionic/outletPatch.ts',
  target: '@ionic/react-router/dist/index.js',
  file: ROUTER,
  problems: (code) => problemsOf(FIRST_VIEW, FIRST_VIEW_NEEDED, code),
  apply: (code) => rewrite(FIRST_VIEW, code),
  withoutIt: 'no page is prerendered: every door renders on the client (as PRERENDER=0 builds)',
};

export const outletPreparedViews: Patch = {
  name: 'outlet prepared views',
  owner: 'vite/ionic/outletPatch.ts',
  target: '@ionic/react-router/dist/index.js',
  file: ROUTER,
  problems: (code) => problemsOf(PREPARED_VIEWS, [], code),
  apply: (code) => rewrite(PREPARED_VIEWS, code),
  withoutIt: "no tab is prepared ahead of its first tap: a first visit costs the page's render",
};
