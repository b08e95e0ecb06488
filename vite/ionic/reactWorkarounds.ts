/**
 * Workarounds that depend on how `@ionic/react` is built, checked at every build: wrappers marked
 * pure so unused ones drop, `suppressHydrationWarning` on elements Stencil upgrades before React
 * hydrates (P10), and the lazy wrappers' event maps kept equal to Ionic's.
 */
import { isDeepStrictEqual } from 'node:util';
import type { Patch } from './patch.ts';
import { LAZY_IONIC_EVENTS } from '../../src/ionic/lazyIonicEvents.ts';

const IONIC_REACT = /\/@ionic\/react\/dist\/index\.js$/;
const UNMARKED_WRAPPER = /^const (\w+) = (createReactComponent|createForwardRef)\(/gm;

export function markIonicWrappersPure(code: string): string {
  return code.replace(UNMARKED_WRAPPER, 'const $1 = /*@__PURE__*/ $2(');
}

/** Where Ionic's wrappers build their element's props, the line each ends with, and its rewrite. */
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

export function suppressAttributeWarnings(code: string): string {
  return ELEMENT_PROPS.reduce(
    (rewritten, [props, end, flagged]) => rewritten.replace(props, props.replace(end, flagged)),
    code,
  );
}

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
