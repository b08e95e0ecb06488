/**
 * Ionic's set-up, run by main.tsx before anything imports `@ionic/react`, whose elements upgrade on
 * import and need the config by then (P10).
 */
import { answerCloseRequests } from '../ionic/closeRequests';
import { onNativeBridge } from '../ionic/nativeBridge';
import { initializeIonic, ionicIsSetUp, ionicKeysToIgnore } from '../ionic/setup';
import { guardMatchMedia } from './guards';
import { warnOnce } from './log';

/** The app's Ionic config, with the address's settings other than mode and animations undone (P9). */
export function ionicConfig(search: string) {
  const ignored = ionicKeysToIgnore(search);
  const names = Object.keys(ignored);
  if (names.length > 0) {
    const named = names.slice(0, 5).map((name) => JSON.stringify(name.slice(0, 40)));
    warnOnce('ionic-config', `Ignored Ionic settings in the address: ${named.join(', ')}.`);
  }
  // S10: on the web too, so a `backbutton` event presses it.
  return { ...ignored, hardwareBackButton: true };
}

/**
 * Sets Ionic up once, after guarding a `matchMedia` that throws (P9); in a browser, close requests
 * (Android's Back gesture, Escape) press Back too (S10).
 */
export function setupIonic(window: Window): void {
  if (ionicIsSetUp(window.document)) return;
  guardMatchMedia(window);
  initializeIonic(window.document, ionicConfig(window.location.search));
  if (!onNativeBridge(window)) answerCloseRequests(window);
}

setupIonic(window);
