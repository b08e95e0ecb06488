/**
 * Ionic's mode rule, for code that runs before Ionic does (the page's head script, the servers,
 * the service worker): the same answer Ionic's `initialize` will give in the browser.
 * The rule itself is Ionic's (`@ionic/core`'s `isPlatform(win, 'ios')`, `isIpad`, and the
 * `ionic:mode` setting read from the address); vite/ionic/boundary.test.ts checks this copy
 * against the installed `@ionic/core`.
 */

export type IonicMode = 'md' | 'ios';

export interface ModeEnvironment {
  readonly search: string;
  readonly userAgent: string;
  /** Whether the pointer is coarse: how Ionic tells an iPad from a Mac. A server cannot tell. */
  readonly coarsePointer: boolean;
}

/** The mode Ionic will pick: `ionic:mode` in the URL, else iOS on an iPhone, iPod or iPad. */
export function ionicMode(env: ModeEnvironment): IonicMode {
  const asked = /[?&]ionic:mode=(ios|md)(&|$)/.exec(env.search)?.[1];
  if (asked === 'ios' || asked === 'md') return asked;
  const iPad =
    /iPad/i.test(env.userAgent) || (/Macintosh/i.test(env.userAgent) && env.coarsePointer);
  return /iPhone|iPod/i.test(env.userAgent) || iPad ? 'ios' : 'md';
}
