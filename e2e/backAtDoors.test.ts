/**
 * S10 at every door: a pushed page opened directly (a deep link into a native app, the installed
 * web app or a browser tab) closes what is open on Back, overlay first, then the menu, then goes to
 * its tab's root, in the same document. The native apps press Back with Capacitor's `backbutton`;
 * the installed app's Back is a close request while something is open (Escape, as Android's Back
 * gesture is one in Chromium) and the browser's history Back after; a browser tab's Back event (the
 * back-button page's own "Press Back") goes to the tab's root too.
 */
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expectHeading, holdAppStart, SHOWN_HEADINGS, visiblePage } from './support/app.ts';
import { appInit, type AppKind } from './support/apps.ts';
import { CAPABILITIES } from './support/capabilities.ts';
import { atPlainHost } from './support/server.ts';
import { DEVICE_MODE, DEVICES, type DeviceName } from './support/devices.ts';
import {
  expect,
  inEverydaySample,
  onEverydayDiagonal,
  STRESS_ONLY,
  test,
} from './support/fixtures.ts';

const PUSHED = '/tabs/explore/back-button';
const ROOT = '/tabs/explore';
const DEVICE_NAMES = Object.keys(DEVICES) as DeviceName[];

type Door = 'native app' | 'installed app' | 'browser tab';
const DOORS: readonly Door[] = ['native app', 'installed app', 'browser tab'];

function initFor(door: Door, device: DeviceName) {
  if (door === 'browser tab') return [];
  if (door === 'installed app') return [appInit('installed')];
  return [appInit(device === 'android' ? 'android' : 'ios')];
}

/** Capacitor's Back event, as the Android app fires it (and the page's "Press Back"). */
function pressBackEvent(page: Page) {
  return page.evaluate(() => document.dispatchEvent(new Event('backbutton')));
}

/** Back as a person gives it at this door while something is open. */
function closeRequest(page: Page, door: Door) {
  return door === 'installed app' ? page.keyboard.press('Escape') : pressBackEvent(page);
}

/** What is open on the back-button page (the menu once it has finished opening), and where the app is. */
function openState(page: Page) {
  return page.evaluate(async () => ({
    sheet: document.querySelector('ion-modal:not(.overlay-hidden)') !== null,
    menu: (await document.querySelector('ion-menu')?.isOpen()) === true,
    path: location.pathname,
  }));
}

/** Ionic listens for Back once the browser is first idle after its app element is ready. */
async function backIsListened(page: Page) {
  await page.waitForFunction(() => document.querySelector('ion-app.hydrated') !== null);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
}

/** A page of the app on `device`, started as `app` starts it, not yet at any address. */
async function appPage(
  newPhoneContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  device: DeviceName,
  app: AppKind,
): Promise<Page> {
  const context = await newPhoneContext({ ...DEVICES[device] });
  await context.addInitScript(appInit(app));
  return context.newPage();
}

