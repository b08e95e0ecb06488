import { execFileSync } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { defineConfig } from 'vitest/config';
import pkg from './package.json' with { type: 'json' };
import { LAUNCH_BACKGROUND, THEME_COLOUR } from './capacitor.config.ts';
import { APP_NAME } from './src/shared/appIdentity.ts';
import {
  FIRST_SCREEN_MODULES,
  firstScreenModules,
  LANDING_PATH,
  PAGE_MODULES,
} from './src/tabs/tabList.ts';
import { firstScreenPreload } from './vite/firstScreenPreload.ts';
import { securityHeadersFile, securityHeadersInPreview } from './vite/securityHeaders.ts';
import { bootShell } from './vite/bootShell.ts';
import { buildManifestOutsideSite } from './vite/buildManifest.ts';
import { buildSteps } from './vite/buildSteps.ts';
import { compileHints } from './vite/compileHints.ts';
import { prerenderPages } from './vite/prerender/prerender.ts';
import { prerenderedPagesInPreview } from './vite/prerender/preview.ts';
import { prerenderedPagesInDev } from './vite/prerender/dev.ts';
import { stencilRuntimeOnServer } from './vite/ionic/serverRuntime.ts';
import {
  ionicCodePatches,
  ionicPatchesFingerprint,
  ionicStylePatches,
  PATCHED_PACKAGES,
} from './vite/ionic/patches.ts';
import { IONIC_PURE_MODULES } from './vite/ionic/pureModules.ts';

/** P10: pages prerendered at build time, unless `PRERENDER=0` (every door rendered on the client). */
const PRERENDER = process.env.PRERENDER !== '0';

function buildId(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
  } catch {
    return new Date().toISOString().slice(0, 10);
  }
}

export default defineConfig({
  plugins: [
    // P6: the first frame shows the app shell in the right theme, before any module has run.
    bootShell(),
    // S7: Ionic's dark palette on body.dark. P10: Ionic's router outlet renders its first view at
    // once, so a prerendered page hydrates; issue 26: every tab's root page is rendered, hidden,
    // before its first tap. Applied alike in the build, the dev server and the unit tests.
    ...ionicStylePatches(),
    ...ionicCodePatches({ prerender: PRERENDER }),
    ionicPatchesFingerprint(),
    react(),
    securityHeadersFile(),
    securityHeadersInPreview(),
    prerenderedPagesInPreview(),
    // The first screen (the app's start, the tabs module and the landing tab's page, where `/`
    // lands) is fetched beside the entry; each prerendered page asks for its own page instead.
    firstScreenPreload(FIRST_SCREEN_MODULES, { rel: PRERENDER ? 'prefetch' : 'modulepreload' }),
    // P10: the chunks of every page's first screen compiled eagerly, off the main thread.
    compileHints([...new Set(PAGE_MODULES.flatMap(firstScreenModules))]),
    // P10: every tab's page prerendered at build time, for the app to hydrate; `PRERENDER=0`
    // builds the app without it (rendered on the client at every door).
    ...(PRERENDER ? [prerenderPages()] : []),
    // P10 in development: `npm run dev` serves each page prerendered, and the app hydrates it.
    ...(PRERENDER ? [prerenderedPagesInDev()] : []),
    // The server's render (the dev server's pages) gets the server runtime of Ionic's wrappers.
    stencilRuntimeOnServer(),
    // The build's steps in order (client build, server render, pages written, service worker),
    // each said when done; the worker is checked to precache every page (vite/buildSteps.ts).
    buildSteps({ prerender: PRERENDER }),
    // Read by scripts/first-load-size.mjs; build internals, so kept out of the deployed site.
    buildManifestOutsideSite(),
    // P7: installable, and starts offline after the first visit. The app registers the worker
    // itself (src/platform/serviceWorker.ts): no inline script, and an update is offered, never forced.
    // The worker is our own (src/sw.ts): it answers each page in the device's Ionic mode (P10).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.png', 'icons/apple-touch-icon.png'],
      manifest: {
        name: APP_NAME,
        short_name: APP_NAME,
        description: 'A tabbed app shell for the web, Android and iOS.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOUR.light,
        background_color: LAUNCH_BACKGROUND.light,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      injectManifest: {
        // Every chunk, lazy ones included, so every tab works offline; every page in each mode
        // (the worker keeps its device's).
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The static hosts' 404 page for a missing asset is not part of the app; Vite's manifest
        // may still be in dist/ when the worker is generated (buildManifestOutsideSite moves it).
        globIgnores: ['.vite/**', 'assets/404.html'],
      },
    }),
  ],
  define: {
    __APP_VERSION__: JSON.stringify(pkg.version),
    __APP_BUILD__: JSON.stringify(buildId()),
    __LANDING_PATH__: JSON.stringify(LANDING_PATH),
  },
  build: {
    target: 'es2022',
    // Read by scripts/first-load-size.mjs to tell the first screen from preloaded chunks; moved
    // out of dist/ once written (buildManifestOutsideSite).
    manifest: true,
    rolldownOptions: {
      // The prerender (P10) and the service worker take seconds after the bundle by design: no
      // warning that callbacks ran long.
      checks: { bundlerTimings: false },
      treeshake: {
        // Ionic declares no `sideEffects`: its component modules define elements only when
        // asked, so unused ones can go (vite/ionic/pureModules.ts).
        moduleSideEffects: (id) => !IONIC_PURE_MODULES.test(id),
      },
    },
  },
  ssr: {
    // The dev server renders pages with the patched outlet and the wrappers' server runtime
    // (vite/prerender/dev.ts): Ionic goes through Vite there, as in the build's server render.
    noExternal: [
      ...PATCHED_PACKAGES,
      '@ionic/core',
      'ionicons',
      '@stencil/react-output-target',
      '@lit/react',
    ],
  },
  optimizeDeps: {
    // The dev server pre-bundles Ionic: the same patches as the build (vite/ionic/patches.ts).
    rolldownOptions: { plugins: ionicCodePatches({ prerender: PRERENDER }) },
  },
  preview: {
    // `npm start` (scripts/serve.ts) is the production server; preview serves the same headers.
    host: '127.0.0.1',
  },
  test: {
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A stray console.error or console.warn fails its test (src/test/setup.ts): show the line
    // that printed, not the guard's.
    onStackTrace: (_error, { file }) => !file.endsWith('/src/test/setup.ts'),
    // Each test file gets fresh modules (stores, `vi.mock`s): a choice, not a default to trade away.
    isolate: true,
    // Ionic's patched packages go through Vite, so the unit tests run the patched outlet too.
    server: { deps: { inline: PATCHED_PACKAGES } },
    projects: [
      {
        // The app runs in a browser: a DOM for every file. The vm pool sets jsdom up once per
        // worker and still gives each file a context of its own.
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The build plugins, scripts, bench and engine drivers run in Node, and are tested there.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'vite/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'engines/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
