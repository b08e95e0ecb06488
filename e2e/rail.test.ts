/**
 * P12: every screen. Phones get the bottom tab bar; from RAIL_MIN_WIDTH on, the tabs are a
 * navigation rail on the start edge (the right in a right-to-left document), by CSS alone: in the
 * first frame of a prerendered page and of the painted shell, in both of Ionic's modes and both
 * schemes, with no jump when the app takes over, and across a resize or a rotation with nothing
 * remounted. A re-tap on the selected tab at its root scrolls to the top; a tab carries a badge,
 * shown and announced. Positions are read from the boxes the browser lays out, not from classes.
 */
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { RAIL_MIN_WIDTH } from '../src/tabs/navigationRail.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import {
  expectHeading,
  documentsLoaded,
  holdAppStart,
  openAppIn,
  PHONE,
  seedStorage,
  settled,
  SHOWN_PAGE,
  serveTabBarCutShort,
  visiblePage,
  waitForRest,
} from './support/app.ts';
import { describeViolations } from './support/axe.ts';
import { DEVICE_MODE, DEVICES, type DeviceName } from './support/devices.ts';
import { expect, inEverydaySample, longRun, STRESS_ONLY, test } from './support/fixtures.ts';
import { LOCALES, textOf } from './support/texts.ts';
import {
  APP_TABS,
  BAR_LTR,
  BAR_RTL,
  RAIL_LEFT,
  RAIL_RIGHT,
  SHELL_TABS,
  tabPlacement,
  type TabParts,
} from './support/tabPlacement.ts';

/** A tablet held sideways, or a small desktop window. */
const WIDE = { width: 1024, height: 768 };
const NAMES = Object.keys(DEVICES) as DeviceName[];
/** Every module script of the app: blocked, the page is only what the server sent. */
const APP_SCRIPTS = /\/assets\/[^/]+\.js$/;

/** Where the tabs are now (support/tabPlacement.ts). */
function placement(page: Page, parts: TabParts = APP_TABS): Promise<string> {
  return page.evaluate(tabPlacement, { parts, count: TAB_LIST.length });
}

/** Each tab's box, rounded to the half pixel: what must not move when the app takes over. */
function tabBoxes(page: Page, parts: TabParts = APP_TABS): Promise<number[][]> {
  return page.locator(parts.tabs).evaluateAll((tabs) =>
    tabs.map((tab) => {
      const { x, y, width, height } = tab.getBoundingClientRect();
      return [x, y, width, height].map((value) => Math.round(value * 2) / 2);
    }),
  );
}

function deviceContext(
  newPhoneContext: (options?: BrowserContextOptions) => Promise<BrowserContext>,
  device: DeviceName,
  viewport: { width: number; height: number },
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  return newPhoneContext({ ...DEVICES[device], viewport, ...options });
}

/** P14: a device set to Arabic gets every document right to left, from its first byte. */
const RIGHT_TO_LEFT = { locale: LOCALES.ar };
const arabic = (id: string) => textOf('ar', id);

/** Scrolls the content of the page shown at `path` to `top`, at once; fails if it cannot go so far. */
async function scrollPageTo(page: Page, path: string, top: number): Promise<void> {
  await page
    .locator(`.ion-page[data-page-path="${path}"] > ion-content`)
    .evaluate((content: HTMLIonContentElement, y) => content.scrollToPoint(0, y, 0), top);
  expect(await scrollTop(page, path), `${path} scrolls ${top} px`).toBe(top);
}

/** How far the content of the page at `path` is scrolled. */
function scrollTop(page: Page, path: string): Promise<number> {
  return page
    .locator(`.ion-page[data-page-path="${path}"] > ion-content`)
    .evaluate(
      async (content: HTMLIonContentElement) => (await content.getScrollElement()).scrollTop,
    );
}

/** Every day each test of a mode's pair runs in one mode, the modes in turn; stress runs both. */
const daily = (row: number, device: DeviceName): boolean =>
  inEverydaySample(row, NAMES.indexOf(device), NAMES.length);

