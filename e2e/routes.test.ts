import assert from 'node:assert/strict';
import { LANDING_PATH, LANDING_TAB } from '../src/tabs/tabList.ts';
import { appIsLive, expectHeading, pathname } from './support/app.ts';
import { test } from './support/fixtures.ts';

test.describe('routes in the browser', () => {
  test('S1: one root shell holding one router outlet', async ({ openApp }) => {
    const { page } = await openApp('/');
    assert.equal(await page.locator('ion-app').count(), 1);
    assert.equal(await page.locator('ion-app > ion-router-outlet').count(), 1);
  });

  for (const path of ['/', '/tabs', '/tabs/']) {
    test(
      `P1: ${path} lands on ${LANDING_PATH}, the first tab`,
      { tag: '@core' },
      async ({ openApp }) => {
        const { page } = await openApp(path);
        await page.waitForURL(`**${LANDING_PATH}`);
        await expectHeading(page, LANDING_TAB.title);
      },
    );
  }

  for (const path of [
    '/nope',
    '/a/b/c',
    '/tabs/nope',
    '/tabs/explore/x/y',
    '/tabs/explore/no-such-id',
    '/tabs/home/extra',
  ]) {
    test(
      `S2, P1: the unmatched ${path} redirects silently to the empty path`,
      { tag: '@core' },
      async ({ openApp }) => {
        const { page, problems } = await openApp(path);
        await page.waitForURL(`**${LANDING_PATH}`);
        assert.deepEqual(problems, [], 'no error logged');
        assert.equal(await page.locator('ion-toast, ion-alert, [role="alert"]').count(), 0);
      },
    );
  }

  test(
    'S2: the redirect replaces history, so Back returns to the page before the bad URL',
    { tag: '@core' },
    async ({ openApp }) => {
      const { page } = await openApp('/tabs/home');
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.waitForURL('**/tabs/settings');
      await page.goto('/nope');
      await page.waitForURL(`**${LANDING_PATH}`);
      const entries = await page.evaluate(() => history.length);
      await page.goBack();
      await page.waitForURL('**/tabs/settings');
      await expectHeading(page, 'Settings');
      assert.equal(await pathname(page), '/tabs/settings');
      await page.goForward();
      await page.waitForURL(`**${LANDING_PATH}`);
      assert.equal(await page.evaluate(() => history.length), entries, 'no entry was added');
    },
  );

  test('S2: the tabs module is its own chunk, fetched when the empty path is shown', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // The tab bar is in the prerendered page from the start (P10): wait for the app itself.
    await appIsLive(page);
    const entry = await page.evaluate(
      () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '',
    );
    const tabsChunk = scripts.find((path) => /\/TabsPage-[\w-]+\.js$/.test(path));
    assert.ok(tabsChunk, `the tabs chunk was fetched: ${scripts.join(', ')}`);
    assert.notEqual(new URL(entry).pathname, tabsChunk);
  });
});
