import { DARK_SCHEME_QUERY } from './browser';
import { warnOnce } from './log';

function notMatching(media: string): MediaQueryList {
  const list: Partial<MediaQueryList> = {
    matches: false,
    media,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  };
  return list as MediaQueryList;
}

/** P9: a throwing `matchMedia` (Ionic asks it at set-up) reads as "not matching", reported once. */
export function guardMatchMedia(win: Window = window): void {
  if (typeof win.matchMedia !== 'function') return;
  const original = win.matchMedia.bind(win);
  try {
    original(DARK_SCHEME_QUERY);
    return;
  } catch (error) {
    warnOnce('system-scheme', 'Could not read the system colour scheme; using light.', error);
  }
  win.matchMedia = (query: string) => {
    try {
      return original(query);
    } catch {
      return notMatching(query);
    }
  };
}
