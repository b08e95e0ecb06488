/** What the page and the service worker (src/sw.ts) say to each other, besides Workbox's own. */

/** Workbox's own message for a waiting worker to take over (`messageSkipWaiting`). */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** Asks a worker which build it is (it answers `__APP_BUILD__` on the message's port). */
export const BUILD_MESSAGE = 'GET_BUILD';

export type WorkerMessage = { readonly type: typeof SKIP_WAITING_MESSAGE | typeof BUILD_MESSAGE };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === SKIP_WAITING_MESSAGE || type === BUILD_MESSAGE;
}
