import { createStore } from 'zustand/vanilla';
import { safeLocalStorage, systemPrefersDark } from '../platform/browser';
import { warnOnce } from '../platform/log';
import {
  DARK_CLASS,
  forgetPrefersDark,
  initialThemeState,
  resolvePrefersDark,
  writePrefersDark,
  type PreferenceDeps,
  type ThemeState,
} from './prefersDark';

/** The browser's side of the preference: real storage, the real media query, warnings once (P9). */
function browserPreferenceDeps(): PreferenceDeps {
  return { storage: safeLocalStorage(), systemPrefersDark, warn: warnOnce };
}

export { DARK_CLASS };

/** S5: holds `prefersDark: true` until the start-up logic has run. */
export const themeStore = createStore<ThemeState>(() => initialThemeState);

/** S7: `true` puts `dark` on the body, `false` takes it off. */
export function applyDarkMode(prefersDark: boolean): void {
  document.body.classList.toggle(DARK_CLASS, prefersDark);
}

/** The seed's start-up rule (S6), applied (S7). The dark-mode step of the sequence (S8). */
export function loadDarkMode(): ThemeState {
  const state = resolvePrefersDark(browserPreferenceDeps());
  applyDarkMode(state.prefersDark);
  themeStore.setState(state, true);
  return state;
}

/** The user's choice in Settings (P5): stored, applied at once. */
export function setPrefersDark(prefersDark: boolean): void {
  const stored = writePrefersDark(browserPreferenceDeps(), prefersDark);
  applyDarkMode(prefersDark);
  themeStore.setState({ prefersDark, source: stored ? 'stored' : 'session' }, true);
}

/** "Use system setting" (P5): forget the stored value and run the seed's rule again. */
export function followSystemSetting(): ThemeState {
  forgetPrefersDark(browserPreferenceDeps());
  return loadDarkMode();
}
