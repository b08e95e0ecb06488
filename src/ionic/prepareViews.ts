import { useEffect } from 'react';
import { PRELOADED_MARK } from '../shared/startupPhases';
import { PREPARE_VIEW_EVENT, type PrepareViewDetail } from '../ionic/outlet';
import { navigationInFlight } from '../ionic/outletPages';

/** How long after the last touch or key preparing waits. */
export const QUIET_MS = 500;

function whenPreloaded(work: () => void): () => void {
  if (performance.getEntriesByName(PRELOADED_MARK, 'mark').length > 0) {
    work();
    return () => undefined;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName(PRELOADED_MARK).length === 0) return;
    observer.disconnect();
    work();
  });
  observer.observe({ type: 'mark', buffered: true });
  return () => {
    observer.disconnect();
  };
}

export interface TabRoot {
  readonly tab: string;
  readonly path: string;
  /** Only a loaded page is prepared: a failed fetch would start P8's reload. */
  readonly loaded: () => boolean;
}

/** P10: prepares each tab's root page, hidden, once preloaded and idle. */
export function usePrepareTabs(roots: readonly TabRoot[]) {
  useEffect(() => {
    let stopped = false;
    let lastInput = Number.NEGATIVE_INFINITY;
    let idle: number | undefined;
    const queue = [...roots];
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
    const stopWaiting = whenPreloaded(schedule);

    return () => {
      stopped = true;
      stopWaiting();
      if (idle !== undefined) {
        if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
        window.clearTimeout(idle);
      }
      for (const type of inputs) window.removeEventListener(type, onInput, { capture: true });
    };
  }, [roots]);
}