test.describe('P12: the tab bar on every screen', () => {
  for (const device of NAMES) {
    const mode = DEVICE_MODE[device];

    test(`P12 (${mode}): a prerendered page shows the rail from ${RAIL_MIN_WIDTH} px and the bar below, in its first frame, in both schemes`, async ({
      newPhoneContext,
      stress,
    }) => {
      // Every day Material in the light scheme; iOS, and both schemes, under stress.
      test.skip(!stress && !daily(0, device), STRESS_ONLY);
      const schemes = stress
        ? (['light', 'dark'] as const)
        : ([mode === 'md' ? 'light' : 'dark'] as const);
      for (const colorScheme of schemes) {
        for (const [viewport, expected] of [
          [WIDE, RAIL_LEFT],
          [{ width: RAIL_MIN_WIDTH, height: 800 }, RAIL_LEFT],
          [{ width: RAIL_MIN_WIDTH - 1, height: 800 }, BAR_LTR],
          [PHONE, BAR_LTR],
        ] as const) {
          const context = await deviceContext(newPhoneContext, device, viewport, { colorScheme });
          await context.route(APP_SCRIPTS, (route) => route.abort());
          const page = await context.newPage();
          await page.goto('/tabs/explore');
          await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText('Explore');
          await expect(page.locator('ion-tab-bar')).toHaveClass(new RegExp(`\\b${mode}\\b`));
          expect(await placement(page), `${colorScheme}, ${viewport.width} px`).toBe(expected);
          await context.close();
        }
      }
    });

    test(`P12 (${mode}): the rail and the bar stay where they were painted when the app hydrates`, async ({
      newPhoneContext,
      stress,
    }) => {
      test.skip(!stress && !daily(1, device), STRESS_ONLY);
      for (const viewport of [WIDE, PHONE]) {
        const context = await deviceContext(newPhoneContext, device, viewport);
        const page = await context.newPage();
        const release = await holdAppStart(page);
        await page.goto('/tabs/settings');
        await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText('Settings');
        const painted = await tabBoxes(page);
        release();
        await expectHeading(page, 'Settings');
        expect(await tabBoxes(page), `${viewport.width} px`).toEqual(painted);
        expect(await placement(page)).toBe(viewport === WIDE ? RAIL_LEFT : BAR_LTR);
        await context.close();
      }
    });

    test(`P12 (${mode}): the painted shell shows the rail at a wide width and the bar at a phone's, where the app's own tabs then stand`, async ({
      newPhoneContext,
      stress,
    }) => {
      test.skip(!stress && !daily(2, device), STRESS_ONLY);
      for (const [viewport, expected] of [
        [WIDE, RAIL_LEFT],
        [PHONE, BAR_LTR],
      ] as const) {
        const context = await deviceContext(newPhoneContext, device, viewport);
        const page = await context.newPage();
        // A path the build has no page for: the app renders on the client, over the shell.
        const release = await holdAppStart(page);
        await page.goto('/tabs/nope');
        await expect(page.locator('#boot-shell')).toBeVisible();
        expect(await placement(page, SHELL_TABS), `${viewport.width} px`).toBe(expected);
        const shell = await tabBoxes(page, SHELL_TABS);
        release();
        await expectHeading(page, 'Home');
        expect(await placement(page)).toBe(expected);
        // The app's tabs stand where the shell's stood: their centres within a pixel.
        const centre = (box: number[]) => [
          (box[0] ?? 0) + (box[2] ?? 0) / 2,
          (box[1] ?? 0) + (box[3] ?? 0) / 2,
        ];
        const app = (await tabBoxes(page)).map(centre);
        shell.map(centre).forEach(([x = 0, y = 0], index) => {
          expect(Math.abs(x - (app[index]?.[0] ?? 0)), `tab ${index} x`).toBeLessThanOrEqual(1);
          expect(Math.abs(y - (app[index]?.[1] ?? 0)), `tab ${index} y`).toBeLessThanOrEqual(1);
        });
        await context.close();
      }
    });

    test(`P12, P10 (${mode}): a rail button tapped before the app runs lands on its tab`, async ({
      newPhoneContext,
      stress,
    }) => {
      test.skip(!stress && !daily(3, device), STRESS_ONLY);
      const context = await deviceContext(newPhoneContext, device, WIDE);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const documents = documentsLoaded(page);
      const release = await holdAppStart(page, () => documents() <= 1);
      await page.goto('/tabs/home');
      await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText('Home');
      expect(await placement(page)).toBe(RAIL_LEFT);
      await page.locator('ion-tab-button[tab="settings"]').click();
      release();
      await expect(page).toHaveURL(/\/tabs\/settings$/);
      await expectHeading(page, 'Settings');
      await expect(page.locator('ion-tab-button[tab="settings"]')).toHaveClass(/tab-selected/);
      expect(await placement(page)).toBe(RAIL_LEFT);
      assert.deepEqual(errors, []);
    });
  }

  test('P12, P10: a rail the parser has not finished is not shown, and its icons take no taps', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ viewport: WIDE, javaScriptEnabled: false });
    const page = await context.newPage();
    await serveTabBarCutShort(page, '/tabs/home');
    await page.goto('/tabs/home');
    await expect(page.locator('ion-tab-bar ion-tab-button')).toHaveCount(TAB_LIST.length - 1);
    await expect(page.locator('ion-tab-bar')).toHaveCSS('visibility', 'hidden');
    await page.unrouteAll();
    await page.goto('/tabs/home');
    expect(await placement(page)).toBe(RAIL_LEFT);
    await expect(page.locator('ion-tab-bar ion-icon').first()).toHaveCSS('pointer-events', 'none');
  });

  test('P12: resizing and rotating across the breakpoint keeps the tab, every stack, scroll positions and an open sheet; no page remounts', async ({
    openApp,
  }) => {
    // Heights that leave every page scrollable at every width, so that no position is clamped.
    const { page, problems } = await openApp('/tabs/home', {
      viewport: { width: 390, height: 500 },
    });
    await waitForRest(page);
    await scrollPageTo(page, '/tabs/home', 200);
    await page.getByRole('tab', { name: 'Explore' }).click();
    await waitForRest(page, { paths: ['/tabs/explore'] });
    await visiblePage(page).getByText('Back button', { exact: true }).click();
    await expectHeading(page, 'Back button');
    await scrollPageTo(page, '/tabs/explore/back-button', 120);
    // Pressed where it is: a click would first scroll the button into view.
    await visiblePage(page).getByRole('button', { name: 'Open a sheet' }).dispatchEvent('click');
    const sheet = page.getByText('This sheet is an overlay.');
    await expect(sheet).toBeVisible();
    // A mark on every page and on the sheet: a remounted one would come back without it.
    const marked = await page.evaluate(() => {
      const nodes = document.querySelectorAll('.ion-page, ion-modal');
      for (const node of nodes) (node as unknown as { __p12: boolean }).__p12 = true;
      return nodes.length;
    });
    const unmarkedOrGone = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.ion-page, ion-modal')].filter(
            (node) => !(node as unknown as { __p12?: boolean }).__p12,
          ).length,
      );
    const stillMarked = () =>
      page.evaluate(
        () =>
          [...document.querySelectorAll('.ion-page, ion-modal')].filter(
            (node) => (node as unknown as { __p12?: boolean }).__p12,
          ).length,
      );

    for (const [viewport, expected] of [
      [{ width: 1024, height: 400 }, RAIL_LEFT],
      [{ width: 844, height: 390 }, RAIL_LEFT],
      [{ width: 599, height: 400 }, BAR_LTR],
      [{ width: 700, height: 400 }, RAIL_LEFT],
      [{ width: 390, height: 500 }, BAR_LTR],
    ] as const) {
      await page.setViewportSize(viewport);
      await expect
        .poll(() => placement(page), `${viewport.width}x${viewport.height}`)
        .toBe(expected);
      await expect(page).toHaveURL(/\/tabs\/explore\/back-button$/);
      // The sheet hides the rest from screen readers: the tab is found by its element.
      await expect(page.locator('ion-tab-button.tab-selected')).toHaveAttribute('tab', 'explore');
      await expect(sheet).toBeVisible();
      expect(await scrollTop(page, '/tabs/explore/back-button')).toBe(120);
      expect(await unmarkedOrGone(), 'no page or sheet was made anew').toBe(0);
      expect(await stillMarked(), 'every page and the sheet are still there').toBe(marked);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await page.getByRole('tab', { name: 'Home' }).click();
    await expectHeading(page, 'Home');
    expect(await scrollTop(page, '/tabs/home')).toBe(200);
    await page.getByRole('tab', { name: 'Explore' }).click();
    await expectHeading(page, 'Back button');
    expect(await unmarkedOrGone()).toBe(0);
    assert.deepEqual(problems, []);
  });
});

