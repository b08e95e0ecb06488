import { setupIonicReact } from '@ionic/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadFirstScreen } from './app/App';
import { guardMatchMedia } from './platform/guards';
import { platformReady } from './platform/platformReady';
import { registerServiceWorker } from './platform/serviceWorker';
import { statusBarFollowsTheme } from './platform/statusBarTheme';
import { FIRST_PAGE_MARK } from './shared/preload';
import { removeBootShell } from './theme/boot';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/text-alignment.css';
import '@ionic/react/css/palettes/dark.class.css';
import './theme/variables.css';
import './theme/bootShell.css';

guardMatchMedia();

// S10: Ionic listens for the hardware Back button on devices; on the web too, so the back-button
// page (and the browser tests) can press it with a `backbutton` event.
setupIonicReact({ hardwareBackButton: true });

// The first screen renders in one pass once its modules are there (see loadFirstScreen).
void loadFirstScreen().then(() => {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

// The painted shell (P6) has done its work once the first page has entered.
new PerformanceObserver((entries, observer) => {
  if (entries.getEntriesByName(FIRST_PAGE_MARK).length === 0) return;
  removeBootShell(document);
  observer.disconnect();
}).observe({ type: 'mark', buffered: true });

// S8, S9: the seed's start-up sequence; a failure is logged, never shown. Then (P6) the status
// bar stays readable when the app's theme differs from the device's.
void platformReady().then(statusBarFollowsTheme);

// P7: stored for offline use once the page has loaded, so the precache never competes with it.
window.addEventListener(
  'load',
  () => {
    registerServiceWorker().catch((error: unknown) => {
      console.warn('[tabshell] The app could not be stored for offline use.', error);
    });
  },
  { once: true },
);
