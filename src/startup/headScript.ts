// Inlined first in <head> (vite/bootScripts.ts), so no frame is painted before it runs.
import { fetchText, pendingHop, planClientRender, settlePlan } from './plan.ts';
import { askForFirstScreenEarly } from './firstScreen.ts';
import { INSTALLED_QUERY } from '../platform/browser.ts';
import { reopenPlace, stackBeneathDoor } from './restore.ts';
import { onNativeBridge } from '../ionic/nativeBridge.ts';
import { decideBootTheme } from './theme.ts';
import { browserLanguages, chooseLanguage, LANGUAGE_KEY } from '../shared/languages.ts';

/** Issue 57: how long the page's first bytes took, which says how fast the line is. */
const firstBytesParsed = performance.now();

const onDevice = onNativeBridge(window);
/** A native app, or the installed web app. */
function isApp(): boolean {
  try {
    return onDevice || window.matchMedia(INSTALLED_QUERY).matches;
  } catch {
    return false;
  }
}
const relaunch = isApp();
try {
  decideBootTheme({
    document,
    location,
    storage: () => window.localStorage,
    matchMedia:
      typeof window.matchMedia === 'function' ? window.matchMedia.bind(window) : undefined,
    isNativePlatform: onDevice,
  });
} catch {
  // Start-up decides again and reports (P9); a boot script must never stop the page.
}
let reopened: string | undefined;
try {
  // P13: before the document settles its page.
  reopened = reopenPlace({
    location,
    history,
    storage: () => window.localStorage,
    now: Date.now(),
    relaunch,
    routes: __ROUTE_PATTERNS__,
  });
} catch {
  // The app starts where its URL says.
}
/** P14: as start-up will decide; garbage is reported there. */
function language() {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    // Storage refused: the device's language.
  }
  return chooseLanguage(stored, browserLanguages(navigator)).language;
}

let render: string | undefined;
try {
  ({ render } = settlePlan(document, {
    language: language(),
    location,
    history,
    search: location.search,
    userAgent: navigator.userAgent,
    coarsePointer:
      typeof window.matchMedia === 'function' && window.matchMedia('(any-pointer:coarse)').matches,
    landing: __LANDING_PATH__,
    // Issue 57: a hop's page asked for now, beside this document's own files.
    fetchPage: (url) => fetchText(fetch, url),
    preloadStylesheet: (href) => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'style';
      link.href = href;
      document.head.append(link);
    },
  }));
} catch {
  // The app renders anew where the document could not settle its page.
  planClientRender(document);
}
try {
  askForFirstScreenEarly(document, { now: firstBytesParsed });
} catch {
  // The app asks for them as it starts.
}
/** S10: in the document that stays, at the URL it settled on. */
function stackBeneath() {
  try {
    stackBeneathDoor({
      location,
      history,
      relaunch,
      navigation: (
        performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
      )?.type,
      routes: __ROUTE_PATTERNS__,
    });
  } catch {
    // Back then leaves from this page as a browser's would.
  }
}
if (reopened === undefined) {
  if (render !== 'hop') stackBeneath();
  // A hop shown in place stays: once it is (src/startup/pageSwap.ts).
  else pendingHop()?.whenShown.push(stackBeneath);
}