test.describe('P12: right to left', () => {
  for (const device of NAMES) {
    const mode = DEVICE_MODE[device];

    test(`P12 (${mode}): with dir="rtl" the rail is on the right and the bar runs right to left, from the first frame`, async ({
      newPhoneContext,
      stress,
    }) => {
      test.skip(!stress && !daily(0, device), STRESS_ONLY);
      for (const [viewport, expected] of [
        [WIDE, RAIL_RIGHT],
        [PHONE, BAR_RTL],
      ] as const) {
        const context = await deviceContext(newPhoneContext, device, viewport, RIGHT_TO_LEFT);
        const page = await context.newPage();
        const release = await holdAppStart(page);
        await page.goto('/tabs/explore');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
        await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText(arabic('tab.explore'));
        expect(await placement(page), `prerendered, ${viewport.width} px`).toBe(expected);
        release();
        await expectHeading(page, arabic('tab.explore'));
        expect(await placement(page), `live, ${viewport.width} px`).toBe(expected);
        await context.close();
      }
    });

    test(`P12 (${mode}): with dir="rtl" the back button stands at the right, its arrow mirrored`, async ({
      newPhoneContext,
      stress,
    }) => {
      // The rail's side in a right-to-left document is proved every day, above.
      test.skip(!stress, STRESS_ONLY);
      for (const viewport of [PHONE, WIDE]) {
        const context = await deviceContext(newPhoneContext, device, viewport, RIGHT_TO_LEFT);
        const { page } = await openAppIn(context, '/tabs/explore/offline');
        await expectHeading(page, arabic('capability.offline.title'));
        const back = page.locator(`${SHOWN_PAGE} > ion-header ion-back-button`);
        const title = page.locator(`${SHOWN_PAGE} > ion-header h1`);
        const [backBox, titleBox] = [await back.boundingBox(), await title.boundingBox()];
        assert.ok(backBox && titleBox);
        expect(backBox.x, 'the back button is right of the title').toBeGreaterThan(
          titleBox.x + titleBox.width - 1,
        );
        // The arrow points right, as Ionic mirrors it for a right-to-left document.
        await expect(back.locator('ion-icon')).toHaveClass(/\bflip-rtl\b/);
        expect(
          await back
            .locator('ion-icon')
            .evaluate(
              (icon) =>
                getComputedStyle(icon.shadowRoot?.querySelector('.icon-inner') ?? icon).transform,
            ),
        ).toBe('matrix(-1, 0, 0, 1, 0, 0)');
        await context.close();
      }
    });
  }

  /**
   * Swipes from `from` to `to` across the middle of the page, as a finger does: down, eight
   * moves, up. A mouse, in a window without touch: where touch is emulated, Chromium turns an
   * edge swipe into its own history navigation, which would answer for Ionic's gesture.
   */
  async function swipe(page: Page, from: number, to: number): Promise<void> {
    const y = PHONE.height / 2;
    await page.mouse.move(from, y);
    await page.mouse.down();
    for (let step = 1; step <= 8; step++) await page.mouse.move(from + ((to - from) * step) / 8, y);
    await page.mouse.up();
  }

  /** Pushes Offline on Explore's stack, then swipes from each edge in turn: the wrong one first. */
  async function swipeBack(page: Page, dir: 'ltr' | 'rtl'): Promise<void> {
    const [edge, otherEdge] = dir === 'rtl' ? [PHONE.width - 5, 5] : [5, PHONE.width - 5];
    const text = (id: string) => textOf(dir === 'rtl' ? 'ar' : 'en', id);
    await page.locator('ion-tab-button[tab="explore"]').click();
    await expectHeading(page, text('tab.explore'));
    await visiblePage(page).getByText(text('capability.offline.title'), { exact: true }).click();
    await expectHeading(page, text('capability.offline.title'));
    await swipe(page, otherEdge, otherEdge + (edge - otherEdge) * 0.8);
    await waitForRest(page);
    // A mouse drag selects text; a drag begun on a selection would move it instead.
    await page.evaluate(() => getSelection()?.removeAllRanges());
    await expect(page, `${dir}: from the end edge nothing happens`).toHaveURL(/\/offline$/);
    await swipe(page, edge, edge + (otherEdge - edge) * 0.8);
    await expect(page, `${dir}: from the start edge it goes back`).toHaveURL(/\/tabs\/explore$/);
    await expectHeading(page, text('tab.explore'));
  }

  for (const dir of ['ltr', 'rtl'] as const) {
    // Started on a path the build has no page for, so the app renders on the client: on a
    // hydrated page Ionic's outlet has no swipe back at all (the test after this one).
    test(`P12 (ios): the swipe back starts from the ${dir === 'rtl' ? 'right' : 'left'} edge in a ${dir === 'rtl' ? 'right-to-left' : 'left-to-right'} document`, async ({
      newPhoneContext,
      stress,
    }) => {
      // Every day the right-to-left one; the left-to-right swipe is proved hydrated below.
      test.skip(!stress && dir === 'ltr', STRESS_ONLY);
      const context = await newPhoneContext(dir === 'rtl' ? RIGHT_TO_LEFT : {});
      const { page } = await openAppIn(context, '/tabs/nope?ionic:mode=ios');
      await expectHeading(page, textOf(dir === 'rtl' ? 'ar' : 'en', 'tab.home'));
      await expect(page.locator('html')).toHaveClass(/\bios\b/);
      await swipeBack(page, dir);
    });
  }

  test('P10, P12 (ios): on a hydrated page the swipe back works too', async ({
    newPhoneContext,
  }) => {
    // Ionic is set up before its elements are defined (src/platform/ionicSetup.ts): the tabs'
    // router outlet of a prerendered page hydrates in its mode, with its swipe back.
    const context = await newPhoneContext();
    const { page } = await openAppIn(context, '/tabs/home?ionic:mode=ios');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/tabs/home');
    await swipeBack(page, 'ltr');
  });
});

