import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { serve } from '../scripts/serve.ts';
import { LANDING_PATH, TAB_LIST } from '../src/tabs/tabList.ts';
import { expectHeading, visiblePage } from './support/app.ts';
import { DEVICE_MODE, DEVICES, type DeviceName } from './support/devices.ts';
import { expect, test } from './support/fixtures.ts';

/** Each door to the app (P10): the path typed, the route it shows, and that page's title. */
const DOORS = [
  { path: '/', route: LANDING_PATH, title: TAB_LIST[0].title },
  ...TAB_LIST.map((tab) => ({
    path: `/tabs/${tab.id}`,
    route: `/tabs/${tab.id}`,
    title: tab.title,
  })),
];

/** Each test serves its own copy of the build, so it can deploy a "new version" into it. */
async function deployCopy() {
  const dir = mkdtempSync(join(tmpdir(), 'tabshell-dist-'));
  cpSync('dist', dir, { recursive: true });
  const served = await serve({ dir, port: 0 });
  return {
    ...served,
    dir,
    async close() {
      await served.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Loads the app and waits until its service worker controls the page. */
async function firstVisit(page: Page, url: string) {
  await page.goto(`${url}/tabs/home`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
  await page.getByTestId('offline').filter({ hasText: 'Ready' }).waitFor({ timeout: 20_000 });
}

const siteTest = test.extend<{ site: Awaited<ReturnType<typeof deployCopy>> }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  site: async ({}, use) => {
    const site = await deployCopy();
    await use(site);
    await site.close();
  },
});

siteTest.describe('offline and updates (P7)', () => {
  siteTest(
    'P7: after one visit the app starts and every tab works with the network off',
    async ({ site, newPhoneContext }) => {
      const context = await newPhoneContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      await firstVisit(page, site.url);
      await context.setOffline(true);
      await page.reload();
      await expectHeading(page, 'Home');
      for (const tab of ['Explore', 'Settings', 'Home']) {
        await page.getByRole('tab', { name: tab }).click();
        await expectHeading(page, tab);
      }
      await page.getByRole('tab', { name: 'Explore' }).click();
      await visiblePage(page).getByText('Offline', { exact: true }).click();
      await expectHeading(page, 'Offline');
      assert.match(await visiblePage(page).innerText(), /Offline/);
      // A deep link typed while offline works too.
      await page.goto(`${site.url}/tabs/explore/dark-theme`);
      await expectHeading(page, 'Dark theme');
    },
  );

  siteTest(
    'P7: a new deploy is offered ("Update available"), never forced, and Reload takes it',
    async ({ site, newPhoneContext }) => {
      const context = await newPhoneContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      await firstVisit(page, site.url);
      // Deploy: a changed service worker is what a new build looks like to the browser.
      const sw = join(site.dir, 'sw.js');
      writeFileSync(sw, `${readFileSync(sw, 'utf8')}\n// deploy ${Date.now()}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      const offer = page.getByRole('status').filter({ hasText: 'Update available' });
      await offer.waitFor({ timeout: 20_000 });
      assert.equal(new URL(page.url()).pathname, '/tabs/home', 'the page was not reloaded');

      const reloaded = page.waitForEvent('load', { timeout: 20_000 });
      await offer.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expectHeading(page, 'Home');
    },
  );
});

test.describe("the service worker and Ionic's modes (P7, P10)", () => {
  test("P7, P10: once installed, the service worker answers each page in the device's mode, offline too", async ({
    newPhoneContext,
  }) => {
    for (const device of Object.keys(DEVICES) as DeviceName[]) {
      const mode = DEVICE_MODE[device];
      const context = await newPhoneContext({ ...DEVICES[device], serviceWorkers: 'allow' });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForFunction(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      });
      const cached = await page.evaluate(async () => {
        const urls: string[] = [];
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
        }
        return urls.map((url) => new URL(url).pathname);
      });
      expect(cached).toContain(mode === 'ios' ? '/ios/tabs/settings.html' : '/tabs/settings.html');
      // The page has told the worker its mode (which a worker cannot always tell by itself).
      await expect
        .poll(() => page.evaluate(async () => (await caches.match('/ionic-mode'))?.text() ?? null))
        .toBe(mode);
      await context.setOffline(true);
      for (const { path, route, title } of DOORS) {
        await page.goto(path);
        await expectHeading(page, title);
        await expect(page).toHaveURL(new RegExp(`${route}$`));
        await expect(page.locator('html')).toHaveAttribute('data-page-mode', mode);
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route);
        // The document shown is the one loaded for the path typed: no hop.
        const loaded = await page.evaluate(
          () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
        );
        expect(loaded, `${device} ${path}: no hop`).toBe(path);
      }
      await context.close();
    }
  });
});
