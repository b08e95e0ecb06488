import type { BackButtonEvent } from '@ionic/react';
import { exitApp, platformName } from './native';
import { warnOnce } from './log';

/** S10: overlay, then menu, then navigation, then leaving the app at a tab root. */
export const BACK_PRIORITY = { overlay: 100, menu: 99, navigation: 0, exitApp: -1 } as const;

export const BACK_BUTTON_EVENT = 'backbutton';

/** S10: on Android, Back at a tab's root leaves the app; `isAtRoot` is asked as Back is pressed. */
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

export function pressBack(): void {
  document.dispatchEvent(new Event(BACK_BUTTON_EVENT));
}
