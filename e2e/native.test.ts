import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '../scripts/serve.ts';
import { APP_SLUG } from '../src/shared/appIdentity.ts';
import { LINKED_FOLDER } from '../src/shared/site.ts';
import { LANDING_PATH } from '../src/tabs/tabList.ts';
import { expectHeading, openAppIn, seedStorage, visiblePage } from './support/app.ts';
import { DEVICES } from './support/devices.ts';
import {
  emitNative,
  fakeNative,
  nativeCalls,
  outwaitHang,
  type NativePlatform,
} from './support/fakeNative.ts';
import { expect, longRun, test } from './support/fixtures.ts';

/**
 * The web build as Capacitor leaves it in a native project: copied, then given its platform's
 * pages by the copy hook (scripts/native-pages.mjs), in a scratch folder laid out as the project.
 */
function nativeWebDir(platform: NativePlatform): string {
  const root = mkdtempSync(join(tmpdir(), `tabshell-${platform}-`));
  const publicDir =
    platform === 'ios'
      ? join(root, 'ios', 'App', 'App', 'public')
      : join(root, 'android', 'app', 'src', 'main', 'assets', 'public');
  cpSync('dist', publicDir, { recursive: true });
  execFileSync(process.execPath, ['scripts/native-pages.mjs'], {
    env: {
      ...process.env,
      CAPACITOR_PLATFORM_NAME: platform,
      CAPACITOR_ROOT_DIR: root,
      CAPACITOR_CONFIG: '{}',
    },
    stdio: 'ignore',
  });
  return publicDir;
}

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
    test(
      `S8, S11 (${platform}): StatusBar.setStyle(DEFAULT), then body.dark, then SplashScreen.hide`,
      longRun(platform === 'ios'),
      async ({ openApp }) => {
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
      },
    );
  }

  for (const platform of ['android', 'ios'] as NativePlatform[]) {
    test(
      `P10, S8 (${platform}): the app opens on its own mode's prerendered page, which the splash hides onto`,
      longRun(platform === 'android'),
      async ({ browser }) => {
        const webDir = nativeWebDir(platform);
        expect(existsSync(join(webDir, 'ios')), 'no other mode shipped').toBe(false);
        expect(existsSync(join(webDir, LINKED_FOLDER)), 'no service worker’s pages').toBe(false);
        // The WebView's local server answers every path without an extension with index.html.
        const app = await serve({ dir: webDir, port: 0, spa: true });
        const context = await browser.newContext({
          ...DEVICES[platform === 'ios' ? 'iphone' : 'android'],
          baseURL: app.url,
          serviceWorkers: 'block',
          colorScheme: 'dark',
        });
        try {
          const { page, problems } = await openAppIn(context, '/', {
            init: fakeNative({ platform }),
          });
          await expectHeading(page, 'Home');
          await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
          const mode = platform === 'ios' ? 'ios' : 'md';
          await expect(page.locator('html')).toHaveAttribute('data-page-mode', mode);
          await expect(page.locator('ion-tab-bar')).toHaveClass(new RegExp(`\\b${mode}\\b`));
          // Hydrated, not rendered anew, and no second document on the way.
          await expect(page.locator('#root')).toHaveAttribute('data-prerendered', LANDING_PATH);
          const loaded = await page.evaluate(
            () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
          );
          expect(loaded).toBe('/');
          await splashHidden(page);
          const calls = (await nativeCalls(page)).filter((c) =>
            ['StatusBar.setStyle', 'SplashScreen.hide'].includes(c.call),
          );
          assert.deepEqual(calls.slice(0, 2), [
            { call: 'StatusBar.setStyle', options: { style: 'DEFAULT' }, bodyDark: false },
            { call: 'SplashScreen.hide', options: undefined, bodyDark: true },
          ]);
          assert.deepEqual(problems, []);
        } finally {
          await context.close();
          await app.close();
        }
      },
    );
  }

  for (const answer of ['reject', 'throw', 'hang'] as const) {
    test(
      `S8, S9: when StatusBar.setStyle ${answer}s, the theme is applied and the splash hidden`,
      longRun(answer !== 'hang'),
      async ({ openApp }) => {
        const { page, errors } = await openApp('/', {
          init: [
            fakeNative({ platform: 'android', answers: { 'StatusBar.setStyle': answer } }),
            seedStorage('true'),
          ],
          clock: answer === 'hang',
        });
        if (answer === 'hang') await outwaitHang(page, 'StatusBar.setStyle');
        await splashHidden(page);
        const hide = (await nativeCalls(page)).find((c) => c.call === 'SplashScreen.hide');
        assert.equal(hide?.bodyDark, true);
        assert.equal(errors().length, 1, errors().join('\n'));
        assert.match(errors()[0] ?? '', /start-up: step statusBar failed/);
        assert.equal(
          await page.getByTestId('step-statusBar').getAttribute('data-status'),
          'failed',
        );
      },
    );
  }

  test('P3, P7 (android): Home and the Offline page say the app works offline from its built-in files, with no warning', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', {
      init: fakeNative({ platform: 'android' }),
      // No service worker is registered on a device, whether or not the browser allows one.
      serviceWorkers: 'allow',
      blockServiceWorkers: false,
    });
    await expect(page.getByTestId('offline')).toHaveText('Built in');
    await page.getByRole('tab', { name: 'Explore' }).click();
    await expectHeading(page, 'Explore');
    await visiblePage(page).getByText('Offline', { exact: true }).click();
    await expectHeading(page, 'Offline');
    await expect(
      visiblePage(page).locator('ion-item', { hasText: 'Works offline' }).locator('.live-value'),
    ).toHaveText('Built in');
    assert.equal(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length),
      0,
    );
    assert.deepEqual(problems, []);
  });

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
