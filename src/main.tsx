/** The entry: styles the painted shell (P6) and starts the app once the first frame is painted. */
import { askedEarly, compileFirstScreen } from './startup/firstScreen';
import { startupInput } from './startup/input';
import { pendingHop, readPlan } from './startup/plan';
import { holdDefinitions } from './ionic/definitions';
import { loadModeStyles } from './ionic/modeStyles';
import { showInShell } from './startup/shell';
import { APP_NAME, LOG_TAG } from './shared/appIdentity';
import { ChunkLoadError, recoverable } from './shared/chunkRecovery';

import '@ionic/react/css/core.css';
import '@ionic/react/css/normalize.css';
import '@ionic/react/css/structure.css';
import '@ionic/react/css/typography.css';
import '@ionic/react/css/padding.css';
import '@ionic/react/css/palettes/dark.class.css';
import './theme/variables.css';
import './ionic/platformStyles.css';
import './ionic/hiddenPages.css';
import './ionic/prerendered.css';
import './ionic/components.css';
import './ionic/tabBar.css';
import './tabs/tabBadges.css';
import './startup/shell.css';
import './startup/input.css';

// P10: decided by the head script; whether its page is hydrated is the start's to confirm.
const plan = readPlan(document);

const APP_NOT_LOADED = `${APP_NAME} could not be loaded. Check the connection, then reload the page.`;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // P10: a tap made before the start is answered first; the app's work would hold it back.
  void (startupInput()?.settled() ?? Promise.resolve()).then(load);
}

function load(): void {
  compileFirstScreen(document);
  // The page's mode's element styles, needed before Ionic's elements upgrade (ionic/modeStyles.ts).
  const styles = recoverable(() => loadModeStyles(plan.variant.mode))();
  styles.catch(() => undefined); // Met below, once Ionic is set up.
  // Ionic is set up before anything imports `@ionic/react` (platform/ionicSetup.ts), whose
  // elements are then defined as the first page is settled, in slices (ionic/definitions.ts).
  holdDefinitions();
  recoverable(() => import('./platform/ionicSetup'))()
    .then(() => styles)
    .then(() => {
      if (askedEarly(document)) {
        // A slow line: the start's code (React DOM, the largest file) arrives last. The first page
        // is settled and Ionic's elements defined meanwhile (app/firstPage.ts); a failure is met
        // again where the start awaits it (P8). On a fast line it is there as soon, and settling
        // first measured slower there (the performance map): the start settles the page itself.
        import('./app/firstPage')
          .then(({ settleFirstPage }) => settleFirstPage())
          .catch(() => undefined);
      } else {
        // Fetched beside the start; a failure is met again where the app renders it (P8).
        import('./tabs/TabsPage').catch(() => undefined);
      }
      return recoverable(() => import('./start'))();
    })
    .catch((error: unknown) => {
      console.error(`${LOG_TAG} The app could not be loaded.`, error);
      if (error instanceof ChunkLoadError) showInShell(document, APP_NOT_LOADED);
    });
}

const HOP_TIMEOUT_MS = 5000;

function afterFirstFrame(): void {
  // After the next frame; a hidden page (no frames) starts after a moment.
  requestAnimationFrame(() => {
    setTimeout(start, 0);
  });
  setTimeout(start, 100);
}

const hop = plan.render === 'hop' ? pendingHop() : undefined;
if (hop?.shown) {
  // The head script's hop, made in place by the input script: its page, once shown, is hydrated.
  void hop.shown.then((shown) => {
    if (shown) afterFirstFrame();
  });
} else if (plan.render === 'hop') {
  // Should the navigation to the page's file never happen, start here after all.
  if (hop) location.replace(hop.to);
  setTimeout(start, HOP_TIMEOUT_MS);
} else {
  afterFirstFrame();
}
