// Runs once the page is parsed, before its first paint and before the app's module: inlined where a
// served page ends; a file, deferred and render-blocking, in the linked copy (vite/bootScripts.ts).
import { startInput } from './input.ts';
import { hopInPlace } from './pageSwap.ts';
import { dropUnplannedPage } from './plan.ts';

try {
  dropUnplannedPage(document);
  const hop = hopInPlace(window);
  if (hop === undefined) startInput(window, __LANDING_PATH__);
  // The page the head script went for, once it is this document's.
  else
    void hop.then((shown) => {
      if (shown) startInput(window, __LANDING_PATH__);
    });
} catch {
  // Taps before the app is live then wait for it; a boot script must never stop the page.
}
