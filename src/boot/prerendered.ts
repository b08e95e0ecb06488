/**
 * P10 in the first frame: a prerendered page (vite/pages.ts) is the real screen, painted before
 * any module has run, in the Ionic mode the app will run in. From `<head>`, before anything is
 * painted, the document settles Ionic's mode and what it does with itself (documents.ts): show
 * its page for the app to hydrate, go to the right page's file ("hop"), or leave the page to the
 * app's client render. Until the app has taken over, a tap on one of the page's links is followed
 * as a link, to that page's own prerendered file, never lost.
 */

import { appPathFrom } from '../shared/appPath.ts';
import {
  BUILD_ATTRIBUTE,
  markAppLive,
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
  renderPhase,
  setRenderPhase,
} from '../shared/startupPhases.ts';
import { ionicMode, type IonicMode, type ModeEnvironment } from '../ionic/mode.ts';
import { chooseDocument, type DocumentChoice } from './documents.ts';

function asMode(value: string | null): IonicMode | undefined {
  return value === 'md' || value === 'ios' ? value : undefined;
}

export interface FirstFrameEnvironment extends ModeEnvironment {
  readonly location: Pick<Location, 'pathname' | 'hash' | 'origin' | 'replace'>;
  readonly history: Pick<History, 'replaceState' | 'state'>;
  /** The landing tab's path, where `/` lands. */
  readonly landing: string;
}

/**
 * From `<head>`: Ionic's mode goes on `<html>` as Ionic reads it (its `mode` attribute and class,
 * so the app's Ionic runs in the mode this page was chosen for, and Ionic's fonts apply from the
 * first frame), then the document does what `chooseDocument` says. Returns the choice.
 */
export function settleFirstFrame(document: Document, env: FirstFrameEnvironment): DocumentChoice {
  const html = document.documentElement;
  const mode = ionicMode(env);
  html.setAttribute('mode', mode);
  html.classList.remove(mode === 'ios' ? 'md' : 'ios');
  html.classList.add(mode);
  const choice = chooseDocument({
    pathname: env.location.pathname,
    search: env.search,
    hash: env.location.hash,
    mode,
    page: html.getAttribute(PAGE_ATTRIBUTE) ?? undefined,
    pageMode: asMode(html.getAttribute(PAGE_MODE_ATTRIBUTE)),
    pages: (html.getAttribute(PAGES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
    landing: env.landing,
  });
  if (choice.render === 'hop') {
    setRenderPhase(document, 'hop');
    env.location.replace(choice.to);
    return choice;
  }
  if (choice.render === 'client') setRenderPhase(document, 'client');
  if (choice.replace !== undefined) {
    // Only ever a path of this origin (documents.ts builds it from the app's own routes).
    const url = new URL(choice.replace, env.location.origin);
    if (url.origin === env.location.origin) env.history.replaceState(env.history.state, '', url);
  }
  return choice;
}

/** Whether the document is leaving for another page's file (see `settleFirstFrame`). */
export function isHopping(document: Document): boolean {
  return renderPhase(document) === 'hop';
}

/** Whether the app has taken the page over (see `appIsLive`). */
function isLive(document: Document): boolean {
  return renderPhase(document) === 'live';
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
      // Only a path of the app's own (P13): `//host` or `/\host` would leave its origin.
      const path = href?.startsWith('/') ? appPathFrom(href) : undefined;
      if (path === undefined) return;
      event.preventDefault();
      event.stopPropagation();
      if (path !== location.pathname) location.assign(path);
    },
    { capture: true },
  );
}

/** The app has taken the page over: its own handlers answer taps from now on. */
export function appIsLive(document: Document): void {
  markAppLive(document);
}

/**
 * How the app takes the page: hydrates the prerendered markup when the first frame chose to show
 * it and it is this build's page for this path; else renders anew (and says why, when the markup
 * was meant to be used).
 */
export function howToRender(
  root: HTMLElement,
  env: { readonly pathname: string; readonly build: string; readonly document: Document },
): { readonly hydrate: boolean; readonly why?: string } {
  const path = root.getAttribute(PRERENDERED_ATTRIBUTE);
  if (path === null) return { hydrate: false };
  const render = renderPhase(env.document);
  if (render === 'client' || render === 'hop') return { hydrate: false };
  if (path !== env.pathname) return { hydrate: false, why: `it is the page of ${path}` };
  const build = root.getAttribute(BUILD_ATTRIBUTE);
  if (build !== env.build) return { hydrate: false, why: `it comes from build ${build ?? '?'}` };
  return { hydrate: true };
}
