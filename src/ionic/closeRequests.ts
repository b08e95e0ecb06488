/**
 * S10 on the web: where the browser has CloseWatcher (Chromium: Android's Back gesture, Escape), a
 * close request presses Ionic's Back, so an open overlay closes first, then the menu. A watcher is
 * there only while one is open: with nothing open a close request is the browser's own Back.
 * Ionic's `experimentalCloseWatcher` keeps one always, which leaves a person at a tab root no way
 * back out (ionic-framework#29648), and in Ionic 9.0.4 it stops listening to Capacitor's
 * `backbutton` wherever CloseWatcher exists, Android's web view included: it stays off, and the
 * native apps keep Capacitor's Back alone.
 */
import { pressBack } from './backButton';

interface CloseWatcherLike {
  onclose: (() => void) | null;
  destroy(): void;
}
type CloseWatcherConstructor = new () => CloseWatcherLike;

/** What Back closes: the overlays that close on it, and the menu. */
const CLOSABLE = 'ion-modal, ion-popover, ion-alert, ion-action-sheet';
const OPENED_OR_CLOSED = [
  'ionModalDidPresent',
  'ionModalDidDismiss',
  'ionPopoverDidPresent',
  'ionPopoverDidDismiss',
  'ionAlertDidPresent',
  'ionAlertDidDismiss',
  'ionActionSheetDidPresent',
  'ionActionSheetDidDismiss',
  'ionDidOpen',
  'ionDidClose',
] as const;

/** Whether an overlay or a menu is open, as Ionic marks them. */
export function somethingOpen(doc: Document): boolean {
  const overlays = [...doc.querySelectorAll(CLOSABLE)];
  return (
    overlays.some((overlay) => !overlay.classList.contains('overlay-hidden')) ||
    doc.querySelector('ion-menu.show-menu') !== null
  );
}

/** Starts answering close requests, where the browser makes them; returns what stops it. */
export function answerCloseRequests(window: Window): () => void {
  const { CloseWatcher } = window as Window & { CloseWatcher?: CloseWatcherConstructor };
  if (CloseWatcher === undefined) return () => undefined;
  const { document } = window;
  let watcher: CloseWatcherLike | undefined;
  const listening = new AbortController();

  const sync = () => {
    const open = somethingOpen(document);
    if (open && !watcher) {
      watcher = new CloseWatcher();
      watcher.onclose = () => {
        watcher = undefined;
        pressBack();
        // The overlay closing still shows as open: a quick second request finds a watcher.
        sync();
      };
    } else if (!open && watcher) {
      watcher.destroy();
      watcher = undefined;
    }
  };
  for (const type of OPENED_OR_CLOSED) {
    document.addEventListener(type, sync, { signal: listening.signal });
  }
  // Escape is a close request: Ionic's own Escape handling must not close something as well.
  window.addEventListener(
    'keydown',
    (event) => {
      if (event.key === 'Escape' && watcher && !event.defaultPrevented) {
        event.stopImmediatePropagation();
      }
    },
    { capture: true, signal: listening.signal },
  );
  return () => {
    listening.abort();
    watcher?.destroy();
    watcher = undefined;
  };
}
