/** The app's start, run by main.tsx once the painted shell has been shown. */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { settleFirstPage } from './app/firstPage';
import { seedSteps } from './app/seedSteps';
import { platformReady } from './platform/platformReady';
import { registerServiceWorker } from './platform/serviceWorker';
import { statusBarFollowsTheme } from './theme/statusBarTheme';
import { appIsLive } from './startup/input';
import { readPlan } from './startup/plan';
import { FIRST_PAGE_MARK, markAppCodeRun, showFirstPageEntered } from './shared/startupPhases';
import { removeBootShell } from './startup/shell';
import { LOG_TAG } from './shared/appIdentity';
import { warnOnce } from './platform/log';

markAppCodeRun();

// P10: the first screen renders in one pass once its modules are there.
// On a slow line begun by the entry (src/main.tsx) while this module was on its way; else here.
void settleFirstPage().then((plan) => {
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
