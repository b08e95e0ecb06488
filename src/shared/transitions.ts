/**
 * One navigation at a time: Ionic's outlet loses track of its pages when a navigation starts
 * before the last one has shown its page, so taps wait until exactly one page, the URL's, is shown.
 */

import { PAGE_HIDDEN, PAGE_INVISIBLE } from '../ionic/outletClasses.ts';

export const PAGE_PATH = 'data-page-path';

/** The longest a tab tap is held, so a screen that shows no page cannot hold it forever. */
export const LONGEST_TRANSITION_MS = 1000;

/** Whether a navigation is under way: not exactly one page shown, fully, at the URL. */
export function navigationInFlight(doc: Document = document): boolean {
  const shown = doc.querySelectorAll(`.ion-page[${PAGE_PATH}]:not(.${PAGE_HIDDEN})`);
  const [page] = shown;
  return (
    shown.length !== 1 ||
    page?.getAttribute(PAGE_PATH) !== doc.location.pathname ||
    page.classList.contains(PAGE_INVISIBLE)
  );
}
