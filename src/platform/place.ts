/**
 * P13: the app keeps the person's place (src/shared/place.ts) as they move, and when the app goes
 * to the background, where the OS may end it. Written when the browser is idle, never in the
 * frame of a navigation; storage that throws is reported once and changes nothing else (P9).
 */
import { PLACE_KEY, serializePlace } from '../shared/place';
import { safeLocalStorage, STORAGE_UNAVAILABLE } from './browser';
import { warnOnce } from './log';

function writePlace(path: string): void {
  try {
    safeLocalStorage()?.setItem(PLACE_KEY, serializePlace({ path, at: Date.now() }));
  } catch (error) {
    warnOnce('storage', STORAGE_UNAVAILABLE, error);
  }
}

let scheduled: number | undefined;

/** Keeps `path` as the place to reopen, once the browser is idle. */
export function rememberPlace(path: string): void {
  const write = () => {
    scheduled = undefined;
    writePlace(path);
  };
  if (typeof window.requestIdleCallback === 'function') {
    if (scheduled !== undefined) window.cancelIdleCallback(scheduled);
    scheduled = window.requestIdleCallback(write, { timeout: 2000 });
  } else setTimeout(write, 0);
}

/** Keeps the current place, with the time, whenever the page is hidden; returns the unsubscribe. */
export function rememberPlaceWhenHidden(currentPath: () => string | undefined): () => void {
  const onHidden = () => {
    const path = currentPath();
    if (document.visibilityState === 'hidden' && path !== undefined) writePlace(path);
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    document.removeEventListener('visibilitychange', onHidden);
  };
}
