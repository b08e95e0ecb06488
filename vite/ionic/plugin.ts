/**
 * The Ionic boundary's one Vite plugin, the same wherever the app's code is transformed: applies
 * each patch that fits, and on the server gives Ionic's wrappers stencilReactOnServer.ts.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { darkPaletteOnBody } from './darkPaletteOnBody.ts';
import { heldDefinitions } from './definitionsPatch.ts';
import {
  installedModeStyles,
  modeOfImport,
  modeOfResolved,
  modeStylesModule,
  readStylesByMode,
  resolvedModeStyles,
  unsplitTags,
  unsplitWarning,
} from './modeStyles.ts';
import { outletFirstView, outletPreparedViews } from './outletPatch.ts';
import { stepAsideWarning, type Patch } from './patch.ts';
import { ionicReactWorkarounds } from './reactWorkarounds.ts';

/** In the order each applies to its file. */
export const PATCHES: readonly Patch[] = [
  ionicReactWorkarounds,
  heldDefinitions,
  outletFirstView,
  outletPreparedViews,
  darkPaletteOnBody,
];

export const PATCHED_PACKAGES = ['@ionic/react', '@ionic/react-router'];

export const STENCIL_RUNTIME = '@stencil/react-output-target/runtime';
const SERVER_RUNTIME = fileURLToPath(new URL('./stencilReactOnServer.ts', import.meta.url));

/**
 * `IonIcon` of `@ionic/react` imports ionicons' own build of `ion-icon`, which brings a second
 * Stencil runtime; `@ionic/core` ships the same element built on its runtime, which the app loads
 * anyway. One element, one runtime: the import is sent to `@ionic/core`'s.
 */
export const ICON_ELEMENT = {
  imported: 'ionicons/components/ion-icon.js',
  served: '@ionic/core/components/ion-icon.js',
} as const;

const SOURCES = [
  'plugin.ts',
  'patch.ts',
  'outletPatch.ts',
  'reactWorkarounds.ts',
  'darkPaletteOnBody.ts',
  'definitionsPatch.ts',
  'modeStyles.ts',
  '../../src/ionic/outlet.ts',
];

/** In the plugin's name: the dev server's pre-bundle hash reads plugin names, not code. */
function fingerprint(): string {
  const hash = createHash('sha256');
  for (const file of SOURCES) hash.update(readFileSync(new URL(file, import.meta.url)));
  return hash.digest('hex').slice(0, 12);
}

export function patchIonic(code: string, id: string, warn: (message: string) => void): string {
  let patched = code;
  for (const patch of PATCHES.filter(({ file }) => file.test(id))) {
    const problems = patch.problems(code);
    if (problems.length === 0) patched = patch.apply(patched);
    else warn(stepAsideWarning(patch, problems));
  }
  return patched;
}

/** Each environment meets the same files again. */
const warned = new Set<string>();

const IONIC_COMPONENTS = /\/@ionic\/core\/components\/[^/]+\.js$/;

type Context = { environment?: { name: string; mode: string } };
/** The browser's builds (the probe, then the client) split the elements' styles by mode. */
const BROWSER_BUILDS = new Set(['clientProbe', 'client']);
const splitsByMode = (context: unknown) => {
  const environment = (context as Context).environment;
  return BROWSER_BUILDS.has(environment?.name ?? '') && environment?.mode === 'build';
};

export function ionic(): Plugin {
  let serverRuntimeUsed = false;
  return {
    name: `tabshell:ionic-${fingerprint()}`,
    // Stylesheets are patched before Vite's CSS plugins read them.
    enforce: 'pre',
    buildStart() {
      if (!splitsByMode(this)) return;
      const unsplit = unsplitTags(installedModeStyles());
      if (unsplit.length > 0) this.warn(unsplitWarning(unsplit));
    },
    resolveId(source, importer, options) {
      if (source === ICON_ELEMENT.imported) {
        return this.resolve(ICON_ELEMENT.served, importer, { ...options, skipSelf: true });
      }
      const mode = modeOfImport(source);
      if (mode) return resolvedModeStyles(mode);
      if (source !== STENCIL_RUNTIME || !options.ssr) return null;
      serverRuntimeUsed = true;
      return SERVER_RUNTIME;
    },
    load(id) {
      const mode = modeOfResolved(id);
      if (!mode) return null;
      return splitsByMode(this)
        ? modeStylesModule(mode, installedModeStyles())
        : 'export default {};';
    },
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      let patched = code;
      if (IONIC_COMPONENTS.test(path) && splitsByMode(this)) {
        patched = readStylesByMode(patched, installedModeStyles());
      }
      if (PATCHES.some(({ file }) => file.test(path))) {
        patched = patchIonic(patched, path, (message) => {
          if (warned.has(message)) return;
          warned.add(message);
          this.warn(message);
        });
      }
      return patched === code ? null : { code: patched, map: null };
    },
    buildEnd(error) {
      // The pre-bundle's plugin context has no environment.
      const environment = (this as { environment?: { config: { build: { ssr: unknown } } } })
        .environment;
      if (!error && environment?.config.build.ssr && !serverRuntimeUsed) {
        this.error(
          `vite/ionic/plugin.ts: nothing imported ${STENCIL_RUNTIME}; @ionic/react's wrappers would render without their props on the server.`,
        );
      }
    },
  };
}
