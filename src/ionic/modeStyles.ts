/**
 * The first-screen elements' styles for the page's mode: the client build moves them out of
 * Ionic's modules (vite/ionic/modeStyles.ts), so a page loads one mode's, not both.
 */
import type { IonicMode } from './mode';

const loaded: Partial<Record<IonicMode, Readonly<Record<string, string>>>> = {};
const loading = new Map<IonicMode, Promise<void>>();

/** Loads a mode's styles; the elements must not upgrade before it settles. */
export function loadModeStyles(mode: IonicMode): Promise<void> {
  let load = loading.get(mode);
  if (!load) {
    const module =
      mode === 'ios' ? import('virtual:ionic-styles/ios') : import('virtual:ionic-styles/md');
    load = module.then(
      ({ default: styles }) => {
        loaded[mode] = styles;
      },
      (error: unknown) => {
        // A later call asks again (chunk recovery retries).
        loading.delete(mode);
        throw error;
      },
    );
    loading.set(mode, load);
  }
  return load;
}

/** What an element's `static get style()` returns: a mode not loaded styles nothing. */
export function modeStyle(tag: string): Record<IonicMode, string> {
  return { ios: loaded.ios?.[tag] ?? '', md: loaded.md?.[tag] ?? '' };
}
