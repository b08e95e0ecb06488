import { onBackButton, pressBack } from '../ionic/backButton';
import { isStackedEntry } from '../shared/place';
import { exitApp, platformName } from './native';
import { warnOnce } from './log';

export { pressBack };

/**
 * S10: overlay, then menu, then navigation; a pushed page the app has nothing beneath goes to its
 * tab's root just before navigation would leave the app; leaving the app at a tab root comes last.
 */
export const BACK_PRIORITY = {
  overlay: 100,
  menu: 99,
  toTabRoot: 1,
  navigation: 0,
  exitApp: -1,
} as const;

/** S10: on Android, Back at a tab's root leaves the app; `isAtRoot` is asked as Back is pressed. */
export function exitAppAtRoot(isAtRoot: () => boolean): () => void {
  return onBackButton(BACK_PRIORITY.exitApp, () => {
    if (platformName() !== 'android' || !isAtRoot()) return;
    exitApp().catch((error: unknown) => {
      warnOnce('exit-app', 'Could not leave the app on Back.', error);
    });
  });
}

export interface TabRootBack {
  /** Whether the router has a page of this app's to go back to. */
  readonly canGoBack: () => boolean;
  /** The root of the tab `path` is in, if it is a pushed page. */
  readonly pushedFrom: (path: string) => string | undefined;
  readonly goTo: (path: string) => void;
}

/**
 * S10: Back at a pushed page opened directly (a deep link in a browser tab, where nothing of the
 * app is beneath it) goes to its tab's root, in the app, rather than back out of it. Where the head
 * script put the tab's stack beneath it (an app, a restored place), Back steps down that instead.
 */
export function backToTabRoot(env: TabRootBack): () => void {
  return onBackButton(BACK_PRIORITY.toTabRoot, (next) => {
    const root = env.pushedFrom(window.location.pathname);
    if (root === undefined || env.canGoBack() || isStackedEntry(window.history.state)) next();
    else env.goTo(root);
  });
}
