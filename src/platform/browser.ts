export const DARK_SCHEME_QUERY = '(prefers-color-scheme: dark)';

/** An installed web app (the manifest's display). */
export const INSTALLED_QUERY = '(display-mode: standalone)';

/** P9: one warning for storage, whichever of its users (S4, P13) meets it first. */
export const STORAGE_UNAVAILABLE =
  'Storage is unavailable; the theme preference and the page to reopen hold for this session only.';

/** Undefined where reading the property throws (private modes, sandboxed frames). */
export function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Throws where `matchMedia` is missing or broken. */
export function systemPrefersDark(): boolean {
  return window.matchMedia(DARK_SCHEME_QUERY).matches;
}

export function systemPrefersDarkIfKnown(): boolean | undefined {
  try {
    return systemPrefersDark();
  } catch {
    return undefined;
  }
}

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

export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

export function pageAddress(): string {
  return window.location.href;
}

/** Rejects (never throws) where the Clipboard API is missing or refused. */
export function copyText(text: string): Promise<void> {
  return Promise.resolve().then(() => navigator.clipboard.writeText(text));
}

export function isOnline(): boolean {
  return navigator.onLine;
}

export function onOnlineChange(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
