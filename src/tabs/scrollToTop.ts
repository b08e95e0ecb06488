import { useEffect } from 'react';
import { PAGE_HIDDEN } from '../ionic/outletClasses';
import { prefersReducedMotion } from '../platform/browser';
import { tabPath } from '../shared/paths';
import { PAGE_PATH } from '../shared/transitions';

/** How long the glide to the top takes, as Ionic's own status-bar tap on iOS. */
export const SCROLL_TO_TOP_MS = 300;

interface ScrollableContent extends Element {
  scrollToTop(duration?: number): Promise<void>;
}

/**
 * P12: a tap on the selected tab while its root page is shown scrolls that page to the top, as iOS
 * and Android do: in `duration` ms, or at once (0). On a pushed page the same tap returns the tab
 * to its root instead (P2: Ionic's tab bar does that). Returns whether it scrolled.
 */
export function scrollTabRootToTop(tab: string, duration: number, doc: Document = document) {
  const root = tabPath(tab);
  if (doc.location.pathname.replace(/\/+$/, '') !== root) return false;
  const content = doc.querySelector<ScrollableContent>(
    `.ion-page[${PAGE_PATH}="${CSS.escape(root)}"]:not(.${PAGE_HIDDEN}) > ion-content`,
  );
  if (!content || typeof content.scrollToTop !== 'function') return false;
  void content.scrollToTop(duration);
  return true;
}

/**
 * Scrolls a tab's root page to the top when its tab is tapped again (`scrollTabRootToTop`), from
 * Ionic's `ionTabButtonClick`: a tap, or Enter on a focused tab. In the capture phase, so the URL is
 * still the one the tap was made on (Ionic's own listener, on the button, may navigate). A tap held
 * while a navigation is in flight (tabTapsInOrder.ts) reaches it only when it is let through.
 */
export function useScrollToTopOnRetap(tabBarId: string): void {
  useEffect(() => {
    const tabBar = document.getElementById(tabBarId);
    if (!tabBar) return;
    const onTabButtonClick = (event: Event) => {
      const { tab } = (event as CustomEvent<{ tab?: string }>).detail;
      if (tab) scrollTabRootToTop(tab, prefersReducedMotion() ? 0 : SCROLL_TO_TOP_MS);
    };
    tabBar.addEventListener('ionTabButtonClick', onTabButtonClick, { capture: true });
    return () => {
      tabBar.removeEventListener('ionTabButtonClick', onTabButtonClick, { capture: true });
    };
  }, [tabBarId]);
}
