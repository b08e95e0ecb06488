/**
 * How Ionic's outlet shows and hides its pages, and when a navigation is under way; boundary.test.ts
 * checks each against the installed Ionic.
 */

export const PAGE_HIDDEN = 'ion-page-hidden';
export const PAGE_INVISIBLE = 'ion-page-invisible';

/** Our own mark of a page's route, set by shared/Page.tsx. */
export const PAGE_PATH = 'data-page-path';

/** The longest a tab tap is held, so a screen that shows no page cannot hold it forever. */
export const LONGEST_TRANSITION_MS = 1000;

/**
 * Whether a navigation is under way: not exactly one page shown, fully, at the URL. Ionic's outlet
 * loses track of its pages when a navigation starts before the last one has shown its page.
 */
export function navigationInFlight(doc: Document = document): boolean {
  const shown = doc.querySelectorAll(`.ion-page[${PAGE_PATH}]:not(.${PAGE_HIDDEN})`);
  const [page] = shown;
  return (
    shown.length !== 1 ||
    page?.getAttribute(PAGE_PATH) !== doc.location.pathname ||
    page.classList.contains(PAGE_INVISIBLE)
  );
}

/** Shows or hides a kept page as the outlet's showIonPageElement and hideIonPageElement do. */
export function setPageShown(page: Element, shown: boolean): void {
  page.classList.toggle(PAGE_HIDDEN, !shown);
  if (shown) page.removeAttribute('aria-hidden');
  else page.setAttribute('aria-hidden', 'true');
}

/** Paths whose pages the outlet is making ahead, hidden (outlet.ts's prepareView). */
const preparing = new Set<string>();

export function markPreparing(pathname: string): void {
  preparing.add(pathname);
}

/** Whether the page at `pathname` is being made ahead: shared/Page.tsx then makes it in turns. */
export function isPreparing(pathname: string): boolean {
  return preparing.has(pathname);
}

export function donePreparing(pathname: string): void {
  preparing.delete(pathname);
}
