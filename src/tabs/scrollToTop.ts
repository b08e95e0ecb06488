import { useEffect } from 'react';
import { PAGE_HIDDEN, PAGE_PATH } from '../ionic/outletPages';
import { prefersReducedMotion } from '../platform/browser';
import { tabPath } from '../shared/paths';

/** As Ionic's own status-bar tap on iOS. */
export const SCROLL_TO_TOP_MS = 300;

interface ScrollableContent extends Element {
  scrollToTop(duration?: number): Promise<void>;
}

/** P12: a tap on the selected tab at its root scrolls it to the top; returns whether it did. */
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

/** Listens in the capture phase, so the URL is still the one tapped on before Ionic navigates. */
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
