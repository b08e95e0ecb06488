/** Ionic's own set-up and config rules, copied; boundary.test.ts checks them against the installed Ionic. */
import { initialize } from '@ionic/core/components';

const FROM_THE_ADDRESS = new Set(['mode', 'animated']);
const PREFIX = 'ionic:';

/**
 * P9: the `?ionic:` keys of the address other than mode and animated, to set back to undefined:
 * Ionic would read them as strings (a string `navAnimation` breaks every transition).
 */
export function ionicKeysToIgnore(search: string): Record<string, undefined> {
  const names = new Set<string>();
  // As @ionic/core's configFromURL reads it.
  for (const entry of search.slice(1).split('&')) {
    let key: string;
    try {
      key = decodeURIComponent(entry.split('=')[0] ?? '');
    } catch {
      continue;
    }
    const name = key.slice(PREFIX.length);
    if (key.startsWith(PREFIX) && !FROM_THE_ADDRESS.has(name)) names.add(name);
  }
  return Object.fromEntries([...names].map((name) => [name, undefined]));
}

/** Whether Ionic is set up in this document. */
export const ionicIsSetUp = (document: Document): boolean =>
  document.documentElement.classList.contains('ion-ce');

/** What `setupIonicReact(config)` does, without importing `@ionic/react`. */
export function initializeIonic(document: Document, config: Record<string, unknown>): void {
  document.documentElement.classList.add('ion-ce');
  initialize(config);
}
