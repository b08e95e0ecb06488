import assert from 'node:assert/strict';
import type { BrowserContext } from '@playwright/test';
import { PRELOADED_MARK } from '../src/shared/startupPhases.ts';
import { expectHeading } from './support/app.ts';
import { MODULE_MAPS } from './support/chromium.ts';
import { longRun, test } from './support/fixtures.ts';

const SETTINGS_CHUNK = /\/assets\/SettingsPage-[\w-]+\.js$/;

/** A page whose loads are counted; service workers blocked, so every chunk comes from the network. */
async function countingPage(context: BrowserContext) {
  const page = await context.newPage();
  const counter = { loads: 0 };
  page.on('load', () => counter.loads++);
  return { page, counter };
}

// The first fetch is preloading's (S3). Whether a retry's import fetches again depends on the
// browser (support/chromium.ts): where it cannot, the one reload loads the chunk. Either way the page
// shows, after at most that one reload; the retry itself is proved by src/shared/chunkRecovery.test.ts.
// Every day each test with one of the two, in turn; both in the long run.
for (const [mapIndex, { moduleMap, args }] of MODULE_MAPS.entries()) {
  test.describe(`lazy chunks that fail to load (P8), ${moduleMap}`, () => {
    test(
      'P8: a chunk that fails to preload still opens its page, at most after the one reload',
      longRun(mapIndex !== 0),
      async ({ phoneContextWith }) => {
        const context = await phoneContextWith(args);
        const { page, counter } = await countingPage(context);
        let failures = 0;
        await page.route(SETTINGS_CHUNK, async (route) => {
          if (failures < 1) {
            failures++;
            await route.fulfill({ status: 404, body: 'gone' });
          } else await route.continue();
        });
        await page.goto('/tabs/home');
        await expectHeading(page, 'Home');
        await page.waitForFunction(
          (mark) => performance.getEntriesByName(mark).length > 0,
          PRELOADED_MARK,
        );
        await page.getByRole('tab', { name: 'Settings' }).click();
        await expectHeading(page, 'Settings');
        assert.ok(counter.loads <= 2, `at most one reload, not ${counter.loads - 1}`);
        assert.equal(failures, 1);
      },
    );

    test(
      'P8: a chunk gone for good: one reload, then a calm message with Try again; never a loop',
      longRun(mapIndex !== 1),
      async ({ phoneContextWith }) => {
        const context = await phoneContextWith(args);
        const { page, counter } = await countingPage(context);
        await page.route(SETTINGS_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
        await page.goto('/tabs/home');
        await expectHeading(page, 'Home');
        await page.getByRole('tab', { name: 'Settings' }).click();
        const message = page
          .getByRole('status')
          .filter({ hasText: 'This screen could not be loaded' });
        await message.waitFor({ timeout: 20_000 });
        assert.equal(counter.loads, 2, 'exactly one reload');
        await page.waitForTimeout(2000);
        assert.equal(counter.loads, 2, 'no reload loop');
        assert.equal(await message.getByRole('button', { name: 'Try again' }).count(), 1);
        // The rest of the app still works.
        await page.getByRole('tab', { name: 'Home' }).click();
        await expectHeading(page, 'Home');
      },
    );

    test(
      "P8: the mode's element styles failing once are asked again: the app goes live, its elements styled",
      longRun(mapIndex !== 0),
      async ({ phoneContextWith }) => {
        const context = await phoneContextWith(args);
        const { page, counter } = await countingPage(context);
        let failures = 0;
        await page.route(/\/assets\/ionic-styles-(md|ios)-[\w-]+\.js$/, async (route) => {
          if (failures < 1) {
            failures++;
            await route.fulfill({ status: 404, body: 'gone' });
          } else await route.continue();
        });
        await page.goto('/tabs/home');
        await page.locator('html[data-render="live"]').waitFor();
        await expectHeading(page, 'Home');
        assert.equal(failures, 1);
        assert.ok(counter.loads <= 2, `at most one reload, not ${counter.loads - 1}`);
        // Stencil gives each element its styles once: had they been read before the retry, none.
        const rules = await page.evaluate(() => {
          const root = document.querySelector('ion-tab-bar')?.shadowRoot;
          const adopted = root?.adoptedStyleSheets.reduce(
            (sum, sheet) => sum + sheet.cssRules.length,
            0,
          );
          return (adopted ?? 0) + (root?.querySelectorAll('style').length ?? 0);
        });
        assert.ok(rules > 0, 'the tab bar has its styles');
      },
    );

    test(
      "P8: the app's own start gone for good: one reload, then a calm word in the painted shell",
      longRun(mapIndex !== 1),
      async ({ phoneContextWith }) => {
        const context = await phoneContextWith(args);
        const { page, counter } = await countingPage(context);
        await page.route(/\/assets\/start-[\w-]+\.js$/, (route) =>
          route.fulfill({ status: 404, body: 'gone' }),
        );
        await page.goto('/tabs/home');
        const message = page.getByRole('status').filter({ hasText: 'could not be loaded' });
        await message.waitFor({ timeout: 20_000 });
        assert.equal(counter.loads, 2, 'exactly one reload');
        await page.waitForTimeout(2000);
        assert.equal(counter.loads, 2, 'no reload loop');
        // The shell stays painted: the page is never blank.
        assert.equal(await page.locator('#boot-shell .boot-tab').count(), 3);
      },
    );
  });
}
