import { msg } from '../shared/i18n';
import { INSTALLED_QUERY } from './browser';
import { platformName } from './native';

export type RuntimeKind = 'web' | 'installed' | 'ios' | 'android';

/** Each way of running in words, a message id (P3). */
export const runtimeLabels: Record<RuntimeKind, string> = {
  web: msg('runtime.web'),
  installed: msg('runtime.installed'),
  ios: msg('runtime.ios'),
  android: msg('runtime.android'),
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
