import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { warnOnce } from './log';
import { APP_SLUG } from '../shared/appIdentity';
import { appPathFrom, MAX_APP_PATH_LENGTH } from '../shared/appPath';

/** The app's own URL scheme, its slug: `<scheme>://tabs/explore/offline` opens that page. */
export const URL_SCHEME = APP_SLUG;

/** The link, short enough for a log line. */
function describeLink(url: unknown): string {
  if (typeof url !== 'string') return `a ${typeof url}, not a URL`;
  return JSON.stringify(url.length > 120 ? `${url.slice(0, 120)}…` : url);
}

/**
 * The in-app path a deep link asks for, or undefined when the link does not name a page of the
 * app. The app's scheme (`<scheme>://tabs/explore`, `<scheme>:///tabs/explore`) and https links
 * (App Links, Universal Links: the OS has checked the domain) are read; only their path, query and
 * fragment are kept, by the one rule of `appPathFrom`, so no link can take the app to another
 * origin. An unknown path is then an unmatched route (S2).
 */
export function pathFromAppUrl(url: unknown): string | undefined {
  // Twice the path's limit: room for the scheme and host, and no parse of a megabyte.
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
  // Not a shape the app's links have, and each would be dropped without a word.
  if (parsed.username || parsed.password || parsed.port) return undefined;
  // `<scheme>://tabs/explore`: the URL's host is the path's first segment. Not "special" to the
  // URL parser, this scheme keeps `\` in its path: appPathFrom reads it as the browser would.
  const path = parsed.host ? `/${parsed.host}${parsed.pathname}` : parsed.pathname;
  return appPathFrom(`${path}${rest}`);
}

/**
 * One `appUrlOpen` event: opens the link's page, or warns (once, P9) that it was ignored. Never
 * throws, whatever the event holds or `open` does.
 */
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

/** Calls `open` with the path of each deep link the app is opened with (`appUrlOpen`). */
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
