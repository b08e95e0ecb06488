import { systemPrefersDark } from '../platform/browser';
import { warnOnce } from '../platform/log';
import { setStatusBarStyle, unavailableReason, type StatusBarStyle } from '../platform/native';
import { themeStore } from './themeStore';

function deviceIsDark(): boolean {
  try {
    return systemPrefersDark();
  } catch {
    return false;
  }
}

/** P6: the default style follows the device, unreadable when the app's theme differs from it. */
export function statusBarStyleFor(prefersDark: boolean, deviceDark: boolean): StatusBarStyle {
  if (prefersDark === deviceDark) return 'DEFAULT';
  return prefersDark ? 'DARK' : 'LIGHT';
}

/** Keeps the status bar's style in step with the theme; returns the unsubscribe function. */
export function statusBarFollowsTheme(): () => void {
  if (unavailableReason('StatusBar') !== undefined) return () => undefined;
  let current: StatusBarStyle = 'DEFAULT';
  const apply = (prefersDark: boolean) => {
    const style = statusBarStyleFor(prefersDark, deviceIsDark());
    if (style === current) return;
    current = style;
    setStatusBarStyle(style).catch((error: unknown) => {
      warnOnce('status-bar', 'Could not set the status bar style.', error);
    });
  };
  apply(themeStore.getState().prefersDark);
  return themeStore.subscribe((state) => {
    apply(state.prefersDark);
  });
}
