import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { EVERY_FIRST_SCREEN } from './src/tabs/tabList.ts';
import { bootEnvironments, bootScripts } from './vite/bootScripts.ts';
import { APP_DEFINES } from './vite/defines.ts';
import { compileHints, firstScreenChunk } from './vite/firstScreen.ts';
import { ionic, PATCHED_PACKAGES } from './vite/ionic/plugin.ts';
import { IONIC_PURE_MODULES } from './vite/ionic/pureModules.ts';
import { pageStylesheetUnlisted } from './vite/pageStylesheet.ts';
import { buildSite, SERVER_ENTRY, SERVER_OUT } from './vite/pipeline.ts';
import { siteServer } from './vite/siteServer.ts';

/** Ionic declares no `sideEffects`; its component modules define elements only when asked. */
const IONIC_TREESHAKE = { moduleSideEffects: (id: string) => !IONIC_PURE_MODULES.test(id) };

// The build's steps are vite/pipeline.ts; each environment below is one of its builds.
export default defineConfig({
  plugins: [
    react(),
    lingui(),
    ionic(),
    bootScripts(),
    compileHints(EVERY_FIRST_SCREEN),
    pageStylesheetUnlisted(),
    siteServer(),
  ],
  define: APP_DEFINES,
  build: { target: 'es2022' },
  environments: {
    // The start-up's classic scripts (vite/bootScripts.ts), built first.
    ...bootEnvironments(),
    // The browser's app, built once to learn what every first screen shares (vite/firstScreen.ts)…
    clientProbe: {
      consumer: 'client',
      build: { write: false, rolldownOptions: { treeshake: IONIC_TREESHAKE } },
    },
    // …then with that in one chunk.
    client: {
      build: {
        // Read by `npm run size`; moved out of the site by the pipeline.
        manifest: true,
        rolldownOptions: {
          treeshake: IONIC_TREESHAKE,
          output: { codeSplitting: firstScreenChunk(import.meta.dirname) },
        },
      },
    },
    ssr: {
      // Ionic goes through Vite on the server, in the build and the dev server alike: patched.
      resolve: {
        noExternal: [
          ...PATCHED_PACKAGES,
          '@ionic/core',
          'ionicons',
          '@stencil/react-output-target',
          '@lit/react',
        ],
      },
      build: {
        ssr: SERVER_ENTRY,
        outDir: SERVER_OUT,
        target: 'node22',
        rolldownOptions: { output: { entryFileNames: 'renderPage.mjs', codeSplitting: false } },
      },
    },
    worker: {
      consumer: 'client',
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        rolldownOptions: {
          input: { sw: 'src/sw.ts' },
          output: { entryFileNames: '[name].js', codeSplitting: false },
        },
      },
    },
  },
  builder: { buildApp: buildSite },
  // The dev server pre-bundles Ionic: patched there too.
  optimizeDeps: { rolldownOptions: { plugins: [ionic()] } },
  preview: { host: '127.0.0.1' },
});
