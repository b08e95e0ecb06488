/** A copy of Ionic's mode rule for code that runs before Ionic; mode.test.ts checks it. */

export type IonicMode = 'md' | 'ios';

export interface ModeEnvironment {
  readonly search: string;
  readonly userAgent: string;
  /** How Ionic tells an iPad from a Mac. */
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
