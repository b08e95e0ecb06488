/**
 * Ionic's hardware Back (S10): the `backbutton` event Capacitor fires on Android drives it, and each
 * press asks every listener of `ionBackButton` for a handler; the highest priority runs, and runs
 * the next when it calls it. Ionic listens only where its config says so (`hardwareBackButton`).
 */
import type { BackButtonEvent } from '@ionic/core';

/** Ionic runs it on a press, if no handler of a higher priority took the press before. */
export type BackHandler = (next: () => void) => void | Promise<void>;

/** Registers `handler` for every press from now on; returns what stops it. */
export function onBackButton(priority: number, handler: BackHandler): () => void {
  const offer = (event: Event) => {
    (event as BackButtonEvent).detail.register(priority, handler);
  };
  document.addEventListener('ionBackButton', offer);
  return () => {
    document.removeEventListener('ionBackButton', offer);
  };
}

/** A press of Back, as the Android app's is. */
export function pressBack(): void {
  document.dispatchEvent(new Event('backbutton'));
}
