import { test as base } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { openAppIn, phoneContext, type AppPage, type OpenOptions } from './app.ts';
import { launchChromium } from './chromium.ts';

export interface AppFixtures {
  /**
   * Opens the app at `path` in a context of its own (a phone viewport, service workers blocked
   * unless asked), waits for the first page, and records console problems. Every context it opens
   * is closed when the test ends, and Playwright keeps its trace and screenshots when it fails.
   */
  openApp: (path: string, options?: OpenOptions) => Promise<AppPage>;
  /** A phone-sized context on the served build, closed when the test ends, for tests that load pages themselves. */
  newPhoneContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
  /** A phone-sized context in a Chromium of its own, launched with `args`, closed when the test ends. */
  phoneContextWith: (
    args: readonly string[],
    options?: BrowserContextOptions,
  ) => Promise<BrowserContext>;
}

export interface SuiteOptions {
  /**
   * The long runs at their full counts (`npm run test:stress`, playwright.stress.config.ts); the
   * everyday suite runs the same checks on a sample, so that every clause is still proved there.
   */
  stress: boolean;
}

export const test = base.extend<AppFixtures, SuiteOptions>({
  // `E2E_STRESS=1`: a run of some files at full counts, @long tests included (fourthTab.test.ts's run).
  stress: [process.env.E2E_STRESS === '1', { option: true, scope: 'worker' }],
  newPhoneContext: async ({ browser, baseURL }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async (options) => {
      const context = await phoneContext(browser, baseURL ?? '', options);
      contexts.push(context);
      return context;
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  phoneContextWith: async ({ baseURL }, use) => {
    const browsers: Browser[] = [];
    await use(async (args, options) => {
      const browser = await launchChromium(args);
      browsers.push(browser);
      return phoneContext(browser, baseURL ?? '', options);
    });
    await Promise.all(browsers.map((browser) => browser.close()));
  },
  openApp: async ({ newPhoneContext }, use) => {
    await use(async (path, { init, blockServiceWorkers = true, clock, ...options } = {}) => {
      const context = await newPhoneContext({
        serviceWorkers: blockServiceWorkers ? 'block' : 'allow',
        ...options,
      });
      if (clock) await context.clock.install();
      return openAppIn(context, path, { ...(init ? { init } : {}), blockServiceWorkers });
    });
  },
});

/**
 * A test's details (Playwright's `tag`) that leave it, when `long`, to the long run
 * (`npm run test:stress`, which takes every test tagged `@long`) and out of `npm test`: the
 * second mode of a pair, or another case of a clause the everyday suite already proves. It keeps
 * `npm test` within its minutes; CI runs both.
 */
export const longRun = (long = true): { tag: string[] } => ({ tag: long ? ['@long'] : [] });

/** Why a cell of a matrix is skipped in the everyday suite. */
export const STRESS_ONLY = 'outside the everyday sample; `npm run test:stress` runs every cell';

/**
 * Whether a matrix's cell is in the everyday sample: row `row` runs in column `row % columns`
 * only, so each row and each column is proved every day and the stress run takes every cell.
 */
export const inEverydaySample = (row: number, column: number, columns: number): boolean =>
  row % columns === column;

/**
 * Whether a matrix's cell is on its diagonal, the everyday sample of the larger matrices: each
 * column (a mode, a setting) is proved every day on one row (a page, a language), and the stress
 * run takes every cell. It keeps `npm test` within its minutes as the matrices grow.
 */
export const onEverydayDiagonal = (row: number, column: number): boolean => row === column;

export { expect } from '@playwright/test';
