// @vitest-environment node
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { definitionProblems, heldDefinitions, routeDefinitions } from './definitionsPatch';

const require = createRequire(import.meta.url);
const ionicReactId = join(dirname(require.resolve('@ionic/react/package.json')), 'dist/index.js');
const ionicReact = readFileSync(ionicReactId, 'utf8');

describe("held definitions: @ionic/react's elements are defined through src/ionic/definitions.ts", () => {
  it('fits the installed @ionic/react', () => {
    expect(definitionProblems(ionicReact)).toEqual([]);
    expect(heldDefinitions.file.test(ionicReactId)).toBe(true);
  });

  it('routes every wrapper that defines its element, and leaves none defining on its own', () => {
    const routed = routeDefinitions(ionicReact);
    expect(routed.startsWith('import { defineSoon as __defineSoon } from "/')).toBe(true);
    expect(routed.split('\n', 1)[0]).toMatch(/\/src\/ionic\/definitions\.ts";$/);
    const wrappers = ionicReact.match(/defineCustomElement: defineCustomElement\$/g) ?? [];
    const routedWrappers =
      routed.match(/defineCustomElement: \(\) => __defineSoon\(defineCustomElement\$/g) ?? [];
    expect(wrappers.length).toBeGreaterThan(60);
    expect(routedWrappers.length).toBe(wrappers.length);
    expect(routed).not.toMatch(/defineCustomElement: defineCustomElement\$/);
    // The older factory (ion-tabs, ion-icon …), the routing wrappers (ion-item, ion-button) and
    // the fallback ion-tabs, which must come after Ionic's. The overlays' factory (alert, toast,
    // modal) still defines at once: no first screen has one.
    expect(routed.split('__defineSoon(() => {').length).toBe(4);
    expect(routed).toMatch(
      /__defineSoon\(\(\) => \{\n {4}if \(defineCustomElement !== undefined\)/,
    );
    expect(routed).toMatch(/__defineSoon\(\(\) => \{\n {4}if \(customElement !== undefined/);
    expect(routed).toMatch(/__defineSoon\(\(\) => \{\nif \(typeof window !== 'undefined'/);
  });

  it('names what changed when @ionic/react no longer defines as it did', () => {
    const noFactory = ionicReact.replace(
      'if (defineCustomElement !== undefined) {\n        defineCustomElement();',
      'if (defineCustomElement !== undefined) {\n        customElements.define(tagName);',
    );
    expect(definitionProblems(noFactory).join()).toMatch(
      /the createReactComponent factory no longer defines/,
    );
    const noFallback = ionicReact.replace("window.customElements.get('ion-tabs')", 'undefined');
    expect(definitionProblems(noFallback).join()).toMatch(/the fallback ion-tabs element/);
    const renamed = ionicReact.replaceAll('defineCustomElement: ', 'define: ');
    expect(definitionProblems(renamed).join()).toMatch(/createComponent calls no longer pass/);
  });
});
