/**
 * The long runs (`npm run test:stress`): the URL fuzz over all 520 paths, the 2,000-step soak,
 * every burst of hurried hands, every language at every door, the pseudo-locale in both modes and
 * every cell of the matrices of modes, themes, devices and doors (each run on a sample by the
 * everyday suite, playwright.config.ts), every screen finished to the pixel in every language,
 * mode, theme and width, the pixel references, and the README's fourth tab and its rename, each made
 * in a scratch copy and built; and from every other file the tests `npm test` leaves to this run
 * (tagged @long: a pair's second mode, another case of a clause it proves). Same build and server.
 */
import { defineConfig } from '@playwright/test';
import type { SuiteOptions } from './e2e/support/fixtures.ts';
import everyday from './playwright.config.ts';

/** Files whose matrices the everyday suite samples (`stress` false): every cell here. */
const STRESS_FILES = [
  'a11y.test.ts',
  'backAtDoors.test.ts',
  'faults.test.ts',
  'rail.test.ts',
  'doors.test.ts',
  'prerender.test.ts',
  'layout.test.ts',
  'fuzz.test.ts',
  'soak.test.ts',
  'hurriedHands.test.ts',
  'languages.test.ts',
  'pseudoLocale.test.ts',
  'pixel.test.ts',
  'references.test.ts',
  'fourthTab.test.ts',
  'rename.test.ts',
];

export default defineConfig<SuiteOptions>({
  ...everyday,
  testMatch: STRESS_FILES,
  testIgnore: [],
  // One at a time: the soak and the fuzz each keep the machine busy, hurried hands at CPU ×4.
  workers: 1,
  outputDir: 'test-results/stress',
  projects: [
    { name: 'chromium', testMatch: STRESS_FILES },
    // The tests npm test leaves to the long run (tagged @long), from every other file.
    {
      name: 'long',
      testMatch: '**/*.test.ts',
      testIgnore: ['**/support/**', ...STRESS_FILES.map((file) => `**/${file}`)],
      grep: /@long/,
    },
  ],
  use: { ...everyday.use, stress: true },
});
