import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { darkPaletteOnBody } from './darkPaletteOnBody.ts';
import { ionicPreparedViews } from './preparedViews.ts';
import { ionicReactWorkarounds } from './reactWorkarounds.ts';
import { ionicRouterFirstView } from './routerFirstView.ts';

/** The packages whose code the patches below rewrite. */
export const PATCHED_PACKAGES = ['@ionic/react', '@ionic/react-router'];

/**
 * The app's rewrites of Ionic's code, in their order (the outlet's first view, then its prepared
 * views, which extend it). The same everywhere the app's code runs, so that what is tested and
 * developed is what ships: the build, the dev server's pre-bundled dependencies
 * (`optimizeDeps.rolldownOptions.plugins`) and the unit tests (which process PATCHED_PACKAGES
 * instead of handing them to Node).
 */
export function ionicCodePatches({ prerender = true } = {}): Plugin[] {
  return [
    ionicReactWorkarounds(),
    // Only a prerendered page needs the outlet's first view on the first render (it also shows a
    // client-rendered first page a frame sooner): a PRERENDER=0 build warns and leaves the outlet
    // as Ionic ships it when this patch no longer fits (an Ionic upgrade landing before the
    // prerender is fixed, docs/upstream/upgrade-drill.md).
    ionicRouterFirstView({ required: prerender }),
    ionicPreparedViews(),
  ];
}

/** The files whose code decides what the code patches write. */
const PATCH_FILES = [
  'patch.ts',
  'patches.ts',
  'reactWorkarounds.ts',
  'routerFirstView.ts',
  'preparedViews.ts',
];

/**
 * A plugin that does nothing but carry the patches' fingerprint in its name. The dev server keeps
 * its pre-bundled dependencies until its config's hash changes, and that hash reads plugin names,
 * not code: without this, a changed patch went on serving the old one until `vite --force`.
 */
export function ionicPatchesFingerprint(): Plugin {
  const hash = createHash('sha256');
  for (const file of PATCH_FILES) hash.update(readFileSync(new URL(file, import.meta.url)));
  return { name: `tabshell:ionic-patches-${hash.digest('hex').slice(0, 12)}` };
}

/** The stylesheet patch: Ionic's dark palette keyed off `body.dark` (S7). CSS is never pre-bundled. */
export function ionicStylePatches(): Plugin[] {
  return [darkPaletteOnBody()];
}