/** Marks this document, so a test can tell that Back never loaded another. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  return () =>
    page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
}

test.describe('S10: Back at a pushed page opened directly', () => {
  DOORS.forEach((door, row) => {
    DEVICE_NAMES.forEach((device, column) => {
      const mode = DEVICE_MODE[device];
      test(`S10 (${mode}, ${door}): Back closes the sheet, then the menu, then shows the tab's root, in the same document`, async ({
        openApp,
        stress,
      }) => {
        test.skip(!stress && !inEverydaySample(row, column, DEVICE_NAMES.length), STRESS_ONLY);
        const { page, problems } = await openApp(PUSHED, {
          ...DEVICES[device],
          init: initFor(door, device),
        });
        await backIsListened(page);
        const sameDocument = await markDocument(page);
        await visiblePage(page).getByRole('button', { name: 'Open menu and sheet' }).click();
        await expect.poll(() => openState(page)).toEqual({ sheet: true, menu: true, path: PUSHED });

        await closeRequest(page, door);
        await expect
          .poll(() => openState(page))
          .toEqual({ sheet: false, menu: true, path: PUSHED });
        await closeRequest(page, door);
        await expect
          .poll(() => openState(page))
          .toEqual({ sheet: false, menu: false, path: PUSHED });

        if (door === 'installed app') await page.goBack();
        else await pressBackEvent(page);
        await expect(page).toHaveURL(new RegExp(`${ROOT}$`));
        await expectHeading(page, 'Explore');
        expect(await sameDocument(), 'Back stayed in the app').toBe(true);
        expect(problems).toEqual([]);
      });
    });
  });

  test('S10, P10 (md, native app): a menu opened by a tap made before the app was live closes on Back, then Back shows the tab’s root', async ({
    newPhoneContext,
  }) => {
    const page = await appPage(newPhoneContext, 'android', 'android');
    const release = await holdAppStart(page);
    await page.goto(PUSHED);
    await expect(page.locator(SHOWN_HEADINGS)).toHaveText(['Back button']);
    await page.getByRole('button', { name: 'Open the menu', exact: true }).click();
    release();
    await expect.poll(() => openState(page)).toEqual({ sheet: false, menu: true, path: PUSHED });
    await backIsListened(page);
    const sameDocument = await markDocument(page);
    await pressBackEvent(page);
    await expect.poll(() => openState(page)).toEqual({ sheet: false, menu: false, path: PUSHED });
    await pressBackEvent(page);
    await expect(page).toHaveURL(new RegExp(`${ROOT}$`));
    await expectHeading(page, 'Explore');
    expect(await sameDocument()).toBe(true);
  });

  test('S10, issue 57 (md, native app): the sheet’s and the menu’s code is asked for once the app is live, not before, and the menu asked for before it came opens when it does', async ({
    newPhoneContext,
  }) => {
    const page = await appPage(newPhoneContext, 'android', 'android');
    const overlays = Promise.withResolvers<undefined>();
    const phasesAsked: (string | undefined)[] = [];
    await page.route(/\/assets\/BackButtonOverlays-[^/]*\.js$/, async (route) => {
      phasesAsked.push(await page.evaluate(() => document.documentElement.dataset.render));
      await overlays.promise;
      await route.continue();
    });
    const door = await page.goto(PUSHED);
    expect(await door?.text(), 'the page does not ask for it beside its first screen').not.toMatch(
      /BackButtonOverlays-/,
    );
    await page.locator('html[data-render="live"]').waitFor({ state: 'attached' });
    await visiblePage(page).getByRole('button', { name: 'Open the menu', exact: true }).click();
    await expect.poll(() => phasesAsked).toEqual(['live']);
    overlays.resolve(undefined);
    await expect.poll(() => openState(page)).toEqual({ sheet: false, menu: true, path: PUSHED });
    await backIsListened(page);
    await pressBackEvent(page);
    await expect.poll(() => openState(page)).toEqual({ sheet: false, menu: false, path: PUSHED });
  });

  test('S10, P10 (ios, installed app): the page’s back button tapped before the app is live shows the tab’s root, and the app takes it from there', async ({
    newPhoneContext,
  }) => {
    const page = await appPage(newPhoneContext, 'iphone', 'installed');
    const release = await holdAppStart(page);
    await page.goto(PUSHED);
    await expect(page.locator(SHOWN_HEADINGS)).toHaveText(['Back button']);
    await page.locator('ion-back-button').click();
    await expect(page).toHaveURL(new RegExp(`${ROOT}$`));
    await expect(page.locator(SHOWN_HEADINGS)).toHaveText(['Explore']);
    release();
    await expectHeading(page, 'Explore');
  });

  test("S10, issue 57 (ios, installed app): at a plain host's pushed page, hopped to in place, Back shows the tab's root", async ({
    browser,
  }) => {
    await atPlainHost(browser, DEVICES.iphone, async (context) => {
      await context.addInitScript(appInit('installed'));
      const page = await context.newPage();
      // index.html, the Material landing page, is what the host answers: the iOS page is fetched.
      await page.goto(PUSHED);
      await expectHeading(page, 'Back button');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      const sameDocument = await markDocument(page);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`${ROOT}$`));
      await expectHeading(page, 'Explore');
      expect(await sameDocument(), 'Back stayed in the app').toBe(true);
      await expect(page.locator('ion-tab-bar')).toHaveClass(/\bios\b/);
    });
  });

  CAPABILITIES.forEach(([id, title], row) => {
    DEVICE_NAMES.forEach((device, column) => {
      const mode = DEVICE_MODE[device];
      test(`S10 (${mode}, native app): at ${id} opened directly, Back shows the tab's root, in the same document`, async ({
        openApp,
        stress,
      }) => {
        test.skip(!stress && !onEverydayDiagonal(row, column), STRESS_ONLY);
        const { page, problems } = await openApp(`${ROOT}/${id}`, {
          ...DEVICES[device],
          init: initFor('native app', device),
        });
        await expectHeading(page, title);
        await backIsListened(page);
        const sameDocument = await markDocument(page);
        await pressBackEvent(page);
        await expect(page).toHaveURL(new RegExp(`${ROOT}$`));
        await expectHeading(page, 'Explore');
        expect(await sameDocument()).toBe(true);
        expect(problems).toEqual([]);
      });
    });
  });
});
