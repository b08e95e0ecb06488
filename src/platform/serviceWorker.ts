import { Capacitor } from '@capacitor/core';
import { createStore } from 'zustand/vanilla';
import { warnOnce } from './log';

export interface ServiceWorkerState {
  /** The whole build is stored: the app starts with the network off (P3, P7). */
  readonly offlineReady: boolean;
  /** A new version is waiting; the app offers it and never forces it (P7). */
  readonly updateAvailable: boolean;
}

export const serviceWorkerStore = createStore<ServiceWorkerState>(() => ({
  offlineReady: 'serviceWorker' in navigator && navigator.serviceWorker.controller !== null,
  updateAvailable: false,
}));

let activateUpdate: (() => Promise<void>) | undefined;

/**
 * P7: registers the service worker that precaches the build. Not on devices, where the app's
 * files are already on the device. Never throws: a failure is reported once.
 */
export async function registerServiceWorker(): Promise<void> {
  if (Capacitor.isNativePlatform() || !('serviceWorker' in navigator)) return;
  // Fetched after the page has loaded: the worker's client code is not part of the first load.
  const { registerSW } = await import('virtual:pwa-register');
  activateUpdate = registerSW({
    onOfflineReady: () => {
      serviceWorkerStore.setState({ offlineReady: true });
    },
    onNeedRefresh: () => {
      serviceWorkerStore.setState({ updateAvailable: true });
    },
    onRegisterError: (error: unknown) => {
      warnOnce('service-worker', 'The app could not be stored for offline use.', error);
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
