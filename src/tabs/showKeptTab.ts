import { useEffect } from 'react';
import {
  LONGEST_TRANSITION_MS,
  PAGE_HIDDEN,
  PAGE_INVISIBLE,
  PAGE_PATH,
  setPageShown,
} from '../ionic/outletPages';

/**
 * Shows a kept tab's page in the tap's own task, as Ionic's outlet will a render later; if the URL
 * never gets there, the URL's page is shown again. Returns whether it showed a page.
 */
export function showKeptTab(tab: string, doc: Document = document): boolean {
  const path = doc.querySelector(`ion-tab-button[tab="${CSS.escape(tab)}"]`)?.getAttribute('href');
  if (!path || path === doc.location.pathname) return false;
  const pages = [...doc.querySelectorAll(`.ion-page[${PAGE_PATH}]`)];
  const entering = pages.filter((page) => page.getAttribute(PAGE_PATH) === path);
  const shown = pages.filter((page) => !page.classList.contains(PAGE_HIDDEN));
  const [page] = entering;
  const [leaving] = shown;
  if (entering.length !== 1 || shown.length !== 1 || !page || !leaving) return false;
  if (!page.classList.contains(PAGE_HIDDEN) || page.classList.contains(PAGE_INVISIBLE))
    return false;
  setPageShown(page, true);
  setPageShown(leaving, false);
  doc.defaultView?.setTimeout(() => {
    if (doc.location.pathname === path || !page.isConnected || !leaving.isConnected) return;
    if (leaving.getAttribute(PAGE_PATH) !== doc.location.pathname) return;
    setPageShown(leaving, true);
    setPageShown(page, false);
  }, LONGEST_TRANSITION_MS);
  return true;
}

/** Runs `showKeptTab` on tab taps; a tap held by tabTapsInOrder.ts is `defaultPrevented`. */
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
