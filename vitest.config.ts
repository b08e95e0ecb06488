import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { APP_DEFINES } from './vite/defines.ts';
import { ionic, PATCHED_PACKAGES } from './vite/ionic/plugin.ts';

export default defineConfig({
  plugins: [react(), lingui(), ionic()],
  define: APP_DEFINES,
  test: {
    globals: true,
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A stray console.error or console.warn fails its test (src/test/setup.ts): show the line
    // that printed, not the guard's.
    onStackTrace: (_error, { file }) => !file.endsWith('/src/test/setup.ts'),
    // Each test file gets fresh modules (stores, `vi.mock`s): a choice, not a default to trade away.
    isolate: true,
    // Vitest keeps a core for itself, which on 2 cores leaves one worker: two take a third off.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // Ionic's patched packages go through Vite, so the unit tests run the patched outlet too.
    server: { deps: { inline: PATCHED_PACKAGES } },
    projects: [
      {
        // The app runs in a browser: a DOM for every file, set up once per worker.
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          pool: 'vmThreads',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        // The build, scripts, bench and engine drivers run in Node, and are tested there.
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'vite/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'engines/**/*.test.ts',
            'e2e/support/**/*.test.ts',
          ],
        },
      },
    ],
  },
});
