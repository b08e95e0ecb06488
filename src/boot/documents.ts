/**
 * P10, every door: which document a URL is answered with, and what that document does with itself
 * before its first paint. Plain functions, used by the page's head script, by the servers the repo
 * ships (scripts/serve.ts, `vite preview`) and by the service worker, so that all of them follow
 * one rule.
 *
 * The build writes each page of the app once per Ionic mode (vite/pages.ts): Material at the
 * site's root, iOS under `ios/`. The landing page is `index.html`, which every host also answers
 * for `/` and for any path it has no file for:
 *
 *   path              Material                  iOS
 *   /, /tabs, landing index.html                ios/index.html
 *   /tabs/explore     tabs/explore.html         ios/tabs/explore.html
 *
 * A host that can tell the mode (by the user agent) serves the right file for a path; every host
 * serves a file by its own name. A document that is not the page for its URL and mode (a plain
 * single-page host, an iPhone on a host that cannot tell) goes once, before any frame, to its
 * page's own file by name ("hop"); that document puts the URL back as the person typed it.
 */

import { ionicMode, type IonicMode } from '../ionic/mode.ts';

export type { IonicMode };

/** The folder of the iOS pages, under the site's root. */
export const IOS_FOLDER = 'ios';

/** Paths the router sends to the landing tab (S2, P1): the empty path and the tabs module's root. */
const LANDING_ALIASES = new Set(['/', '/tabs']);

/** `/tabs/explore/` is `/tabs/explore`, as the router reads it; `/` stays. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The site-relative file holding `path`'s page in `mode`: `tabs/explore.html`, `ios/index.html`. */
export function documentFile(path: string, mode: IonicMode, landing: string): string {
  const clean = withoutTrailingSlash(path);
  const name = clean === landing || LANDING_ALIASES.has(clean) ? 'index' : clean.slice(1);
  return `${mode === 'ios' ? `${IOS_FOLDER}/` : ''}${name}.html`;
}

/** The address of that file, which every static host serves as it is. */
export function documentUrl(path: string, mode: IonicMode, landing: string): string {
  return `/${documentFile(path, mode, landing)}`;
}

/**
 * Whether a path names a page's file rather than a route: `.html`, or anything under `/ios`
 * (some hosts drop `.html` from a file's address, and the app has no `/ios` route).
 */
export function isDocumentUrl(pathname: string): boolean {
  return /\.html$/i.test(pathname) || /^\/ios(\/|$)/i.test(pathname);
}

/** The site-relative file a page's address names: `/ios/tabs/x` and `/ios/tabs/x.html` → `ios/tabs/x.html`. */
export function namedFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  if (path === '' || /^\/ios$/i.test(path)) return `${path.slice(1)}${path ? '/' : ''}index.html`;
  return /\.html$/i.test(path) ? path.slice(1) : `${path.slice(1)}.html`;
}

/** The route a path stands for: a file's address read back (`/ios/tabs/x.html` → `/tabs/x`). */
export function routeOf(pathname: string, landing: string): string {
  let path = pathname;
  if (isDocumentUrl(path)) {
    path = path.replace(/^\/ios(?=\/|$)/i, '').replace(/\.html$/i, '');
    if (path === '' || /^\/index$/i.test(path)) return landing;
  }
  const clean = withoutTrailingSlash(path);
  return LANDING_ALIASES.has(clean) ? landing : clean;
}

export interface DocumentState {
  /** The URL's path, query and fragment. */
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  /** The mode Ionic will run in here. */
  readonly mode: IonicMode;
  /** The page this document holds (PAGE_ATTRIBUTE, src/shared/startupPhases.ts), and its mode. */
  readonly page: string | undefined;
  readonly pageMode: IonicMode | undefined;
  /** Every path the build wrote a page for. */
  readonly pages: readonly string[];
  readonly landing: string;
}

export type DocumentChoice =
  /** The document holds the page for this URL and mode: show it, and the app hydrates it. */
  | { readonly render: 'hydrate'; readonly replace?: string }
  /** Go to that page's own file, before any frame (the document is not shown). */
  | { readonly render: 'hop'; readonly to: string }
  /** The app renders the page on the client (the router decides, S2); the markup is not shown. */
  | { readonly render: 'client'; readonly replace?: string };

/**
 * What a document does with itself before its first paint. `replace` is the URL to show instead
 * of the one in the address bar (history replaced, S2): the landing path for `/` and `/tabs`, the
 * route for a page's file address. A hop happens at most once per load: a document reached by its
 * file's address never hops again, so a host that answers a missing file with `index.html` cannot
 * loop.
 */
export function chooseDocument(state: DocumentState): DocumentChoice {
  const route = routeOf(state.pathname, state.landing);
  const url = `${route}${state.search}${state.hash}`;
  const replace = route === state.pathname ? {} : { replace: url };
  if (route === state.page && state.mode === state.pageMode) {
    return { render: 'hydrate', ...replace };
  }
  if (state.pages.includes(route) && !isDocumentUrl(state.pathname)) {
    return {
      render: 'hop',
      to: `${documentUrl(route, state.mode, state.landing)}${state.search}${state.hash}`,
    };
  }
  // Only a path the app knows is put in the address bar; any other stays for the router (S2).
  return state.pages.includes(route) || route === state.landing
    ? { render: 'client', ...replace }
    : { render: 'client' };
}

/**
 * The mode a request asks for, as far as a server can tell (Ionic's rule, src/ionic/mode.ts,
 * without the pointer: an iPad that reads as a Mac is told apart in the page, and hops).
 */
export function requestMode(request: {
  readonly userAgent: string;
  readonly search: string;
}): IonicMode {
  return ionicMode({ ...request, coarsePointer: false });
}

/**
 * The file a host answers a path with when the path names no file of its own: the page for its
 * route in the request's mode if the build wrote one, else that mode's landing page (the app's
 * page, which sends an unknown path where it belongs, S2). `hasFile` tells whether a
 * site-relative file exists.
 */
export function fileForRoute(
  pathname: string,
  mode: IonicMode,
  landing: string,
  hasFile: (file: string) => boolean,
): string {
  const route = routeOf(pathname, landing);
  const page = documentFile(route, mode, landing);
  if (hasFile(page)) return page;
  const fallback = documentFile(landing, mode, landing);
  return hasFile(fallback) ? fallback : documentFile(landing, 'md', landing);
}
