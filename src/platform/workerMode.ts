/**
 * The service worker answers each page in the device's Ionic mode (src/sw.ts, P10). The page knows
 * that mode best (its head script tells an iPad from a Mac by its pointer, which a worker cannot
 * see, and reads `ionic:mode` from the URL): it tells the worker once the worker is ready.
 */

/** The message the worker keeps the mode from. */
export const IONIC_MODE_MESSAGE = 'IONIC_MODE';

export type WorkerModeMessage = {
  readonly type: typeof IONIC_MODE_MESSAGE;
  readonly mode: 'md' | 'ios';
};

export function isWorkerModeMessage(data: unknown): data is WorkerModeMessage {
  const message = data as Partial<WorkerModeMessage> | null;
  return (
    typeof message === 'object' &&
    message?.type === IONIC_MODE_MESSAGE &&
    (message.mode === 'md' || message.mode === 'ios')
  );
}

/** Tells the active worker the page's Ionic mode (set on `<html>` before the first paint). */
export async function tellWorkerTheMode(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const mode = document.documentElement.getAttribute('mode');
  if (mode !== 'md' && mode !== 'ios') return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: IONIC_MODE_MESSAGE, mode } satisfies WorkerModeMessage);
}
