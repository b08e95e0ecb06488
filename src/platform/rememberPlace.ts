/** P13: keeps the person's place, when idle and when the app goes to the background. */
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

/** The OS may end a hidden app. */
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
