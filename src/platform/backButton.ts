import type { BackButtonEvent } from '@ionic/react';
import { exitApp, platformName } from './native';
import { warnOnce } from './log';

/**
 * The toolkit's back-button priorities (S10; seed §9): an open overlay closes first, then an open
 * menu, then navigation goes back; below them all, leaving the app at a tab root.
 */
export const BACK_PRIORITY = { overlay: 100, menu: 99, navigation: 0, exitApp: -1 } as const;

/** The event Ionic turns a hardware Back press into. */
export const BACK_BUTTON_EVENT = 'backbutton';

/**
 * S10: on Android, Back at the root of a tab leaves the app. `isAtRoot` is asked as Back is
 * pressed, before the navigation handler's history step lands. Returns the unregister function.
 */
export function exitAppAtRoot(isAtRoot: () => boolean): () => void {
  const onBackButton = (event: Event) => {
    (event as BackButtonEvent).detail.register(BACK_PRIORITY.exitApp, () => {
      if (platformName() !== 'android' || !isAtRoot()) return;
      exitApp().catch((error: unknown) => {
        warnOnce('exit-app', 'Could not leave the app on Back.', error);
      });
    });
  };
  document.addEventListener('ionBackButton', onBackButton);
  return () => {
    document.removeEventListener('ionBackButton', onBackButton);
  };
}

/** Presses Back as the hardware button would (for the back-button page's "try it"). */
export function pressBack(): void {
  document.dispatchEvent(new Event(BACK_BUTTON_EVENT));
}
