import { Capacitor } from '@capacitor/core';
import { App } from '@capacitor/app';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar, Style } from '@capacitor/status-bar';
import { msg, type Text } from '../shared/i18n';

export type NativePlugin = 'StatusBar' | 'SplashScreen' | 'App';

export function platformName(): string {
  return Capacitor.getPlatform();
}

/** Why a native plugin cannot be used here, or undefined when it can (S8). */
export function unavailableReason(plugin: NativePlugin): Text | undefined {
  if (!Capacitor.isNativePlatform()) {
    return { id: msg('reason.noNative') };
  }
  if (!Capacitor.isPluginAvailable(plugin)) {
    return { id: msg('reason.notInstalled') };
  }
  return undefined;
}

/**
 * Why a plugin cannot be used as the prerender (a browser) said it: a native app hydrating a
 * prerendered page says the same until it is hydrated (P10), under its splash screen (P6).
 */
export function unavailableAsPrerendered(): Text {
  return { id: msg('reason.noNative') };
}

/** S8, S11. */
export function setStatusBarDefault(): Promise<void> {
  return StatusBar.setStyle({ style: Style.Default });
}

/** S8, S11: the seed's last step; the splash does not hide itself (`launchAutoHide: false`). */
export function hideSplash(): Promise<void> {
  return SplashScreen.hide();
}

/** S10. */
export function exitApp(): Promise<void> {
  return App.exitApp();
}

export type StatusBarStyle = 'DEFAULT' | 'DARK' | 'LIGHT';

/** P4. */
export function setStatusBarStyle(style: StatusBarStyle): Promise<void> {
  const styles = { DEFAULT: Style.Default, DARK: Style.Dark, LIGHT: Style.Light } as const;
  return StatusBar.setStyle({ style: styles[style] });
}

/** P4. */
export function showSplashBriefly(ms: number): Promise<void> {
  return SplashScreen.show({ autoHide: true, showDuration: ms });
}
