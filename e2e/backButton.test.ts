import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { pathname, visiblePage } from './support/app.ts';
import { fakeNative, nativeCalls } from './support/fakeNative.ts';
import { test } from './support/fixtures.ts';

function pressBack(page: Page) {
  return page.evaluate(() => document.dispatchEvent(new Event('backbutton')));
}

/** What is open on the back-button page. */
function openState(page: Page) {
  return page.evaluate(() => ({
    sheet: document.querySelector('ion-modal.show-modal') !== null,
    menu: document.querySelector('ion-menu.show-menu') !== null,
    path: location.pathname,
  }));
}

async function waitForBackButtonListener(page: Page) {
  // ion-app starts listening for Back when the browser is first idle.
  await page.waitForFunction(() => document.querySelector('ion-app.hydrated') !== null);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

async function openBackButtonPage(page: Page) {
  await page.getByText('Back button', { exact: true }).click();
  await page.waitForURL('**/tabs/explore/back-button');
  await visiblePage(page).getByRole('button', { name: 'Open menu and sheet' }).waitFor();
  await waitForBackButtonListener(page);
}

test.describe('back button', () => {
  test('S10: an open overlay closes first (100), then the menu (99), then navigation goes back (0)', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/explore');
    await openBackButtonPage(page);
    await visiblePage(page).getByRole('button', { name: 'Open menu and sheet' }).click();
    await page.waitForFunction(
      () =>
        document.querySelector('ion-modal.show-modal') !== null &&
        document.querySelector('ion-menu.show-menu') !== null,
    );

    await pressBack(page);
    await page.waitForFunction(() => document.querySelector('ion-modal.show-modal') === null);
    assert.deepEqual(await openState(page), {
      sheet: false,
      menu: true,
      path: '/tabs/explore/back-button',
    });

    await pressBack(page);
    await page.waitForFunction(() => document.querySelector('ion-menu.show-menu') === null);
    assert.deepEqual(await openState(page), {
      sheet: false,
      menu: false,
      path: '/tabs/explore/back-button',
    });

    await pressBack(page);
    await page.waitForURL('**/tabs/explore');
    assert.deepEqual(problems, []);
  });

  test('S10: at the root of a tab on Android, Back leaves the app (App.exitApp)', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/home', {
      init: fakeNative({ platform: 'android' }),
    });
    const exits = async () =>
      (await nativeCalls(page)).filter((c) => c.call === 'App.exitApp').length;
    await page.getByRole('tab', { name: 'Explore' }).click();
    await page.waitForURL('**/tabs/explore');
    await openBackButtonPage(page);
    await pressBack(page);
    await page.waitForURL('**/tabs/explore');
    assert.equal(await exits(), 0, 'Back on a pushed page goes back, not out');

    await pressBack(page);
    await page.waitForFunction(() =>
      (window as unknown as { __nativeCalls: { call: string }[] }).__nativeCalls.some(
        (c) => c.call === 'App.exitApp',
      ),
    );
    assert.equal(await exits(), 1);
  });

  test('S10: on the web, Back at a tab root goes back in the browser history', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/settings');
    await waitForBackButtonListener(page);
    await page.getByRole('tab', { name: 'Home' }).click();
    await page.waitForURL('**/tabs/home');
    await pressBack(page);
    await page.waitForURL('**/tabs/settings');
    assert.equal(await pathname(page), '/tabs/settings');
  });
});
