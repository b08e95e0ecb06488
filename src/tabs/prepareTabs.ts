import { useEffect } from 'react';
import { PRELOADED_MARK } from '../shared/startupPhases';
import { PREPARE_VIEW_EVENT, type PrepareViewDetail } from '../ionic/outlet';
import { navigationInFlight } from '../shared/transitions';

/** How long after the person's last touch or key the preparing waits: they are using the app. */
export const QUIET_MS = 500;

/** The moment S3's preloading has fetched every lazy module (PRELOADED_MARK), then `work`. */
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

/**
 * P10, issue 26: every tab's root page exists before its first tap. Once every lazy module has
 * been fetched (S3's moment, after the first page has entered) and the browser is idle, each tab's
 * root page whose module is loaded is prepared in turn (src/ionic/outlet.ts renders it
 * hidden, in a transition React can interrupt), so a first visit costs what a revisit costs. It waits while the person is
 * touching or typing (QUIET_MS) and while a navigation is in flight, and goes on after.
 */
export interface TabRoot {
  readonly tab: string;
  readonly path: string;
  /** Whether the page's module is loaded: only then is it prepared (a fetch that fails while
   * preparing would start P8's recovery, a reload, with nobody asking for the page). */
  readonly loaded: () => boolean;
}

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
        // Its module could not be preloaded: the page loads (and recovers) when it is visited.
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
