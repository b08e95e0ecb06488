/**
 * P7: registers the service worker; an update waits until taken, but a worker of this very build
 * (another variant) takes over at once.
 */
import { messageSW, Workbox } from 'workbox-window';
import { BUILD_MESSAGE } from './workerMessages';

export interface RegisterWorkerOptions {
  readonly onOfflineReady?: () => void;
  readonly onNeedRefresh?: () => void;
  readonly onRegisteredSW?: (
    url: string,
    registration: ServiceWorkerRegistration | undefined,
  ) => void;
  readonly onRegisterError?: (error: unknown) => void;
}

/** How long a waiting worker may take to say its build before it is offered as an update. */
const BUILD_ANSWER_MS = 3000;

/** Returns what takes a waiting update. */
export function registerWorker(
  url: string,
  scope: string,
  build: string,
  options: RegisterWorkerOptions,
): () => Promise<void> {
  const workbox = new Workbox(url, { scope });
  let refreshOffered = false;
  const offerRefresh = () => {
    refreshOffered = true;
    workbox.addEventListener('controlling', (event) => {
      if (event.isUpdate) window.location.reload();
    });
    options.onNeedRefresh?.();
  };
  workbox.addEventListener('installed', (event) => {
    if (event.isUpdate === true) return;
    if (event.isExternal === true) offerRefresh();
    else if (!refreshOffered) options.onOfflineReady?.();
  });
  workbox.addEventListener('waiting', (event) => {
    // The waiting worker itself: Workbox's own messageSW asks the one in control.
    const waiting = event.sw;
    if (!waiting) {
      offerRefresh();
      return;
    }
    const noAnswer = new Promise<undefined>((resolve) => setTimeout(resolve, BUILD_ANSWER_MS));
    void Promise.race([messageSW(waiting, { type: BUILD_MESSAGE }), noAnswer]).then(
      (theirs: unknown) => {
        if (theirs === build) workbox.messageSkipWaiting();
        else offerRefresh();
      },
      offerRefresh,
    );
  });
  const registered = workbox.register({ immediate: true }).then(
    (registration) => {
      options.onRegisteredSW?.(url, registration);
    },
    (error: unknown) => {
      options.onRegisterError?.(error);
    },
  );
  return async () => {
    await registered;
    workbox.messageSkipWaiting();
  };
}
