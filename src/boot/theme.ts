/**
 * P6 on the web: the theme is settled before the first paint. The build inlines `headScript.ts`
 * at the top of `<head>` and `bodyScript.ts` after the painted shell in `<body>`
 * (vite/bootShell.ts), deciding by the seed's own rule (S6, `resolvePrefersDark`) rather than a
 * copy of it.
 */
import { DARK_SCHEME_QUERY } from '../platform/browser.ts';
import {
  bootTheme as decidedTheme,
  clearBootTheme,
  setBootTheme,
} from '../shared/startupPhases.ts';
import { DARK_CLASS, resolvePrefersDark, type PreferenceStorage } from '../theme/prefersDark.ts';

export interface BootEnvironment {
  readonly document: Document;
  readonly location: Pick<Location, 'pathname'>;
  /** `window.localStorage`: reading the property itself may throw. */
  readonly storage: () => PreferenceStorage | undefined;
  readonly matchMedia: ((query: string) => Pick<MediaQueryList, 'matches'>) | undefined;
  /** On a device the splash screen covers start-up and the seed's order stands (S8). */
  readonly isNativePlatform: boolean;
}

/**
 * Decides the theme as start-up will, from `<head>`, before `<body>` exists: the decision goes on
 * `<html>` (BOOT_THEME_ATTRIBUTE), which the shell's CSS reads, until `adoptBootTheme` moves it to
 * the body's `dark` class (S7). It only reads: storing the system's choice (S6) and reporting
 * problems (P9) stay with start-up, which runs the same rule again.
 */
export function bootTheme(env: BootEnvironment): boolean | undefined {
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

/** From the top of `<body>`: the head's decision becomes the seed's flag, `body.dark` (S7). */
export function adoptBootTheme(document: Document): void {
  const decided = decidedTheme(document);
  if (decided === null) return;
  document.body.classList.toggle(DARK_CLASS, decided === 'dark');
  clearBootTheme(document);
}
