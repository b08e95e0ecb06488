/**
 * Ionic's set-up, a module of its own that `main.tsx` imports, and runs, before anything imports
 * `@ionic/react`. Importing `@ionic/react` defines Ionic's elements, and a prerendered page's
 * elements upgrade there and then (P10): set up afterwards (`setupIonicReact` in the start's
 * body, as it was), Ionic had no config yet, so the outlets of a hydrated iOS page took no mode:
 * no swipe back, and Material's push animation. An import at the top of the start would not do:
 * the bundler does not keep modules' order across chunks. This does what `setupIonicReact` does
 * (`@ionic/core`'s `initialize`, and the `ion-ce` class); ionicSetup.test.ts checks that against
 * the installed `@ionic/react`.
 */
import { initialize } from '@ionic/core/components';
import { guardMatchMedia } from './guards';
import { ionicKeysToIgnore } from './ionicConfig';
import { warnOnce } from './log';

/** The app's Ionic config, with the address's settings other than mode and animations undone (P9). */
export function ionicConfig(search: string) {
  const ignored = ionicKeysToIgnore(search);
  const names = Object.keys(ignored);
  if (names.length > 0) {
    const named = names.slice(0, 5).map((name) => JSON.stringify(name.slice(0, 40)));
    warnOnce('ionic-config', `Ignored Ionic settings in the address: ${named.join(', ')}.`);
  }
  // S10: Ionic listens for the hardware Back button on devices; on the web too, so the
  // back-button page (and the browser tests) can press it with a `backbutton` event.
  return { ...ignored, hardwareBackButton: true };
}

/**
 * Sets Ionic up once: its config (P9, S10) and the `ion-ce` class its styles read, after a
 * `matchMedia` that throws has been guarded (Ionic asks it for the platform, P9).
 */
export function setupIonic(window: Window): void {
  const { document } = window;
  if (document.documentElement.classList.contains('ion-ce')) return;
  guardMatchMedia(window);
  document.documentElement.classList.add('ion-ce');
  initialize(ionicConfig(window.location.search));
}

setupIonic(window);