test.describe('P12: a re-tap on the selected tab', () => {
  /** Every scroll position the page at `path` passes through, recorded from now on. */
  async function recordScrolls(page: Page, path: string): Promise<() => Promise<number[]>> {
    await page
      .locator(`.ion-page[data-page-path="${path}"] > ion-content`)
      .evaluate(async (content: HTMLIonContentElement) => {
        const scroller = await content.getScrollElement();
        const seen: number[] = [];
        (window as unknown as { __scrolls: number[] }).__scrolls = seen;
        scroller.addEventListener('scroll', () => seen.push(scroller.scrollTop));
      });
    return () => page.evaluate(() => (window as unknown as { __scrolls: number[] }).__scrolls);
  }

  for (const [reducedMotion, viewport, how] of [
    ['no-preference', { width: 390, height: 500 }, 'smoothly, on the bar'],
    ['reduce', { width: 1024, height: 500 }, 'at once with reduced motion, on the rail'],
  ] as const) {
    test(
      `P12: at a tab's root it scrolls the page to the top, ${how}`,
      longRun(reducedMotion === 'reduce'),
      async ({ openApp }) => {
        const { page } = await openApp('/tabs/home', { viewport, reducedMotion });
        await waitForRest(page);
        await scrollPageTo(page, '/tabs/home', 150);
        const scrolls = await recordScrolls(page, '/tabs/home');
        await page.getByRole('tab', { name: 'Home' }).click();
        await expect.poll(() => scrollTop(page, '/tabs/home')).toBe(0);
        const between = (await scrolls()).filter((top) => top > 0 && top < 150);
        if (reducedMotion === 'reduce') expect(between, 'no step on the way').toEqual([]);
        else expect(between.length, 'steps on the way').toBeGreaterThan(0);
        await expect(page).toHaveURL(/\/tabs\/home$/);
      },
    );
  }

  test('P12, P2: on a pushed page it still returns to the root, whose scroll it keeps', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/explore', { viewport: { width: 390, height: 400 } });
    await waitForRest(page);
    // The last item, scrolled into view as a person would before tapping it.
    const item = visiblePage(page).getByText('Tab badges', { exact: true });
    await item.scrollIntoViewIfNeeded();
    const scrolled = await scrollTop(page, '/tabs/explore');
    expect(scrolled).toBeGreaterThan(0);
    await item.click();
    await expectHeading(page, 'Tab badges');
    await page.getByRole('tab', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/tabs\/explore$/);
    await expectHeading(page, 'Explore');
    expect(await scrollTop(page, '/tabs/explore')).toBe(scrolled);
  });

  test('P12: switching to another tab keeps where its page was scrolled', async ({ openApp }) => {
    const { page } = await openApp('/tabs/home', { viewport: { width: 390, height: 500 } });
    await waitForRest(page);
    await scrollPageTo(page, '/tabs/home', 200);
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expectHeading(page, 'Settings');
    await page.getByRole('tab', { name: 'Home' }).click();
    await expectHeading(page, 'Home');
    expect(await scrollTop(page, '/tabs/home')).toBe(200);
  });
});

