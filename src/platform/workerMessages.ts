/** What the page and the service worker (src/sw.ts) say to each other. */

export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
export const BUILD_MESSAGE = 'GET_BUILD';

export type WorkerMessage = { readonly type: typeof SKIP_WAITING_MESSAGE | typeof BUILD_MESSAGE };

export function isWorkerMessage(data: unknown): data is WorkerMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === SKIP_WAITING_MESSAGE || type === BUILD_MESSAGE;
}
