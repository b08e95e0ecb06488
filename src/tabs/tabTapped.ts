/**
 * What a tab tap does beside Ionic's navigation, once the app is live: IonTabButton's `onClick`
 * calls it before Ionic navigates, while the URL is still the one tapped on.
 */
import { scrollShownPageToTop, showKeptPage } from '../ionic/outletPages';
import { prefersReducedMotion } from '../platform/browser';
import { tabPath } from '../shared/paths';

/** As Ionic's own status-bar tap on iOS. */
export const SCROLL_TO_TOP_MS = 300;

export interface TabTap {
  readonly tab: string;
  /** Where the tab goes: the top of its kept stack (Ionic's `ionTabButtonClick` detail). */
  readonly href?: string;
}

export function tabTapped({ tab, href }: TabTap, doc: Document = document): void {
  const root = tabPath(tab);
  const here = doc.location.pathname.replace(/\/+$/, '');
  // P12: the selected tab again, at its root, scrolls that page to the top.
  if (here === root) {
    scrollShownPageToTop(root, prefersReducedMotion() ? 0 : SCROLL_TO_TOP_MS, doc);
    return;
  }
  // P10: another tab, visited before, shows its kept page in the tap's own task.
  if (href !== undefined && !here.startsWith(`${root}/`)) showKeptPage(href, doc);
}
