import { INSTALLED_QUERY } from './browser';
import { platformName } from './native';

export type RuntimeKind = 'web' | 'installed' | 'ios' | 'android';

export const runtimeLabels: Record<RuntimeKind, string> = {
  web: 'Web browser',
  installed: 'Installed web app',
  ios: 'iOS app',
  android: 'Android app',
};

function matches(query: string): boolean {
  try {
    return window.matchMedia(query).matches;
  } catch {
    return false;
  }
}

/** How the app runs now (P3): a native shell, an installed web app, or a browser tab. */
export function runtimeKind(): RuntimeKind {
  const platform = platformName();
  if (platform === 'ios' || platform === 'android') return platform;
  return matches(INSTALLED_QUERY) ? 'installed' : 'web';
}
