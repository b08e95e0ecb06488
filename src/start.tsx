/** The app's start, run by main.tsx once the painted shell has been shown. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadFirstScreen } from './app/App';
import { seedSteps } from './app/seedSteps';
import { platformReady } from './platform/platformReady';
import { registerServiceWorker } from './platform/serviceWorker';
import { statusBarFollowsTheme } from './theme/statusBarTheme';
import { appIsLive, startupInput } from './startup/input';
import { defineHeld } from './ionic/definitions';
import { keepSelectedTab } from './ionic/prerendered';
import { confirmPlan, readPlan, type RenderPlan } from './startup/plan';
import {
  FIRST_PAGE_MARK,
  markAppCodeRun,
  markIonicDefined,
  showFirstPageEntered,
} from './shared/startupPhases';
import { removeBootShell } from './startup/shell';
import { LOG_TAG } from './shared/appIdentity';
import { warnOnce } from './platform/log';
import { startLanguage } from './platform/language';
import type { Language } from './shared/languages';

markAppCodeRun();

/**
 * P10: the page to start from is the one left once early taps have settled; it is hydrated only if
 * it is this build's page of this address in the language shown (the one check after the head
 * script's plan), else rendered anew, saying why. Before Ionic's elements are defined.
 */
async function settlePage(language: Language): Promise<RenderPlan> {
  const input = startupInput();
  await input?.settled();
  const { plan, why } = confirmPlan(document, {
    pathname: location.pathname,
    build: __APP_BUILD__,
    language,
  });
  if (why) warnOnce('prerender-unused', `The prerendered page was not used: ${why}.`);
  input?.hydrating();
  await loadFirstScreen(location.pathname);
  await defineHeld({
    defined: (tag) => {
      keepSelectedTab(document, tag);
    },
  });
  markIonicDefined();
  return plan;
}

// P10: the first screen renders in one pass once its modules are there.
void Promise.all([
  startLanguage(readPlan(document).variant.language),
  loadFirstScreen(location.pathname),
])
  .then(([language]) => settlePage(language))
  .then((plan) => {
    const container = document.getElementById('root');
    if (!container) return;
    const app = <App />;
    // LoadBoundary logs what it catches; React's report would repeat it at every re-render.
    const onCaughtError = () => undefined;
    if (plan.render === 'hydrate') {
      // Not in StrictMode: its second mount replaced the server's markup unchecked.
      hydrateRoot(container, app, {
        onCaughtError,
        onRecoverableError: (error) => {
          if (import.meta.env.DEV) throw error;
          warnOnce(
            'prerender-mismatch',
            'The prerendered page did not match the app; it was rendered anew.',
            error,
          );
        },
      });
      return;
    }
    createRoot(container, { onCaughtError }).render(<StrictMode>{app}</StrictMode>);
  });

// P7: stored for offline use once the page has loaded and the app is live (issue 57: nothing
// before live that live does not need), so neither the worker nor its precache competes with the
// start. P14: the pages of the language the page opened in; one chosen later is stored next start.
const loaded = new Promise((resolve) => {
  if (document.readyState === 'complete') resolve(undefined);
  else window.addEventListener('load', resolve, { once: true });
});
function storeForOffline(): void {
  registerServiceWorker(readPlan(document).variant).catch((error: unknown) => {
    console.error(`${LOG_TAG} Registering the service worker failed on a bug.`, error);
  });
}

// P6: the painted shell goes once the first page has entered; a client render is live then.
new PerformanceObserver((entries, observer) => {
  if (entries.getEntriesByName(FIRST_PAGE_MARK).length === 0) return;
  appIsLive(document);
  removeBootShell(document);
  showFirstPageEntered(document);
  observer.disconnect();
  void loaded.then(storeForOffline);
}).observe({ type: 'mark', buffered: true });

// S8, S9: the start-up sequence; then (P6) the status bar follows the app's theme.
void platformReady(seedSteps()).then(statusBarFollowsTheme);
