/**
 * The app's start: Ionic, the render, the start-up sequence, the service worker. `main.tsx` runs
 * it once the painted shell has been shown.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadFirstScreen } from './app/App';
import { seedSteps } from './app/seedSteps';
import { platformReady } from './platform/platformReady';
import { registerServiceWorker } from './platform/serviceWorker';
import { statusBarFollowsTheme } from './theme/statusBarTheme';
import { earlyTaps } from './boot/earlyTaps';
import { confirmPlan, readPlan } from './boot/plan';
import { FIRST_PAGE_MARK, showFirstPageEntered } from './shared/startupPhases';
import { removeBootShell, replayShellTap } from './boot/shell';
import { LOG_TAG } from './shared/appIdentity';
import { warnOnce } from './platform/log';

/**
 * The prerendered page the app hydrates: the one shown once no tap is showing another in place
 * (src/boot/earlyTaps.ts), with its modules loaded, and none shown in place after.
 */
async function settlePage(): Promise<void> {
  const early = earlyTaps();
  await early?.settled();
  early?.hydrationBegins();
  await loadFirstScreen(location.pathname);
}

// The first screen renders in one pass once its modules are there (see loadFirstScreen): over the
// prerendered page when there is one for this URL and build (P10), hydrating it; else anew.
void loadFirstScreen(location.pathname)
  .then(settlePage)
  .then(() => {
    const container = document.getElementById('root');
    if (!container) return;
    const app = <App />;
    // Errors caught by a boundary are logged by it (LoadBoundary: once, saying what went wrong);
    // React's own report would repeat each one at every re-render.
    const onCaughtError = () => undefined;
    const { plan, why } = confirmPlan(document, {
      pathname: location.pathname,
      build: __APP_BUILD__,
    });
    if (why) warnOnce('prerender-unused', `The prerendered page was not used: ${why}.`);
    if (plan.render === 'hydrate') {
      // Not in StrictMode, which only acts in development: its second mount of each component
      // makes Ionic's outlet create its views again before the page's Suspense boundary has
      // hydrated, so the server's markup was replaced unchecked and a mismatch never showed (issue
      // 29). Hydrated as production hydrates, a mismatch in `npm run dev` is thrown below.
      hydrateRoot(container, app, {
        onCaughtError,
        onRecoverableError: (error) => {
          // In development a mismatch is a bug to fix now: thrown, with React's account of where.
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

// The painted shell (P6) has done its work once the first page has entered; a tab tapped on it
// meanwhile is tapped again on the app's own tab bar.
new PerformanceObserver((entries, observer) => {
  if (entries.getEntriesByName(FIRST_PAGE_MARK).length === 0) return;
  replayShellTap(document);
  removeBootShell(document);
  showFirstPageEntered(document);
  observer.disconnect();
}).observe({ type: 'mark', buffered: true });

// S8, S9: the seed's start-up sequence; a failure is logged, never shown. Then (P6) the status
// bar stays readable when the app's theme differs from the device's.
void platformReady(seedSteps()).then(statusBarFollowsTheme);

// P7: stored for offline use once the page has loaded, so the precache never competes with it.
// This module may run after the load event (main.tsx waits for the first paint).
function storeForOffline(): void {
  // It never throws; should a bug make it, the console says so as the bug it is.
  registerServiceWorker(readPlan(document).variant).catch((error: unknown) => {
    console.error(`${LOG_TAG} Registering the service worker failed on a bug.`, error);
  });
}
if (document.readyState === 'complete') storeForOffline();
else window.addEventListener('load', storeForOffline, { once: true });
