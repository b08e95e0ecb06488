import { Capacitor } from '@capacitor/core';
import { App } from '@capacitor/app';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';

export type NativePlugin = 'StatusBar' | 'SplashScreen' | 'App';

/** Where the app runs, as Capacitor decides it from its native bridge. */
export function platformName(): string {
  return Capacitor.getPlatform();
}

/**
 * Why a native plugin cannot be used here, or undefined when it can. The web has no status bar
 * and no splash screen of its own, so those steps are skipped there (S8).
 */
export function unavailableReason(plugin: NativePlugin): string | undefined {
  if (!Capacitor.isNativePlatform()) return `no native ${plugin} on the ${platformName()}`;
  if (!Capacitor.isPluginAvailable(plugin)) return `${plugin} plugin is not installed`;
  return undefined;
}

/** S8, S11: the seed's status-bar step. */
export function setStatusBarDefault(): Promise<void> {
  return StatusBar.setStyle({ style: Style.Default });
}

/** S8, S11: the seed's last step; the splash does not hide itself (`launchAutoHide: false`). */
export function hideSplash(): Promise<void> {
  return SplashScreen.hide();
}

/** S10: leaves the app (Android), when Back is pressed at the root of a tab. */
export function exitApp(): Promise<void> {
  return App.exitApp();
}

export type StatusBarStyle = 'DEFAULT' | 'DARK' | 'LIGHT';

/** P4: lets the status-bar page try each style on a device. */
export function setStatusBarStyle(style: StatusBarStyle): Promise<void> {
  const styles = { DEFAULT: Style.Default, DARK: Style.Dark, LIGHT: Style.Light } as const;
  return StatusBar.setStyle({ style: styles[style] });
}

/** P4: shows the splash screen for a moment on a device. */
export function showSplashBriefly(ms: number): Promise<void> {
  return SplashScreen.show({ autoHide: true, showDuration: ms });
}
