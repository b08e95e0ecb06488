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

/**
 * P6: the seed sets the status bar to its default style, which follows the device's appearance.
 * When the app's theme differs from the device, that would be unreadable, so the style follows the
 * app's theme: light text on the dark theme, dark text on the light one.
 */
export function statusBarStyleFor(prefersDark: boolean, deviceDark: boolean): StatusBarStyle {
  if (prefersDark === deviceDark) return 'DEFAULT';
  return prefersDark ? 'DARK' : 'LIGHT';
}

/**
 * After the seed's sequence: sets the status bar for the current theme if it differs from the
 * device, then follows every change of the theme. Returns the unsubscribe function.
 */
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
