/**
 * The entry. Its stylesheets (below) load with the page, so the painted shell (P6) is styled in
 * the first frame; the app itself (`start.tsx`, prefetched beside this) runs once that
 * frame is on screen, so that evaluating the app's code never holds the first paint back.
 */
import { compileFirstScreen } from './boot/firstScreen';
import { confirmPlan } from './boot/plan';
import { showInShell } from './boot/shell';
import { warnOnce } from './platform/log';
import { APP_NAME, LOG_TAG } from './shared/appIdentity';
import { ChunkLoadError, recoverable } from './shared/chunkRecovery';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/text-alignment.css';
import '@ionic/react/css/palettes/dark.class.css';
import './theme/variables.css';
// P12: the rail and the bar, in the entry's stylesheet so the first frame has them.
import './tabs/tabBar.css';
import './boot/shell.css';
import './boot/earlyTaps.css';

// P10: a prerendered page the app will not hydrate (a page of another path, variant or build) is
// cleared now, before Ionic's elements are defined and would start up inside it.
const { plan, why } = confirmPlan(document, { pathname: location.pathname, build: __APP_BUILD__ });
if (why) warnOnce('prerender-unused', `The prerendered page was not used: ${why}.`);

const APP_NOT_LOADED = `${APP_NAME} could not be loaded. Check the connection, then reload the page.`;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // P10: the first screen's modules compile in parallel, while Ionic is set up.
  compileFirstScreen(document);
  // Ionic is set up before anything imports `@ionic/react`, which defines Ionic's elements: a
  // prerendered page's elements upgrade there and then, and need Ionic's config (its mode) by
  // then (platform/ionicSetup.ts). Then the start, and beside it the tabs module (still its own
  // chunk, S2), which the start would otherwise ask for only once it has run.
  // A failed fetch is retried, then the page reloads once (P8); after that, a calm word in the shell.
  recoverable(() => import('./platform/ionicSetup'))()
    .then(() => {
      // A failure here is met again, and recovered from, where the app renders it (P8).
      import('./tabs/TabsPage').catch(() => undefined);
      return recoverable(() => import('./start'))();
    })
    .catch((error: unknown) => {
      console.error(`${LOG_TAG} The app could not be loaded.`, error);
      if (error instanceof ChunkLoadError) showInShell(document, APP_NOT_LOADED);
    });
}

/** How long a document that is going to its page's file waits before it starts the app itself. */
const HOP_TIMEOUT_MS = 5000;

if (plan.render === 'hop') {
  // The document is going away (the head script went to the right page's file, P10); should that
  // navigation never happen, the app starts here after all, on the client.
  setTimeout(start, HOP_TIMEOUT_MS);
} else {
  // After the next frame has been painted; a hidden page (no frames) starts at once after a moment.
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
}
