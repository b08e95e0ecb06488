import { useEffect } from 'react';
import { LONGEST_TRANSITION_MS, navigationInFlight } from '../shared/transitions';

/**
 * The tab bar's side of "one navigation at a time" (shared/transitions.ts): a tab tapped while a
 * navigation is in flight is held, the last one wins, and it is tapped for real in the first frame
 * at rest (or after LONGEST_TRANSITION_MS, whatever the screen shows). Never lost, never two at
 * once. Ionic's tab buttons listen for clicks themselves, so the hold is a native listener on the
 * tab bar, in the capture phase, ahead of theirs.
 */
export function useTabTapsInOrder(tabBarId: string): void {
  useEffect(() => {
    const tabBar = document.getElementById(tabBarId);
    if (!tabBar) return;
    /** The tab held, and whether it was the URL's tab when tapped (a re-tap: back to its root). */
    let pending: { tab: string; retap: boolean; since: number } | undefined;
    let frame = 0;
    const urlTab = () => window.location.pathname.split('/')[2];
    let replaying = false;

    const release = () => {
      const tap = pending;
      if (!tap) return;
      pending = undefined;
      // A tab tapped to switch to it, and shown by now, is not tapped again: that would take it
      // back to its root, which only a tap on the tab already selected means.
      if (!tap.retap && urlTab() === tap.tab) return;
      replaying = true;
      try {
        document.querySelector<HTMLElement>(`ion-tab-button[tab="${tap.tab}"]`)?.click();
      } finally {
        replaying = false;
      }
    };
    const hold = (event: MouseEvent) => {
      if (replaying || !navigationInFlight()) return;
      const tab = (event.target as Element).closest('ion-tab-button')?.getAttribute('tab');
      if (!tab) return;
      event.preventDefault();
      event.stopPropagation();
      pending = { tab, retap: urlTab() === tab, since: pending?.since ?? performance.now() };
      if (!frame) frame = requestAnimationFrame(watch);
    };

    /** Each frame while a tap is held: released once at rest, or once held too long. */
    const watch = (now: number) => {
      frame = 0;
      if (!pending) return;
      if (navigationInFlight() && now - pending.since < LONGEST_TRANSITION_MS) {
        frame = requestAnimationFrame(watch);
        return;
      }
      release();
    };

    tabBar.addEventListener('click', hold, { capture: true });
    return () => {
      tabBar.removeEventListener('click', hold, { capture: true });
      cancelAnimationFrame(frame);
    };
  }, [tabBarId]);
}