test.describe('P12: tab badges', () => {
  for (const viewport of [PHONE, WIDE]) {
    test(
      `P12: a count and a dot show on the ${viewport === WIDE ? 'rail' : 'bar'}, cap at 99+, and are in the tab's accessible name`,
      longRun(viewport === WIDE),
      async ({ openApp }) => {
        const { page, problems } = await openApp('/tabs/explore/tab-badges', { viewport });
        await expectHeading(page, 'Tab badges');
        const button = (name: string) => visiblePage(page).getByRole('button', { name });
        const badge = (tab: string) => page.locator(`ion-tab-button[tab="${tab}"] .tab-badge`);
        await expect(page.locator('.tab-badge')).toHaveCount(0);
        await expect(page.getByRole('tab', { name: 'Explore', exact: true })).toBeVisible();

        for (let count = 0; count < 3; count++) await button('Add one on Explore').click();
        await expect(badge('explore')).toHaveText('3');
        await expect(page.getByRole('tab', { name: 'Explore, 3 new', exact: true })).toBeVisible();
        // The badge sits on its tab, at the top end of the icon.
        const [badgeBox, iconBox, tabBox] = await Promise.all([
          badge('explore').boundingBox(),
          page.locator('ion-tab-button[tab="explore"] ion-icon').boundingBox(),
          page.locator('ion-tab-button[tab="explore"]').boundingBox(),
        ]);
        assert.ok(badgeBox && iconBox && tabBox);
        expect(badgeBox.x).toBeGreaterThan(iconBox.x + iconBox.width / 2);
        expect(badgeBox.y).toBeLessThan(iconBox.y + iconBox.height / 2);
        expect(badgeBox.x + badgeBox.width).toBeLessThanOrEqual(tabBox.x + tabBox.width);
        expect(badgeBox.y).toBeGreaterThanOrEqual(tabBox.y);

        await button('120 on Explore').click();
        await expect(badge('explore')).toHaveText('99+');
        await expect(
          page.getByRole('tab', { name: 'Explore, 99+ new', exact: true }),
        ).toBeVisible();
        await expect(visiblePage(page).getByText('120, shown as 99+')).toBeVisible();

        await button('A dot on Settings').click();
        await expect(badge('settings')).toHaveClass(/\btab-badge-dot\b/);
        await expect(badge('settings')).toHaveText('');
        await expect(badge('settings')).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Settings, new', exact: true })).toBeVisible();

        // Kept as the person moves: the badge belongs to the tab, not to the page that set it.
        await page.getByRole('tab', { name: 'Settings, new' }).click();
        await expectHeading(page, 'Settings');
        await expect(badge('explore')).toHaveText('99+');
        await page.getByRole('tab', { name: 'Explore, 99+ new' }).click();
        await expectHeading(page, 'Tab badges');
        await button('Clear the badges').click();
        await expect(page.locator('.tab-badge')).toHaveCount(0);
        await expect(page.getByRole('tab', { name: 'Explore', exact: true })).toBeVisible();
        await expect(page.getByRole('tab', { name: 'Settings', exact: true })).toBeVisible();
        assert.deepEqual(problems, []);
      },
    );
  }
});

