/**
 * The entry. Its stylesheets (below) load with the page, so the painted shell (P6) is styled in
 * the first frame; the app itself (`start.tsx`, prefetched beside this) runs once that
 * frame is on screen, so that evaluating the app's code never holds the first paint back.
 */
import { showInShell } from './boot/shell';
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
import './boot/shell.css';

const APP_NOT_LOADED = `${APP_NAME} could not be loaded. Check the connection, then reload the page.`;

let started = false;
function start(): void {
  if (started) return;
  started = true;
  // A failed fetch is retried, then the page reloads once (P8); after that, a calm word in the shell.
  recoverable(() => import('./start'))().catch((error: unknown) => {
    console.error(`${LOG_TAG} The app could not be loaded.`, error);
    if (error instanceof ChunkLoadError) showInShell(document, APP_NOT_LOADED);
  });
}

// After the next frame has been painted; a hidden page (no frames) starts at once after a moment.
requestAnimationFrame(() => {
  setTimeout(start, 0);
});
setTimeout(start, 100);
