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

/**
 * Shows the kept page at `path` in the tap's own task, as the outlet will a render later, and hides
 * the one shown; if the URL never gets there, the URL's page is shown again. Returns whether it
 * showed a page: only a kept page, fully made, and one page shown now.
 */
export function showKeptPage(path: string, doc: Document = document): boolean {
  if (path === doc.location.pathname) return false;
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

interface ScrollableContent extends Element {
  scrollToTop(duration?: number): Promise<void>;
}

/** Scrolls the shown page at `path` to its top in `duration`; returns whether there was one. */
export function scrollShownPageToTop(path: string, duration: number, doc: Document = document) {
  const content = doc.querySelector<ScrollableContent>(
    `.ion-page[${PAGE_PATH}="${CSS.escape(path)}"]:not(.${PAGE_HIDDEN}) > ion-content`,
  );
  if (!content || typeof content.scrollToTop !== 'function') return false;
  void content.scrollToTop(duration);
  return true;
}

/**
 * Calls `then` in the task the outlet shows the page `inside` is on, before the frame that shows
 * it; at once if it is shown. Returns what stops waiting.
 */
export function whenPageShown(inside: Element, then: () => void): () => void {
  const page = inside.closest('.ion-page');
  if (!page || !page.classList.contains(PAGE_HIDDEN)) {
    then();
    return () => undefined;
  }
  const observer = new MutationObserver(() => {
    if (page.classList.contains(PAGE_HIDDEN)) return;
    observer.disconnect();
    then();
  });
  observer.observe(page, { attributes: true, attributeFilter: ['class'] });
  return () => {
    observer.disconnect();
  };
}

/** Whether focus is on the tab bar: a tab was chosen (the ARIA tabs pattern keeps it there). */
export function focusIsOnTabBar(doc: Document = document): boolean {
  return doc.activeElement?.closest('ion-tab-bar') != null;
}
