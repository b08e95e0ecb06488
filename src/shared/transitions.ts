/**
 * One navigation at a time. Ionic's outlet (`@ionic/react-router` 9.0.4) loses track of its pages
 * when a navigation starts before the last one has shown its page: taps a few milliseconds apart
 * (two tabs, a tab and an item, an item and Back) left two pages shown at once, in the stock Ionic
 * tabs app too. So a navigation is in flight until exactly one page is shown, the URL's: pages
 * answer taps only at their own URL (Page.tsx), and the tab bar holds the last tab tapped meanwhile
 * (tabs/tabTapsInOrder.ts). Ionic fires no page lifecycle event on a tab switch, so the DOM says it.
 */

import { PAGE_HIDDEN, PAGE_INVISIBLE } from '../ionic/outletClasses.ts';

/** The attribute each page carries with the path it shows (Page.tsx). */
export const PAGE_PATH = 'data-page-path';

/** The longest a tab tap is held: a screen that shows no page (a load failure) must not hold it. */
export const LONGEST_TRANSITION_MS = 1000;

/** Whether the screen is at rest: one page shown, fully, and it is the URL's. */
export function navigationInFlight(doc: Document = document): boolean {
  const shown = doc.querySelectorAll(`.ion-page[${PAGE_PATH}]:not(.${PAGE_HIDDEN})`);
  const [page] = shown;
  return (
    shown.length !== 1 ||
    page?.getAttribute(PAGE_PATH) !== doc.location.pathname ||
    page.classList.contains(PAGE_INVISIBLE)
  );
}
