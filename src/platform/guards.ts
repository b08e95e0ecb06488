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

/**
 * P9: a `matchMedia` that throws would stop the app before its first screen (Ionic asks it for the
 * platform at set-up). Where a probe throws, queries read as "not matching" — so the system theme
 * reads as light — and the problem is reported once. A healthy `matchMedia` is left alone.
 */
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