test.describe('P12: accessibility at both widths (axe-core)', () => {
  const PAGES = [...TAB_LIST.map((tab) => `/tabs/${tab.id}`), '/tabs/explore/tab-badges'];
  const SETTINGS = (['md', 'ios'] as const).flatMap((mode) =>
    (['light', 'dark'] as const).map((theme) => ({ mode, theme })),
  );
  const WIDTHS = [
    [WIDE, 'the rail'],
    [PHONE, 'the bar'],
  ] as const;
  // Every day the rail in Material's light theme (the pages alone are a11y.test.ts's); every mode,
  // theme and width under stress.
  SETTINGS.forEach(({ mode, theme }, setting) => {
    WIDTHS.forEach(([viewport, name]) => {
      const everyday = viewport === WIDE && setting === 0;
      test(`P12: ${name}, its badges and every tab's page have no axe violations, ${mode} mode, ${theme} theme`, async ({
        openApp,
        stress,
      }) => {
        test.skip(!stress && !everyday, STRESS_ONLY);
        const { page } = await openApp(`/tabs/explore/tab-badges?ionic:mode=${mode}`, {
          viewport,
          init: seedStorage(String(theme === 'dark')),
        });
        await visiblePage(page).getByRole('button', { name: '120 on Explore' }).click();
        await visiblePage(page).getByRole('button', { name: 'A dot on Settings' }).click();
        await expect(page.locator('.tab-badge')).toHaveCount(2);
        // The press's ripple (Material) and pressed look (iOS) end before the scan.
        await expect(page.locator('ion-ripple-effect .ripple-effect')).toHaveCount(0);
        await expect(page.locator('.ion-activated')).toHaveCount(0);
        const report: string[] = [];
        for (const path of viewport === WIDE ? PAGES : PAGES.slice(-1)) {
          const tab = TAB_LIST.find((entry) => path === `/tabs/${entry.id}`);
          if (tab) {
            // A tab shows its stack's top page; a second tap takes it to its root (P2).
            const button = page.locator(`ion-tab-button[tab="${tab.id}"]`);
            await button.click();
            await waitForRest(page);
            if (new URL(page.url()).pathname !== path) await button.click();
            await page.waitForURL(`**${path}`);
            // The pop's transition has started and ended (iOS's moves the headers for a while).
            await waitForRest(page, { paths: [path] });
            await settled(page, path);
          }
          // At rest: no button under the pointer or focused after its press (Ionic draws both
          // paler, the same on every page).
          await page.mouse.move(0, 0);
          await page.evaluate(() => {
            (document.activeElement as HTMLElement | null)?.blur();
          });
          const results = await new AxeBuilder({ page })
            .include(SHOWN_PAGE)
            .include('ion-tab-bar')
            .analyze();
          report.push(...describeViolations(path, results.violations));
        }
        assert.deepEqual(report, [], report.join('\n'));
      });
    });
  });
});
