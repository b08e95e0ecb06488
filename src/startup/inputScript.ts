// Runs once the page is parsed, before its first paint and before the app's module: inlined where a
// served page ends; a file, deferred and render-blocking, in the linked copy (vite/bootScripts.ts).
import { startInput } from './input.ts';
import { hopInPlace } from './pageSwap.ts';
import { dropUnplannedPage } from './plan.ts';

try {
  dropUnplannedPage(document);
  const hop = hopInPlace(window);
  // While a hop's page is on the way, the painted shell's taps are kept.
  const input = startInput(window, __LANDING_PATH__);
  // The page the head script went for, once it is this document's.
  void hop?.then((shown) => {
    if (shown) input.pageShown();
  });
} catch {
  // Taps before the app is live then wait for it; a boot script must never stop the page.
}
