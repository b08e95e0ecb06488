/**
 * One navigation at a time. Ionic's outlet (`@ionic/react-router` 9.0.4) loses track of its pages
 * when a navigation starts before the last one has shown its page: taps a few milliseconds apart
 * (two tabs, a tab and an item, an item and Back) left two pages shown at once, in the stock Ionic
 * tabs app too. So a navigation is in flight from the moment the URL changes until a page has shown
 * itself at that URL: pages answer taps only at their own URL (Page.tsx), and the tab bar keeps the
 * last tab tapped meanwhile for when the page is shown (TabsPage.tsx).
 */

/** The longest a tab tap waits: a screen that shows no page (a load failure) must not hold it. */
export const LONGEST_TRANSITION_MS = 1000;

let shownPath: string | undefined;
const listeners = new Set<() => void>();

/** Called by each page when it has entered (`ionViewDidEnter`): its URL is now on screen. */
export function pageShown(path: string): void {
  shownPath = path;
  listeners.forEach((listener) => {
    listener();
  });
}

/** Whether the URL has moved on from the page last shown, whose successor has not shown yet. */
export function navigationInFlight(): boolean {
  return shownPath !== undefined && shownPath !== window.location.pathname;
}

/** Runs `listener` each time a page has shown itself; returns the unsubscribe. */
export function onPageShown(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
