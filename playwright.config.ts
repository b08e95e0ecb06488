/**
 * Browser tests: Playwright Test against the production build, served by `scripts/serve.ts` as
 * `npm start` serves it. `npm test` builds first; alone, run `npm run build && npx playwright test`.
 */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { firefox, webkit } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from './e2e/support/chromium.ts';
import { PHONE } from './e2e/support/app.ts';

const PORT = Number(process.env.E2E_PORT ?? 4317);
const executablePath = findChromium();

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.test.ts',
  // The scratch-copy builds (a fourth tab, the rename) and the pixel references are long runs
  // (playwright.stress.config.ts);
  // support/'s own tests are unit tests (vitest).
  testIgnore: [
    '**/fourthTab.test.ts',
    '**/rename.test.ts',
    '**/references.test.ts',
    '**/support/**',
  ],
  // P15: pixel references, one set per Chromium major (e2e/references.test.ts names the set).
  snapshotPathTemplate: '{testDir}/references/{arg}{ext}',
  // Two files at a time, one per core of the CI machine; the tests of a file run in order.
  workers: 2,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    viewport: PHONE,
    locale: 'en-US',
    // The app's own requests only, unless a test allows the service worker (offline, P7).
    serviceWorkers: 'block',
    // A failed test keeps its actions, network and console, and a screenshot. Recording every
    // test's DOM snapshots or film strip, kept or not, costs the suite a sixth of its time each.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      ...(executablePath ? { executablePath } : {}),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Tests tagged @long (support/fixtures.ts, `longRun`) are the long run's, not npm test's; with
    // `E2E_STRESS=1` (a run of some files at full counts, as fourthTab.test.ts makes) they run too.
    { name: 'chromium', ...(process.env.E2E_STRESS === '1' ? {} : { grepInvert: /@long/ }) },
    // The core suite (tests tagged @core) in Playwright's own WebKit and Firefox, where
    // `npx playwright install webkit firefox` has put them; here, `npm run test:engines` runs it
    // in Debian's WebKitGTK and Firefox ESR instead.
    ...(existsSync(webkit.executablePath())
      ? [
          {
            name: 'webkit',
            grep: /@core/,
            use: { browserName: 'webkit' as const, launchOptions: {} },
          },
        ]
      : []),
    ...(existsSync(firefox.executablePath())
      ? [
          {
            name: 'firefox',
            grep: /@core/,
            use: { browserName: 'firefox' as const, launchOptions: {} },
          },
        ]
      : []),
  ],
  webServer: {
    command: `node scripts/serve.ts --host 127.0.0.1 --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
