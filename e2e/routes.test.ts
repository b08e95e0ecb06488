import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { appHarness, expectHeading, openApp, pathname } from './support/app.ts';

const app = appHarness();

describe('routes in the browser', () => {
  it('S1: one root shell holding one router outlet', async () => {
    const { page, close } = await openApp(app(), '/');
    try {
      assert.equal(await page.locator('ion-app').count(), 1);
      assert.equal(await page.locator('ion-app > ion-router-outlet').count(), 1);
    } finally {
      await close();
    }
  });

  for (const path of ['/', '/tabs', '/tabs/']) {
    it(`P1: ${path} lands on /tabs/home`, async () => {
      const { page, close } = await openApp(app(), path);
      try {
        await page.waitForURL('**/tabs/home');
        await expectHeading(page, 'Home');
      } finally {
        await close();
      }
    });
  }

  for (const path of [
    '/nope',
    '/a/b/c',
    '/tabs/nope',
    '/tabs/explore/x/y',
    '/tabs/explore/no-such-id',
    '/tabs/home/extra',
  ]) {
    it(`S2, P1: the unmatched ${path} redirects silently to the empty path`, async () => {
      const { page, problems, close } = await openApp(app(), path);
      try {
        await page.waitForURL('**/tabs/home');
        assert.deepEqual(problems, [], 'no error logged');
        assert.equal(await page.locator('ion-toast, ion-alert, [role="alert"]').count(), 0);
      } finally {
        await close();
      }
    });
  }

  it('S2: the redirect replaces history, so Back returns to the page before the bad URL', async () => {
    const { page, close } = await openApp(app(), '/tabs/home');
    try {
      await page.getByRole('tab', { name: 'Settings' }).click();
      await page.waitForURL('**/tabs/settings');
      await page.goto('/nope');
      await page.waitForURL('**/tabs/home');
      const entries = await page.evaluate(() => history.length);
      await page.goBack();
      await page.waitForURL('**/tabs/settings');
      await expectHeading(page, 'Settings');
      assert.equal(await pathname(page), '/tabs/settings');
      await page.goForward();
      await page.waitForURL('**/tabs/home');
      assert.equal(await page.evaluate(() => history.length), entries, 'no entry was added');
    } finally {
      await close();
    }
  });

  it('S2: the tabs module is its own chunk, fetched when the empty path is shown', async () => {
    const harness = app();
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl });
    try {
      const page = await context.newPage();
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await page.locator('ion-tab-bar').waitFor();
      const entry = await page.evaluate(
        () => document.querySelector<HTMLScriptElement>('script[type="module"]')?.src ?? '',
      );
      const tabsChunk = scripts.find((path) => /\/TabsPage-[\w-]+\.js$/.test(path));
      assert.ok(tabsChunk, `the tabs chunk was fetched: ${scripts.join(', ')}`);
      assert.notEqual(new URL(entry).pathname, tabsChunk);
    } finally {
      await context.close();
    }
  });
});
