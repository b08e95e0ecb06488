/**
 * P10 in the first frame: a prerendered page (vite/prerender/) is the real screen, painted before
 * any module has run. Two things cannot wait for the app: the page is in Ionic's Material mode,
 * so where Ionic picks its iOS mode the app renders on the client instead (behind the painted
 * shell, as any page without a prerender does); and a tap on one of its links before the app has
 * taken over is followed as a link, to that page's own prerendered file, never lost.
 */

import { APP_HYDRATED_MARK } from '../shared/performanceMarks.ts';

/** On `<html>`: `client` where the prerendered markup must not be shown, `live` once the app runs. */
export const RENDER_ATTRIBUTE = 'data-render';
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

interface ModeEnvironment {
  readonly search: string;
  readonly userAgent: string;
  /** Whether the pointer is coarse: how Ionic tells an iPad from a Mac. */
  readonly coarsePointer: boolean;
  readonly isNativePlatform: boolean;
}

/** The mode Ionic will pick: `ionic:mode` in the URL, else iOS on an iPhone, iPod or iPad. */
export function ionicMode(env: ModeEnvironment): 'ios' | 'md' {
  const asked = /[?&]ionic:mode=(ios|md)(&|$)/.exec(env.search)?.[1];
  if (asked === 'ios' || asked === 'md') return asked;
  const iPad =
    /iPad/i.test(env.userAgent) || (/Macintosh/i.test(env.userAgent) && env.coarsePointer);
  return /iPhone|iPod/i.test(env.userAgent) || iPad ? 'ios' : 'md';
}

/** From `<head>`: a page prerendered in Material mode is rendered on the client where Ionic is iOS. */
export function chooseRender(document: Document, env: ModeEnvironment): void {
  if (env.isNativePlatform || ionicMode(env) !== 'md') {
    document.documentElement.setAttribute(RENDER_ATTRIBUTE, 'client');
  }
}

/** Whether the app has taken the page over (see `appIsLive`). */
function isLive(document: Document): boolean {
  return document.documentElement.getAttribute(RENDER_ATTRIBUTE) === 'live';
}

/**
 * Until the app runs, a tap on a link of the prerendered page (a tab, an item of a list) goes to
 * that page's own prerendered file. Once Ionic's elements are defined but before the app has
 * hydrated them, a tab button swallows its tap (it cancels the click and leaves the routing to the
 * app): this listener, ahead of it, follows the link instead.
 */
export function followLinksUntilLive(
  document: Document,
  location: Pick<Location, 'pathname' | 'assign'>,
): void {
  document.addEventListener(
    'click',
    (event) => {
      if (isLive(document) || !(event.target instanceof Element)) return;
      const link = event.target.closest('ion-tab-button[href], ion-item[href]');
      const href = link?.getAttribute('href');
      if (!href?.startsWith('/')) return;
      event.preventDefault();
      event.stopPropagation();
      if (href !== location.pathname) location.assign(href);
    },
    { capture: true },
  );
}

/** The app has taken the page over: its own handlers answer taps from now on. */
export function appIsLive(document: Document): void {
  document.documentElement.setAttribute(RENDER_ATTRIBUTE, 'live');
  if (typeof performance.mark === 'function') performance.mark(APP_HYDRATED_MARK);
}

/**
 * How the app takes the page: hydrates the prerendered markup when it is this build's page for
 * this path and shown; else renders anew (and says why, when the markup was meant to be used).
 */
export function howToRender(
  root: HTMLElement,
  env: { readonly pathname: string; readonly build: string; readonly document: Document },
): { readonly hydrate: boolean; readonly why?: string } {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null) return { hydrate: false };
  if (env.document.documentElement.getAttribute(RENDER_ATTRIBUTE) === 'client') {
    return { hydrate: false };
  }
  if (path !== env.pathname) return { hydrate: false, why: `it is the page of ${path}` };
  const build = root.getAttribute('data-build');
  if (build !== env.build) return { hydrate: false, why: `it comes from build ${build ?? '?'}` };
  return { hydrate: true };
}
