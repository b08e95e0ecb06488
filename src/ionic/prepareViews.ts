/** P10: each tab's root made ahead by Ionic's outlet, so its first visit finds a kept page. */
import { useEffect } from 'react';
import { PREPARE_VIEW_EVENT, type PrepareViewDetail } from './outlet';
import { navigationInFlight } from './outletPages';

/** How long after the last touch or key preparing waits. */
export const QUIET_MS = 500;

export interface TabRoot {
  readonly tab: string;
  readonly path: string;
  /** Only a loaded page is prepared: a failed fetch would start P8's reload. */
  readonly loaded: () => boolean;
}

/**
 * P10: has Ionic's outlet make each tab's root page ahead, hidden (outlet.ts's prepareView), once
 * `whenReady` calls back and the browser is idle, a page at a time, while nobody touches the app.
 */
export function usePrepareViews(
  roots: readonly TabRoot[],
  whenReady: (start: () => void) => () => void,
) {
  useEffect(() => {
    let stopped = false;
    let lastInput = Number.NEGATIVE_INFINITY;
    let idle: number | undefined;
    const queue = [...roots];
    // Only noted, never held: the outlet makes a view ahead only while nobody touches the app.
    const onInput = () => {
      lastInput = performance.now();
    };
    const inputs = ['pointerdown', 'keydown', 'touchstart'] as const;
    for (const type of inputs) {
      window.addEventListener(type, onInput, { capture: true, passive: true });
    }

    const schedule = () => {
      if (stopped || queue.length === 0) return;
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(step);
      else idle = window.setTimeout(step, 50);
    };
    const step = () => {
      idle = undefined;
      if (stopped) return;
      if (performance.now() - lastInput < QUIET_MS || navigationInFlight()) {
        schedule();
        return;
      }
      const next = queue.shift();
      if (!next) return;
      if (!next.loaded()) {
        schedule();
        return;
      }
      const detail: PrepareViewDetail = { pathname: next.path, tab: next.tab };
      document.dispatchEvent(new CustomEvent(PREPARE_VIEW_EVENT, { detail }));
      schedule();
    };
    const stopWaiting = whenReady(schedule);

    return () => {
      stopped = true;
      stopWaiting();
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
      for (const type of inputs) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [roots, whenReady]);
}
