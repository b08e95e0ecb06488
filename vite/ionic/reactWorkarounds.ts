/**
 * Three workarounds that depend on how `@ionic/react` is built, checked against it at every build:
 * when an Ionic upgrade changes what they rely on, the build fails and says which one to revisit,
 * instead of silently costing kilobytes or an event.
 *
 * - Pure wrappers. A few of `@ionic/react`'s top-level component wrappers (IonNav and its inner
 *   wrapper, in 9.0.4) are not marked pure, so the bundler keeps them, and the components they
 *   define, even when the app never uses them. Marking them saves 3.4 kB of gzip in the first load
 *   (measured: 181.2 kB without, 177.8 kB with).
 * - Hydration in development. Ionic's own wrappers' elements (`ion-app`, `ion-router-outlet`)
 *   are upgraded by Stencil, which writes their classes, before React hydrates them; React's
 *   development build then warns that their attributes differ from the server's, on every page
 *   (production does not compare attributes). Marked `suppressHydrationWarning`, as Stencil's own
 *   wrappers already are, so a warning in `npm run dev` is a real mismatch (P10, issue 29).
 * - Lazy wrappers. src/ionic/lazyIonic.ts wraps the toggle and the menu itself so they load with
 *   the pages that use them (9.2 kB of gzip out of the first load, measured); their event maps must
 *   stay `@ionic/react`'s.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Patch } from './patch.ts';
import { LAZY_IONIC_EVENTS } from '../../src/ionic/lazyIonicEvents.ts';

const IONIC_REACT = /\/@ionic\/react\/dist\/index\.js$/;
const UNMARKED_WRAPPER = /^const (\w+) = (createReactComponent|createForwardRef)\(/gm;

/** Marks `@ionic/react`'s unmarked top-level component wrappers as pure. */
export function markIonicWrappersPure(code: string): string {
  return code.replace(UNMARKED_WRAPPER, 'const $1 = /*@__PURE__*/ $2(');
}

/**
 * Where `createRoutingComponent` and `createReactComponent` build their element's props, the
 * line each ends with, and that line with the hydration flag added.
 */
const ELEMENT_PROPS = [
  [
    `                ref: this.stableMergedRefs,
                style,
            };
            if (this.props.routerLink && !this.props.href) {`,
    `                style,
            };`,
    `                style,
                suppressHydrationWarning: true,
            };`,
  ],
  [
    `                ref: mergeRefs(forwardedRef, this.setComponentElRef),
                style,
                children
            };`,
    `                children
            };`,
    `                children,
                suppressHydrationWarning: true
            };`,
  ],
] as const;

/** Those props with React's hydration warning for attributes off (see above). */
export function suppressAttributeWarnings(code: string): string {
  return ELEMENT_PROPS.reduce(
    (rewritten, [props, end, flagged]) => rewritten.replace(props, props.replace(end, flagged)),
    code,
  );
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
  if (ELEMENT_PROPS.some(([props]) => code.split(props).length !== 2)) {
    problems.push(
      "Ionic's wrappers no longer build their element's props as they did: review the hydration rewrite",
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

export const ionicReactWorkarounds: Patch = {
  name: 'React workarounds',
  owner: 'vite/ionic/reactWorkarounds.ts',
  target: '@ionic/react/dist/index.js',
  file: IONIC_REACT,
  problems: workaroundProblems,
  apply: (code) => suppressAttributeWarnings(markIonicWrappersPure(code)),
  withoutIt:
    'the first load keeps IonNav, development warns of attributes on every page, and the lazy toggle and menu may miss an event',
};
