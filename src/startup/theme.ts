/** P6 on the web: the theme is settled before the first paint, by the seed's own rule (S6). */
import { DARK_SCHEME_QUERY } from '../platform/browser.ts';
import { readBootTheme, clearBootTheme, setBootTheme } from '../shared/startupPhases.ts';
import { DARK_CLASS, resolvePrefersDark, type PreferenceStorage } from '../theme/prefersDark.ts';

export interface BootEnvironment {
  readonly document: Document;
  readonly location: Pick<Location, 'pathname'>;
  /** Reading `window.localStorage` itself may throw. */
  readonly storage: () => PreferenceStorage | undefined;
  readonly matchMedia: ((query: string) => Pick<MediaQueryList, 'matches'>) | undefined;
  /** On a device the splash screen covers start-up (S8). */
  readonly isNativePlatform: boolean;
}

/** Decides the theme from `<head>`, as start-up will, onto `<html>`; only reads, never stores. */
export function decideBootTheme(env: BootEnvironment): boolean | undefined {
  if (env.isNativePlatform) return undefined;
  let storage: PreferenceStorage | undefined;
  try {
    storage = env.storage();
  } catch {
    storage = undefined;
  }
  const readOnly: PreferenceStorage | undefined = storage && {
    getItem: (key) => storage.getItem(key),
    setItem: () => undefined,
    removeItem: () => undefined,
  };
  const { prefersDark } = resolvePrefersDark({
    storage: readOnly,
    systemPrefersDark: () => {
      if (!env.matchMedia) throw new Error('matchMedia is not available');
      return env.matchMedia(DARK_SCHEME_QUERY).matches;
    },
    warn: () => undefined,
  });
  setBootTheme(env.document, prefersDark);
  return prefersDark;
}

/** From the top of `<body>`: the head's decision becomes `body.dark` (S7). */
export function adoptBootTheme(document: Document): void {
  const decided = readBootTheme(document);
  if (decided === null) return;
  document.body.classList.toggle(DARK_CLASS, decided === 'dark');
  clearBootTheme(document);
}
