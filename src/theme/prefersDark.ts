/**
 * The seed's one stored preference (S4–S6), as plain functions with their dependencies passed in.
 */
import { STORAGE_UNAVAILABLE } from '../platform/browser.ts';

/** S4: the local-storage key. */
export const PREFERS_DARK_KEY = 'prefersDark';

/** The class the seed toggles on `document.body`; the palette CSS keys off it (S7). */
export const DARK_CLASS = 'dark';

/** S5: the value before the start-up logic has run. */
export const PREFERS_DARK_DEFAULT = true;

/**
 * Where the current value came from: `default` until start-up has run (S5); `session` when the
 * user chose it but storage refused to keep it.
 */
export type ThemeSource = 'default' | 'stored' | 'system' | 'session';

export interface ThemeState {
  readonly prefersDark: boolean;
  readonly source: ThemeSource;
}

export const initialThemeState: ThemeState = {
  prefersDark: PREFERS_DARK_DEFAULT,
  source: 'default',
};

/** The part of `Storage` the preference needs; any of it may throw (private modes, disabled storage). */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** What can go wrong, as kinds: a caller may report each kind once. */
export type PreferenceProblem = 'storage' | 'stored-value' | 'system-scheme';

const STORAGE_PROBLEM = STORAGE_UNAVAILABLE;

export interface PreferenceDeps {
  readonly storage: PreferenceStorage | undefined;
  /** Reads the system's `prefers-color-scheme: dark`; may be missing or throw. */
  readonly systemPrefersDark: () => boolean;
  /** Told of each problem; the rule still decides a value. */
  readonly warn: (problem: PreferenceProblem, message: string, cause?: unknown) => void;
}

/** Only the two strings the app writes count as a stored value; anything else is garbage (P9). */
export function parseStoredPrefersDark(raw: string | null): boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

/**
 * S6: a stored value wins; otherwise the system preference is read, stored and used.
 */
export function resolvePrefersDark(deps: PreferenceDeps): ThemeState {
  const stored = readStored(deps);
  if (stored !== undefined) return { prefersDark: stored, source: 'stored' };

  const prefersDark = readSystem(deps);
  writePrefersDark(deps, prefersDark);
  return { prefersDark, source: 'system' };
}

/** Stores a value chosen by the user (P5); returns false when storage refused it. */
export function writePrefersDark(
  deps: Pick<PreferenceDeps, 'storage' | 'warn'>,
  prefersDark: boolean,
): boolean {
  try {
    if (!deps.storage) throw new Error('localStorage is not available');
    deps.storage.setItem(PREFERS_DARK_KEY, String(prefersDark));
    return true;
  } catch (error) {
    deps.warn('storage', STORAGE_PROBLEM, error);
    return false;
  }
}

/** "Use system setting" (P5): forget the stored value so that S6 decides again. */
export function forgetPrefersDark(deps: Pick<PreferenceDeps, 'storage' | 'warn'>): void {
  try {
    deps.storage?.removeItem(PREFERS_DARK_KEY);
  } catch (error) {
    deps.warn('storage', STORAGE_PROBLEM, error);
  }
}

function readStored(deps: PreferenceDeps): boolean | undefined {
  let raw: string | null;
  try {
    if (!deps.storage) throw new Error('localStorage is not available');
    raw = deps.storage.getItem(PREFERS_DARK_KEY);
  } catch (error) {
    deps.warn('storage', STORAGE_PROBLEM, error);
    return undefined;
  }
  const parsed = parseStoredPrefersDark(raw);
  if (raw !== null && parsed === undefined) {
    deps.warn(
      'stored-value',
      `Ignored a stored ${PREFERS_DARK_KEY} that is neither "true" nor "false"; using the system preference.`,
    );
  }
  return parsed;
}

function readSystem(deps: PreferenceDeps): boolean {
  try {
    return deps.systemPrefersDark();
  } catch (error) {
    deps.warn('system-scheme', 'Could not read the system colour scheme; using light.', error);
    return false;
  }
}
