import { App } from '@capacitor/app';
import { Capacitor } from '@capacitor/core';
import { warnOnce } from './log';
import { APP_SLUG } from '../shared/appIdentity';

/** The app's own URL scheme, its slug: `<scheme>://tabs/explore/offline` opens that page. */
export const URL_SCHEME = APP_SLUG;

/**
 * The in-app path a deep link asks for, or undefined when the link is not the app's. Only the
 * path, query and fragment are kept, so a link can never take the app to another origin; an
 * unknown path is then an unmatched route (S2).
 */
export function pathFromAppUrl(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  let path: string;
  if (parsed.protocol === `${URL_SCHEME}:`) {
    // <scheme>://tabs/explore → host "tabs", path "/explore"; <scheme>:///tabs/explore → path only.
    path = `/${parsed.host}${parsed.pathname}`;
  } else if (parsed.protocol === 'https:') {
    path = parsed.pathname;
  } else {
    return undefined;
  }
  // Collapse leading slashes: "//host" would read as another origin to anything that re-parses it.
  return `/${path.replace(/^\/+/, '')}${parsed.search}${parsed.hash}`;
}

/** Calls `open` with the path of each deep link the app is opened with (`appUrlOpen`). */
export function listenForDeepLinks(open: (path: string) => void): () => void {
  if (!Capacitor.isNativePlatform()) return () => undefined;
  const listener = App.addListener('appUrlOpen', ({ url }) => {
    const path = pathFromAppUrl(url);
    if (path === undefined) warnOnce('deep-link', `Ignored a link that is not the app's: ${url}`);
    else open(path);
  });
  return () => {
    void listener.then((handle) => handle.remove());
  };
}
