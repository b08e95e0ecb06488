import assert from 'node:assert/strict';
import { APP_SLUG } from '../src/shared/appIdentity.ts';
import { expectHeading, seedStorage, visiblePage } from './support/app.ts';
import { emitNative, fakeNative, nativeCalls, type NativePlatform } from './support/fakeNative.ts';
import { test } from './support/fixtures.ts';

async function splashHidden(page: import('@playwright/test').Page) {
  await page.waitForFunction(
    () =>
      (window as unknown as { __nativeCalls: { call: string }[] }).__nativeCalls.some(
        (c) => c.call === 'SplashScreen.hide',
      ),
    undefined,
    { timeout: 10_000 },
  );
}

test.describe('start-up on a device (fake native bridge)', () => {
  for (const platform of ['android', 'ios'] as NativePlatform[]) {
    test(`S8, S11 (${platform}): StatusBar.setStyle(DEFAULT), then body.dark, then SplashScreen.hide`, async ({
      openApp,
    }) => {
      const { page, problems } = await openApp('/', {
        colorScheme: 'dark',
        init: fakeNative({ platform }),
      });
      await splashHidden(page);
      const calls = (await nativeCalls(page)).filter((c) =>
        ['StatusBar.setStyle', 'SplashScreen.hide'].includes(c.call),
      );
      assert.deepEqual(calls.slice(0, 2), [
        { call: 'StatusBar.setStyle', options: { style: 'DEFAULT' }, bodyDark: false },
        { call: 'SplashScreen.hide', options: undefined, bodyDark: true },
      ]);
      const platformLabel = platform === 'android' ? 'Android app' : 'iOS app';
      assert.equal(await page.getByTestId('platform').innerText(), platformLabel);
      assert.deepEqual(problems, []);
    });
  }

  for (const answer of ['reject', 'throw', 'hang'] as const) {
    test(`S8, S9: when StatusBar.setStyle ${answer}s, the theme is applied and the splash hidden`, async ({
      openApp,
    }) => {
      const { page, errors } = await openApp('/', {
        init: [
          fakeNative({ platform: 'android', answers: { 'StatusBar.setStyle': answer } }),
          seedStorage('true'),
        ],
      });
      await splashHidden(page);
      const hide = (await nativeCalls(page)).find((c) => c.call === 'SplashScreen.hide');
      assert.equal(hide?.bodyDark, true);
      assert.equal(errors().length, 1, errors().join('\n'));
      assert.match(errors()[0] ?? '', /start-up: step statusBar failed/);
      assert.equal(await page.getByTestId('step-statusBar').getAttribute('data-status'), 'failed');
    });
  }

  test('deep links: appUrlOpen opens the page it names; an unknown one lands on Home (S2)', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', {
      init: fakeNative({ platform: 'android' }),
    });
    await emitNative(page, 'App.appUrlOpen', { url: `${APP_SLUG}://tabs/explore/offline` });
    await page.waitForURL('**/tabs/explore/offline');
    await expectHeading(page, 'Offline');
    await emitNative(page, 'App.appUrlOpen', { url: `${APP_SLUG}://tabs/explore/no-such-thing` });
    await page.waitForURL('**/tabs/home');
    await expectHeading(page, 'Home');
    assert.deepEqual(problems, []);
  });

  test('P6: the status bar follows the app theme when it differs from the device, and every later change', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/settings', {
      colorScheme: 'dark',
      init: [fakeNative({ platform: 'android' }), seedStorage('false')],
    });
    const styles = async () =>
      (await nativeCalls(page))
        .filter((c) => c.call === 'StatusBar.setStyle')
        .map((c) => (c.options as { style: string }).style);
    await page.waitForFunction(() =>
      (window as unknown as { __nativeCalls: { call: string }[] }).__nativeCalls.some(
        (c) => c.call === 'SplashScreen.hide',
      ),
    );
    // The seed's default first; then dark text, since the app is light on a dark device.
    await page.waitForFunction(
      () =>
        (window as unknown as { __nativeCalls: { call: string }[] }).__nativeCalls.filter(
          (c) => c.call === 'StatusBar.setStyle',
        ).length === 2,
    );
    assert.deepEqual(await styles(), ['DEFAULT', 'LIGHT']);
    await visiblePage(page).locator('ion-toggle').click();
    await page.waitForFunction(
      () =>
        (window as unknown as { __nativeCalls: { call: string }[] }).__nativeCalls.filter(
          (c) => c.call === 'StatusBar.setStyle',
        ).length === 3,
    );
    assert.deepEqual(await styles(), ['DEFAULT', 'LIGHT', 'DEFAULT']);
  });
});
