import { useEffect } from 'react';
import { LONGEST_TRANSITION_MS, navigationInFlight } from './outletPages';

/**
 * P2: a tab tapped while Ionic's outlet is still navigating is held (the last wins) and tapped
 * again once it is at rest: the outlet loses track of its pages when a navigation starts before
 * the last one has shown its page (outletPages.ts). Captured, ahead of Ionic's own listeners.
 */
export function useTabTapsInOrder(tabBarId: string): void {
  useEffect(() => {
    const tabBar = document.getElementById(tabBarId);
    if (!tabBar) return;
    let pending: { tab: string; retap: boolean; since: number } | undefined;
    let frame = 0;
    const urlTab = () => window.location.pathname.split('/')[2];
    let replaying = false;

    const release = () => {
      const tap = pending;
      if (!tap) return;
      pending = undefined;
      // Tapped again, a tab shown by now would go back to its root.
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
