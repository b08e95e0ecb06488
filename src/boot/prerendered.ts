/**
 * P10 in the first frame: a prerendered page (vite/pages.ts) is the real screen, painted before
 * any module has run, in the Ionic mode the app will run in. From `<head>`, before anything is
 * painted, the document settles Ionic's mode and what it does with itself (documents.ts): show
 * its page for the app to hydrate, go to the right page's file ("hop"), or leave the page to the
 * app's client render. Until the app has taken over, a tap on one of the page's links is followed
 * as a link, to that page's own prerendered file, never lost.
 */

import { appPathFrom } from '../shared/appPath.ts';
import { markAppLive, renderPhase } from '../shared/startupPhases.ts';

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
