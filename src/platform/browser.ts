/** The media query for a dark system appearance: the one place it is written. */
export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** The media query of an installed web app, started from the home screen (the manifest's display). */
export const INSTALLED_QUERY = '(display-mode: standalone)';

/**
 * P9: the one warning for storage that fails, whichever of its users meets it first: the theme
 * preference (S4) and the place a cold start reopens (P13) both live there.
 */
export const STORAGE_UNAVAILABLE =
  'Storage is unavailable; the theme preference and the page to reopen hold for this session only.';

/** `window.localStorage`, or undefined where reading the property itself throws (some private modes, sandboxed frames). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** The system's appearance is dark. Throws where `matchMedia` is missing or broken: callers decide. */
export function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

/** The system's appearance is dark, or undefined where `matchMedia` is missing or broken. */
export function systemPrefersDarkIfKnown(): boolean | undefined {
  try {
    return systemPrefersDark();
  } catch {
    return undefined;
  }
}

/** Calls `listener` when the system's appearance changes; returns the unsubscribe. */
export function onSystemSchemeChange(listener: () => void): () => void {
  try {
    const query = window.matchMedia(DARK_SCHEME_QUERY);
    query.addEventListener('change', listener);
    return () => {
      query.removeEventListener('change', listener);
    };
  } catch {
    return () => undefined;
  }
}

/** The person asks for less motion: the app then jumps where it would glide. False where `matchMedia` fails. */
export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/** This page's full address, as the browser shows it: what a deep link to it is. */
export function pageAddress(): string {
  return window.location.href;
}

/** Copies `text` to the clipboard; rejects where the Clipboard API is missing (outside secure contexts) or refused. */
export function copyText(text: string): Promise<void> {
  return Promise.resolve().then(() => navigator.clipboard.writeText(text));
}

/** Whether the browser says it has a network connection. */
export function isOnline(): boolean {
  return navigator.onLine;
}

/** Calls `listener` when the network connection comes or goes; returns the unsubscribe. */
export function onOnlineChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
