import type { PreferenceDeps } from '../theme/prefersDark';
import { warnOnce } from './log';

/** `window.localStorage` itself throws in some private modes and sandboxed frames. */
function localStorageOrUndefined(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function systemPrefersDark(): boolean {
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** The browser's side of the preference: real storage, the real media query, warnings once. */
export function browserPreferenceDeps(): PreferenceDeps {
  return { storage: localStorageOrUndefined(), systemPrefersDark, warn: warnOnce };
}
