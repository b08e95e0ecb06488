import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appHarness, expectHeading, PHONE } from './support/app.ts';

const app = appHarness();

const SETTINGS_CHUNK = /\/assets\/SettingsPage-[\w-]+\.js$/;

/** A page whose loads are counted; service workers blocked, so every chunk comes from the network. */
async function countingPage() {
  const harness = app();
  const context = await harness.browser.newContext({
    viewport: PHONE,
    baseURL: harness.baseUrl,
    serviceWorkers: 'block',
  });
  const page = await context.newPage();
  const counter = { loads: 0 };
  page.on('load', () => counter.loads++);
  return { page, counter, close: () => context.close() };
}

describe('lazy chunks that fail to load (P8)', () => {
  it('P8: a chunk that fails twice (preload, first try) and then loads: the page shows, no reload', async () => {
    const { page, counter, close } = await countingPage();
    try {
      let failures = 0;
      await page.route(SETTINGS_CHUNK, async (route) => {
        if (failures < 2) {
          failures++;
          await route.fulfill({ status: 404, body: 'gone' });
        } else await route.continue();
      });
      await page.goto('/tabs/home');
      await expectHeading(page, 'Home');
      await page.waitForFunction(
        () => performance.getEntriesByName('tabshell:preloaded').length > 0,
      );
      await page.getByRole('tab', { name: 'Settings' }).click();
      await expectHeading(page, 'Settings');
      assert.equal(counter.loads, 1, 'no reload was needed');
      assert.equal(failures, 2);
    } finally {
      await close();
    }
  });

  it('P8: a chunk gone for good: one reload, then a calm message with Try again; never a loop', async () => {
    const { page, counter, close } = await countingPage();
    try {
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
    } finally {
      await close();
    }
  });

  it("P8: the app's own start gone for good: one reload, then a calm word in the painted shell", async () => {
    const { page, counter, close } = await countingPage();
    try {
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
    } finally {
      await close();
    }
  });
});
