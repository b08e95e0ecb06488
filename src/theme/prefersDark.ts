/** The seed's one stored preference (S4–S6), as plain functions. */
import { STORAGE_UNAVAILABLE } from '../platform/browser.ts';

/** S4. */
export const PREFERS_DARK_KEY = 'prefersDark';

/** On `document.body` (S7). */
export const DARK_CLASS = 'dark';

/** S5. */
export const PREFERS_DARK_DEFAULT = true;

/** `session`: chosen, but storage refused to keep it. */
export type ThemeSource = 'default' | 'stored' | 'system' | 'session';

export interface ThemeState {
  readonly prefersDark: boolean;
  readonly source: ThemeSource;
}

export const initialThemeState: ThemeState = {
  prefersDark: PREFERS_DARK_DEFAULT,
  source: 'default',
};

/** Any of it may throw (private modes, disabled storage). */
export type PreferenceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type PreferenceProblem = 'storage' | 'stored-value' | 'system-scheme';

const STORAGE_PROBLEM = STORAGE_UNAVAILABLE;

export interface PreferenceDeps {
  readonly storage: PreferenceStorage | undefined;
  /** May throw. */
  readonly systemPrefersDark: () => boolean;
  readonly warn: (problem: PreferenceProblem, message: string, cause?: unknown) => void;
}

/** Anything but the two strings the app writes is garbage (P9). */
export function parseStoredPrefersDark(raw: string | null): boolean | undefined {
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  return undefined;
}

/** S6: a stored value wins; otherwise the system preference is read, stored and used. */
export function resolvePrefersDark(deps: PreferenceDeps): ThemeState {
  const stored = readStored(deps);
  if (stored !== undefined) return { prefersDark: stored, source: 'stored' };

  const prefersDark = readSystem(deps);
  writePrefersDark(deps, prefersDark);
  return { prefersDark, source: 'system' };
}

/** P5: returns false when storage refused it. */
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

/** "Use system setting" (P5): S6 decides again. */
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
