import { Capacitor } from '@capacitor/core';
import { createStore } from 'zustand/vanilla';
import type { Variant } from '../shared/site';
import { warnOnce } from './log';
import {
  initialReadiness,
  NOT_STORED,
  readinessAfterRegisterError,
  warningFor,
  type OfflineEnvironment,
  type OfflineReadiness,
  type RegisterAnswer,
} from './offlineReadiness';

export interface ServiceWorkerState {
  /** Whether the app starts with the network off, and why not (P3, P7). */
  readonly offline: OfflineReadiness;
  /** A new version is waiting; the app offers it and never forces it (P7). */
  readonly updateAvailable: boolean;
}

/** Where the build writes the worker (vite/worker.ts) and the scope it registers. */
const SCOPE = import.meta.env.BASE_URL;

/** The worker for the pages of one variant: a person's mode and language (src/sw.ts). */
export function workerUrl({ mode, language }: Variant): string {
  return `${SCOPE}sw.js?${new URLSearchParams({ mode, language }).toString()}`;
}

/** `navigator.serviceWorker`, which is missing in some browsers and throws in sandboxed frames. */
function readContainer():
  { readonly value: ServiceWorkerContainer | undefined } | { readonly error: unknown } {
  try {
    // Typed as always there; it is not in every browser.
    const container: ServiceWorkerContainer | undefined = navigator.serviceWorker;
    return { value: container };
  } catch (error) {
    return { error };
  }
}

function browserEnvironment(): OfflineEnvironment {
  return {
    native: Capacitor.isNativePlatform(),
    container: readContainer(),
    secureContext: window.isSecureContext,
  };
}

export const serviceWorkerStore = createStore<ServiceWorkerState>(() => ({
  offline: initialReadiness(browserEnvironment()),
  updateAvailable: false,
}));

/** Sets what is true now, and says once why the app will not work offline, if it will not. */
function settle(offline: OfflineReadiness): void {
  serviceWorkerStore.setState({ offline });
  const warning = warningFor(offline);
  if (warning) warnOnce('service-worker', warning);
}

/**
 * Whether the worker's script answers as JavaScript, told apart from a browser that blocks it;
 * and whether it could not be fetched at all (offline).
 */
async function fetchScript(url: string): Promise<{ served: boolean; unreachable: boolean }> {
  try {
    const response = await fetch(url, { cache: 'no-store' });
    const served = response.ok && /javascript/i.test(response.headers.get('content-type') ?? '');
    return { served, unreachable: false };
  } catch {
    return { served: false, unreachable: true };
  }
}

/** Asks the browser's own `register()` what it answers, to tell a blocked browser from a fault. */
async function askBrowser(container: ServiceWorkerContainer, url: string): Promise<RegisterAnswer> {
  try {
    return { registered: await container.register(url, { scope: SCOPE }) };
  } catch (refused) {
    const { served, unreachable } = await fetchScript(url);
    return { refused, scriptServed: served, unreachable };
  }
}

/** The first install failing (a precached file missing) leaves no worker: nothing is stored. */
function watchFirstInstall(registration: ServiceWorkerRegistration): void {
  const watch = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'redundant' && !registration.active) {
        settle({ status: 'failed', reason: NOT_STORED });
      }
    });
  };
  if (registration.active) return;
  watch(registration.installing);
  registration.addEventListener('updatefound', () => {
    watch(registration.installing);
  });
}

/** How long an update that failed while the line was up waits to be asked for once more. */
export const UPDATE_RETRY_MS = 10_000;

let updateRetried = false;

/**
 * An update (a new build, or another variant's worker) failed while a worker serves the page: the
 * stored build still starts offline, so only a fault worth a developer's time is said. Offline now,
 * it is asked for again when the line is back. A line that was down a moment, or that
 * `navigator.onLine` calls up while it is not, gets one more ask after a pause, never a loop.
 */
function updateFailed(
  variant: Variant,
  error: unknown,
  answer: RegisterAnswer,
  offlineThen: boolean,
) {
  // Asked again, the browser took it: the copy is being updated.
  if ('registered' in answer) return;
  const again = () => void registerServiceWorker(variant);
  if (!navigator.onLine) {
    window.addEventListener('online', again, { once: true });
    return;
  }
  if (!updateRetried && (offlineThen || answer.unreachable === true || answer.scriptServed)) {
    updateRetried = true;
    setTimeout(again, UPDATE_RETRY_MS);
    return;
  }
  // Still out of reach: the next start asks again.
  if (answer.unreachable === true) return;
  warnOnce('service-worker', 'The offline copy could not be updated.', error);
}

let activateUpdate: (() => Promise<void>) | undefined;

/** P7: registers the service worker, except on devices. Never throws: the state says what holds. */
export async function registerServiceWorker(variant: Variant): Promise<void> {
  const { offline } = serviceWorkerStore.getState();
  if (offline.status === 'built-in' || offline.status === 'unavailable') {
    settle(offline);
    return;
  }
  const container = readContainer();
  const serviceWorker = 'value' in container ? container.value : undefined;
  if (!serviceWorker) return;
  // Not part of the first load.
  const { registerWorker } = await import('./registerWorker');
  const url = workerUrl(variant);
  activateUpdate = registerWorker(url, SCOPE, __APP_BUILD__, {
    onOfflineReady: () => {
      serviceWorkerStore.setState({ offline: { status: 'ready' } });
    },
    onNeedRefresh: () => {
      serviceWorkerStore.setState({ updateAvailable: true });
    },
    onRegisteredSW: (_url: string, registration: ServiceWorkerRegistration | undefined) => {
      if (registration) watchFirstInstall(registration);
    },
    onRegisterError: (error: unknown) => {
      // Read as it failed: the line may be back by the time the browser has been asked again.
      const offlineThen = !navigator.onLine;
      void askBrowser(serviceWorker, url).then((answer) => {
        if (serviceWorkerStore.getState().offline.status === 'ready') {
          updateFailed(variant, error, answer, offlineThen);
          return;
        }
        settle(readinessAfterRegisterError(error, answer));
      });
    },
  });
}

/** The user took the update: the new version takes over and the page reloads into it. */
export function applyUpdate(): void {
  navigator.serviceWorker.addEventListener(
    'controllerchange',
    () => {
      window.location.reload();
    },
    { once: true },
  );
  void activateUpdate?.();
}

/** The user dismissed the offer; it comes back with the next visit. */
export function dismissUpdate(): void {
  serviceWorkerStore.setState({ updateAvailable: false });
}
