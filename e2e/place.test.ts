/**
 * P13: the person's place is kept. A cold start of the Android or iOS app (through the fake native
 * bridge) or of the installed web app, at its start URL, reopens the last page seen, in its tab,
 * with that tab's stack (Back goes where it went before), if the last use was recent; else Home. A
 * deep link wins over it; a browser tab at `/` lands on Home.
 */
import type { BrowserContext, Page } from '@playwright/test';
import { PLACE_KEY, RECENT_MS, serializePlace } from '../src/shared/place.ts';
import { LANDING_PATH } from '../src/tabs/tabList.ts';
import { expectHeading, openAppIn, SHOWN_PAGE, visiblePage } from './support/app.ts';
import { appInit, type AppKind } from './support/apps.ts';
import { emitNative } from './support/fakeNative.ts';
import { expect, longRun, test } from './support/fixtures.ts';

type App = AppKind;

/** A cold start of the app: a new page in the same context (the same storage), at its start URL. */
async function coldStart(context: BrowserContext, app: App, path = '/') {
  for (const open of context.pages()) await open.close();
  return openAppIn(context, path, { init: appInit(app) });
}

/** Uses the app: Explore, then one of its pages (pushed on Explore's stack). */
async function visitPushedPage(page: Page): Promise<void> {
  await page.getByRole('tab', { name: 'Explore' }).click();
  await expectHeading(page, 'Explore');
  await visiblePage(page).getByText('Offline', { exact: true }).click();
  await expectHeading(page, 'Offline');
  // Kept when the browser is idle, and whenever the app goes to the background.
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), PLACE_KEY))
    .toContain('/tabs/explore/offline');
}

async function store(context: BrowserContext, value: string): Promise<void> {
  await context.addInitScript(
    ([key, raw]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem(key, raw);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [PLACE_KEY, value] as const,
  );
}

test.describe('the person’s place (P13)', () => {
  for (const app of ['android', 'ios', 'installed'] as const) {
    test(
      `P13 (${app}): a cold start reopens the pushed page last seen in another tab, with its Back`,
      longRun(app !== 'android'),
      async ({ newPhoneContext }) => {
        const context = await newPhoneContext();
        const first = await coldStart(context, app);
        await expectHeading(first.page, 'Home');
        await visitPushedPage(first.page);

        const { page, problems } = await coldStart(context, app);
        await expect(page).toHaveURL(/\/tabs\/explore\/offline$/);
        await expectHeading(page, 'Offline');
        await expect(page.getByRole('tab', { name: 'Explore' })).toHaveAttribute(
          'aria-selected',
          'true',
        );
        // Back goes where it went before: the tab's root.
        if (app === 'android') {
          await page.evaluate(() => document.dispatchEvent(new Event('backbutton')));
        } else {
          await page.locator(`${SHOWN_PAGE} ion-back-button`).click();
        }
        await expect(page).toHaveURL(/\/tabs\/explore$/);
        await expectHeading(page, 'Explore');
        expect(problems).toEqual([]);
      },
    );
  }

  test('P13, P9: a stale, garbage or foreign place lands on Home, with nothing logged', async ({
    newPhoneContext,
  }) => {
    for (const value of [
      serializePlace({ path: '/tabs/settings', at: Date.now() - RECENT_MS - 60_000 }),
      'garbage',
      '{"path":"/tabs/settings","at":"yesterday"}',
      serializePlace({ path: '//elsewhere.example/tabs/home', at: Date.now() }),
      serializePlace({ path: '/tabs/nope', at: Date.now() }),
    ]) {
      const context = await newPhoneContext();
      await store(context, value);
      const { page, problems } = await coldStart(context, 'android');
      await expectHeading(page, 'Home');
      await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
      expect(problems, value).toEqual([]);
      await context.close();
    }
  });

  test('P13, P9: storage that throws: the app starts on Home and works', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext();
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('denied', 'SecurityError');
        },
      });
    });
    const { page } = await coldStart(context, 'installed');
    await expectHeading(page, 'Home');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expectHeading(page, 'Settings');
  });

  test('P13: a deep link wins over the kept place', async ({ newPhoneContext }) => {
    // The native app: the link arrives as appUrlOpen after the start.
    const native = await newPhoneContext();
    await store(native, serializePlace({ path: '/tabs/explore/offline', at: Date.now() }));
    const { page } = await coldStart(native, 'android');
    await emitNative(page, 'App.appUrlOpen', { url: 'tabshell://tabs/settings' });
    await expect(page).toHaveURL(/\/tabs\/settings$/);
    await expectHeading(page, 'Settings');

    // The installed web app: a link into it opens at its own URL, not the start URL.
    const installed = await newPhoneContext();
    await store(installed, serializePlace({ path: '/tabs/explore/offline', at: Date.now() }));
    const opened = await coldStart(installed, 'installed', '/tabs/settings');
    await expect(opened.page).toHaveURL(/\/tabs\/settings$/);
    await expectHeading(opened.page, 'Settings');
  });

  test('P13: a browser tab at / lands on Home, whatever was kept (its URL is its state)', async ({
    openApp,
  }) => {
    const { page } = await openApp('/', {
      init: {
        content: `localStorage.setItem(${JSON.stringify(PLACE_KEY)}, ${JSON.stringify(
          serializePlace({ path: '/tabs/explore/offline', at: Date.now() }),
        )})`,
      },
    });
    await expectHeading(page, 'Home');
    await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
  });
});
