/** Ionic's settings an address may make: its mode (`ios`, `md`) and whether it animates. */
const FROM_THE_ADDRESS = new Set(['mode', 'animated']);
const PREFIX = 'ionic:';

/**
 * P9: Ionic reads every `?ionic:key=value` of the address into its config, as a string. A key
 * meant for a function (`navAnimation`, an overlay's `modalEnter`) then breaks every page
 * transition ("e is not a function"), `persistConfig=true` keeps whatever the address said for the
 * rest of the session, and `innerHTMLTemplatesEnabled=true` would let overlays render strings as
 * HTML. The app's own config wins over the address's, so each other key the address names is set
 * back to Ionic's default (`undefined`). Returns those keys, for Ionic's set-up (ionicSetup.ts).
 */
export function ionicKeysToIgnore(search: string): Record<string, undefined> {
  const names = new Set<string>();
  // Read as Ionic reads it (@ionic/core's configFromURL): `&`, then `=`, then decodeURIComponent.
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
  // fromEntries defines each key as data, `__proto__` included.
  return Object.fromEntries([...names].map((name) => [name, undefined]));
}
