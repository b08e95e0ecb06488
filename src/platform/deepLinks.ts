import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { warnOnce } from './log';
import { APP_SLUG } from '../shared/appIdentity';
import { appPathFrom, MAX_APP_PATH_LENGTH } from '../shared/appPath';

/** `<scheme>://tabs/explore/offline` opens that page. */
export const URL_SCHEME = APP_SLUG;

function describeLink(url: unknown): string {
  if (typeof url !== 'string') return `a ${typeof url}, not a URL`;
  return JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url);
}

/** The in-app path a deep link (the app's scheme, or https) asks for, kept by `appPathFrom`. */
export function pathFromAppUrl(url: unknown): string | undefined {
  if (typeof url !== 'string' || url.length > 2 * MAX_APP_PATH_LENGTH) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const rest = `${parsed.search}${parsed.hash}`;
  if (parsed.protocol === 'https:') return appPathFrom(`${parsed.pathname}${rest}`);
  if (parsed.protocol !== `${URL_SCHEME}:`) return undefined;
  if (parsed.username || parsed.password || parsed.port) return undefined;
  // `<scheme>://tabs/explore`: the URL's host is the path's first segment.
  const path = parsed.host ? `/${parsed.host}${parsed.pathname}` : parsed.pathname;
  return appPathFrom(`${path}${rest}`);
}

/** Opens an `appUrlOpen` event's page, or warns (P9). Never throws. */
export function handleAppUrlOpen(
  event: unknown,
  open: (path: string) => void,
  warn: typeof warnOnce = warnOnce,
): void {
  const url: unknown =
    typeof event === 'object' && event !== null ? (event as { url?: unknown }).url : undefined;
  try {
    const path = pathFromAppUrl(url);
    if (path === undefined) {
      warn(
        'deep-link',
        `Ignored a link that does not name a page of the app: ${describeLink(url)}`,
      );
      return;
    }
    open(path);
  } catch (error) {
    warn('deep-link', `A link could not be opened: ${describeLink(url)}`, error);
  }
}

export function listenForDeepLinks(open: (path: string) => void): () => void {
  if (!Capacitor.isNativePlatform()) return () => undefined;
  const listener = App.addListener('appUrlOpen', (event: unknown) => {
    handleAppUrlOpen(event, open);
  });
  listener.catch((error: unknown) => {
    warnOnce('deep-link-listener', 'Deep links cannot be opened: no listener.', error);
  });
  return () => {
    void listener.then((handle) => handle.remove()).catch(() => undefined);
  };
}
