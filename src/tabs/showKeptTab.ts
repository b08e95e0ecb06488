import { useEffect } from 'react';
import { PAGE_HIDDEN, PAGE_INVISIBLE } from '../ionic/outletClasses';
import { LONGEST_TRANSITION_MS, PAGE_PATH } from '../shared/transitions';

function setShown(page: Element, shown: boolean): void {
  page.classList.toggle(PAGE_HIDDEN, !shown);
  if (shown) page.removeAttribute('aria-hidden');
  else page.setAttribute('aria-hidden', 'true');
}

/**
 * Shows at once, in the tap's own task, the page a tab tap goes back to when that page is kept
 * (a tab visited before): the page Ionic's outlet is about to show, showing it as the outlet will
 * (its `ion-page-hidden` class and `aria-hidden`), one render and one commit earlier. The outlet
 * then finds the screen as it leaves it. If the URL has not reached that page by
 * LONGEST_TRANSITION_MS (a navigation that never happened), the URL's page is shown again.
 * A first visit (no page kept) is left to the outlet. Returns whether it showed a page.
 */
export function showKeptTab(tab: string, doc: Document = document): boolean {
  const path = doc.querySelector(`ion-tab-button[tab="${CSS.escape(tab)}"]`)?.getAttribute('href');
  if (!path || path === doc.location.pathname) return false;
  const pages = [...doc.querySelectorAll(`.ion-page[${PAGE_PATH}]`)];
  const entering = pages.filter((page) => page.getAttribute(PAGE_PATH) === path);
  const shown = pages.filter((page) => !page.classList.contains(PAGE_HIDDEN));
  const [page] = entering;
  const [leaving] = shown;
  // Only the plain case: one page kept for that path, one page shown, both entered already.
  if (entering.length !== 1 || shown.length !== 1 || !page || !leaving) return false;
  if (!page.classList.contains(PAGE_HIDDEN) || page.classList.contains(PAGE_INVISIBLE))
    return false;
  setShown(page, true);
  setShown(leaving, false);
  doc.defaultView?.setTimeout(() => {
    if (doc.location.pathname === path || !page.isConnected || !leaving.isConnected) return;
    // The navigation did not happen: the screen shows the URL's page again.
    if (leaving.getAttribute(PAGE_PATH) !== doc.location.pathname) return;
    setShown(leaving, true);
    setShown(page, false);
  }, LONGEST_TRANSITION_MS);
  return true;
}

/**
 * Tab switches to a tab visited before show its page in the frame after the tap (`showKeptTab`).
 * A native listener on the tab bar, in the capture phase, after the one that holds taps made
 * during a navigation (tabTapsInOrder.ts): a held tap, marked `defaultPrevented`, is left alone.
 */
export function useShowKeptTab(tabBarId: string): void {
  useEffect(() => {
    const tabBar = document.getElementById(tabBarId);
    if (!tabBar) return;
    const show = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const tab = (event.target as Element).closest('ion-tab-button')?.getAttribute('tab');
      if (tab) showKeptTab(tab);
    };
    tabBar.addEventListener('click', show, { capture: true });
    return () => {
      tabBar.removeEventListener('click', show, { capture: true });
    };
  }, [tabBarId]);
}
