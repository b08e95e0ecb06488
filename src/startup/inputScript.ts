// A file of its own, asked for by the page's head: deferred and render-blocking, so it runs after
// the page is parsed, before its first paint and before the app's module (vite/bootScripts.ts).
import { startInput } from './input.ts';
import { dropUnplannedPage } from './plan.ts';

try {
  dropUnplannedPage(document);
  startInput(window, __LANDING_PATH__);
} catch {
  // Taps before the app is live then wait for it; a boot script must never stop the page.
}
