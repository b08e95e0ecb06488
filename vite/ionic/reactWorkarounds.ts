/**
 * Two workarounds that depend on how `@ionic/react` is built, checked against it at every build:
 * when an Ionic upgrade changes what they rely on, the build fails and says which one to revisit,
 * instead of silently costing kilobytes or an event.
 *
 * - Pure wrappers. A few of `@ionic/react`'s top-level component wrappers (IonNav and its inner
 *   wrapper, in 9.0.4) are not marked pure, so the bundler keeps them, and the components they
 *   define, even when the app never uses them. Marking them saves 3.4 kB of gzip in the first load
 *   (measured: 181.2 kB without, 177.8 kB with).
 * - Lazy wrappers. src/ionic/lazyIonic.ts wraps the toggle and the menu itself so they load with
 *   the pages that use them (9.2 kB of gzip out of the first load, measured); their event maps must
 *   stay `@ionic/react`'s.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Plugin } from 'vite';
import { LAZY_IONIC_EVENTS } from '../../src/ionic/lazyIonicEvents.ts';

const IONIC_REACT = /\/@ionic\/react\/dist\/index\.js$/;
const UNMARKED_WRAPPER = /^const (\w+) = (createReactComponent|createForwardRef)\(/gm;

/** Marks `@ionic/react`'s unmarked top-level component wrappers as pure. */
export function markIonicWrappersPure(code: string): string {
  return code.replace(UNMARKED_WRAPPER, 'const $1 = /*@__PURE__*/ $2(');
}

/** The event map of each `createComponent` wrapper in `@ionic/react`'s built code, by tag name. */
export function ionicEventMaps(code: string): Map<string, Record<string, string>> {
  const maps = new Map<string, Record<string, string>>();
  for (const [, tag = '', events = ''] of code.matchAll(
    /tagName: '([\w-]+)',[^}]*?events: \{([^}]*)\}/g,
  )) {
    const map: Record<string, string> = {};
    for (const [, prop = '', event = ''] of events.matchAll(/(\w+): '(\w+)'/g)) map[prop] = event;
    maps.set(tag, map);
  }
  return maps;
}

/** What no longer fits in this build of `@ionic/react`; empty when both workarounds still do. */
export function workaroundProblems(code: string): string[] {
  const problems: string[] = [];
  if (markIonicWrappersPure(code) === code) {
    problems.push(
      'no unmarked component wrapper is left to mark pure: if Ionic marks them all now, remove the pure-wrapper rewrite',
    );
  }
  const theirs = ionicEventMaps(code);
  for (const [tag, ours] of Object.entries(LAZY_IONIC_EVENTS)) {
    const their = theirs.get(tag);
    if (!their) {
      problems.push(
        `@ionic/react no longer wraps ${tag} with createComponent: review src/ionic/lazyIonic.ts`,
      );
    } else if (!isDeepStrictEqual(their, ours)) {
      problems.push(
        `${tag}'s events changed: @ionic/react has ${JSON.stringify(their)}, src/ionic/lazyIonicEvents.ts ${JSON.stringify(ours)}`,
      );
    }
  }
  return problems;
}

export function ionicReactWorkarounds(): Plugin {
  return {
    name: 'tabshell:ionic-react-workarounds',
    transform(code, id) {
      if (!IONIC_REACT.test(id.split('?')[0] ?? '')) return null;
      const problems = workaroundProblems(code);
      if (problems.length > 0) {
        this.error(
          `The Ionic React workarounds (vite/ionic/reactWorkarounds.ts) no longer fit the installed @ionic/react:\n- ${problems.join('\n- ')}`,
        );
      }
      return { code: markIonicWrappersPure(code), map: null };
    },
  };
}
