/**
 * @ionic/react defines each element as its wrapper is created, while the module evaluates: on a
 * prerendered page every upgrade ran in that one task. Routed through src/ionic/definitions.ts,
 * the definitions wait for the start, which runs them in slices before hydrating (P10).
 */
import { fileURLToPath } from 'node:url';
import type { Patch } from './patch.ts';

const IONIC_REACT = /\/@ionic\/react\/dist\/index\.js$/;
const DEFINITIONS = fileURLToPath(new URL('../../src/ionic/definitions.ts', import.meta.url));

/** `createComponent({ …, defineCustomElement: defineCustomElement$12 })`, as @ionic/react writes it. */
const COMPONENT_DEFINE = /defineCustomElement: (defineCustomElement\$[\w$]+)\n\}\);/g;

/** The other places @ionic/react defines an element, each run whole when its turn comes. */
const DEFINING_CODE = [
  // The older wrappers' factory: ion-tabs, ion-tab-bar, ion-icon, ion-router-outlet …
  [
    'the createReactComponent factory',
    `    if (defineCustomElement !== undefined) {
        defineCustomElement();
    }`,
  ],
  // The routing wrappers' (ion-item, ion-button …) own helper.
  [
    "the routing wrappers' defineCustomElement helper",
    `    if (customElement !== undefined && typeof customElements !== 'undefined' && !customElements.get(tagName)) {
        customElements.define(tagName, customElement);
    }`,
  ],
  // A plain ion-tabs wherever Ionic's own is not defined yet: after it, as before.
  [
    'the fallback ion-tabs element',
    `if (typeof window !== 'undefined' && window.customElements) {
    const element = window.customElements.get('ion-tabs');
    if (!element) {
        window.customElements.define('ion-tabs', IonTabsElement);
    }
}`,
  ],
] as const;

export function definitionProblems(code: string): string[] {
  const problems: string[] = [];
  if ([...code.matchAll(COMPONENT_DEFINE)].length < 30) {
    problems.push(
      "@ionic/react's createComponent calls no longer pass defineCustomElement as before",
    );
  }
  for (const [what, defining] of DEFINING_CODE) {
    if (code.split(defining).length !== 2) problems.push(`${what} no longer defines as before`);
  }
  return problems;
}

export function routeDefinitions(code: string): string {
  const routed = DEFINING_CODE.reduce(
    (rewritten, [, defining]) =>
      rewritten.replace(defining, () => `__defineSoon(() => {\n${defining}\n});`),
    code.replace(COMPONENT_DEFINE, 'defineCustomElement: () => __defineSoon($1)\n});'),
  );
  return `import { defineSoon as __defineSoon } from ${JSON.stringify(DEFINITIONS)};\n${routed}`;
}

export const heldDefinitions: Patch = {
  name: 'held definitions',
  owner: 'vite/ionic/definitionsPatch.ts',
  target: '@ionic/react/dist/index.js',
  file: IONIC_REACT,
  problems: definitionProblems,
  apply: routeDefinitions,
  withoutIt:
    'every Ionic element of a prerendered page upgrades in the one task that loads @ionic/react (about 100 ms more blocking time at CPU ×4)',
};
