/**
 * P7: the service worker registered through Workbox's window library, with an update offered and
 * never forced: a new version waits until the person takes it (`skipWaiting`), and the page reloads
 * once it controls the page. A worker of this very build, registered for another variant (the
 * person's language changed), takes over at once, quietly. Loaded after the page, so it is not
 * part of the first load.
 */
import { Workbox } from 'workbox-window';
import { BUILD_MESSAGE } from './workerMessages';

export interface RegisterWorkerOptions {
  /** The first install finished: the app now starts offline. */
  readonly onOfflineReady?: () => void;
  /** A new version is installed and waiting. */
  readonly onNeedRefresh?: () => void;
  readonly onRegisteredSW?: (
    url: string,
    registration: ServiceWorkerRegistration | undefined,
  ) => void;
  readonly onRegisterError?: (error: unknown) => void;
}

/** Registers `url`; returns what takes a waiting update (the page then reloads into it). */
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
    // Another tab installed it (`isExternal`), or it replaced an older one: that is an update.
    if (event.isUpdate === true) return;
    if (event.isExternal === true) offerRefresh();
    else if (!refreshOffered) options.onOfflineReady?.();
  });
  workbox.addEventListener('waiting', () => {
    void workbox.messageSW({ type: BUILD_MESSAGE }).then((theirs) => {
      if (theirs === build) workbox.messageSkipWaiting();
      else offerRefresh();
    }, offerRefresh);
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
