/**
 * P10 at every door: the root address (the address people type and share, and the installed app's
 * start), `/tabs`, each tab's own URL, in Ionic's Material mode (an Android phone) and its iOS mode
 * (an iPhone, an iPad), from `npm start` and from a plain single-page host, each shows its real
 * page, prerendered in its own mode, before the app's scripts have run; the app hydrates it with
 * no warning; a tap made before then lands; and no frame shows the wrong mode.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import { serve } from '../scripts/serve.ts';
import { BOOT_SHELL_ID, BOOT_TITLE_CLASS } from '../src/startup/shell.ts';
import { LANDING_PATH, TAB_LIST } from '../src/tabs/tabList.ts';
import {
  BLOCKED_WORKER,
  documentsLoaded,
  expectHeading,
  holdAppStart,
  openAppIn,
  SHOWN_PAGE,
  seedStorage,
  slowLine,
} from './support/app.ts';
import { DEVICE_MODE, DEVICES, type DeviceName } from './support/devices.ts';
import { atPlainHost } from './support/server.ts';
import { expect, onEverydayDiagonal, STRESS_ONLY, test } from './support/fixtures.ts';

const LANDING_TITLE = TAB_LIST[0].title;

/** Each door: the path typed, the route it shows, and that page's title. */
const DOORS = [
  { path: '/', route: LANDING_PATH, title: LANDING_TITLE },
  { path: '/tabs', route: LANDING_PATH, title: LANDING_TITLE },
  ...TAB_LIST.map((tab) => ({
    path: `/tabs/${tab.id}`,
    route: `/tabs/${tab.id}`,
    title: tab.title,
  })),
];
const NAMES = Object.keys(DEVICES) as DeviceName[];

/** The path of the document this page loaded (the first one the tab asked for, before any hop). */
const loadedPath = (page: Page) =>
  page.evaluate(() => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname);

/** Every module script of the app: blocked, the page is only what the server sent (and its head script). */
const APP_SCRIPTS = /\/assets\/[^/]+\.js$/;

/**
 * Records, from before the first frame until the app is live, whether each frame shows the
 * prerendered root and the mode of its Ionic elements (null before the parser has reached one).
 */
function recordFrames(): void {
  const w = window as unknown as { __frames: { shown: boolean; mode: string | null }[] };
  w.__frames = [];
  const sample = () => {
    const root = document.getElementById('root');
    if (root?.hasAttribute('data-prerendered')) {
      w.__frames.push({
        shown: getComputedStyle(root).display !== 'none' && root.childElementCount > 0,
        mode:
          root
            .querySelector('ion-tab-bar')
            ?.getAttribute('class')
            ?.match(/\b(ios|md)\b/)?.[1] ?? null,
      });
    }
    if (document.documentElement.getAttribute('data-render') !== 'live')
      requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

async function deviceContext(
  newPhoneContext: (options: object) => Promise<BrowserContext>,
  device: DeviceName,
  options: object = {},
): Promise<BrowserContext> {
  return newPhoneContext({ ...DEVICES[device], ...options });
}

/** The prerendered page shown, in `mode`: its heading, its whole tab bar, Ionic's mode on each. */
async function expectPrerendered(page: Page, route: string, title: string, mode: string) {
  await expect(page).toHaveURL(new RegExp(`${route}$`));
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route);
  await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText(title);
  const tabs = page.locator('ion-tab-bar ion-tab-button');
  await expect(tabs).toHaveCount(TAB_LIST.length);
  await expect(tabs.last()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await expect(page.locator('ion-tab-bar')).toHaveClass(new RegExp(`\\b${mode}\\b`));
  await expect(page.locator(`${SHOWN_PAGE} ion-toolbar`)).toHaveClass(new RegExp(`\\b${mode}\\b`));
}

test.describe('every door (P10)', () => {
  NAMES.forEach((device, column) => {
    const mode = DEVICE_MODE[device];

    test(`P10 (${device}, ${mode}): every door paints its real page, in its mode, before the app's scripts run`, async ({
      newPhoneContext,
    }) => {
      const context = await deviceContext(newPhoneContext, device);
      await context.route(APP_SCRIPTS, (route) => route.abort());
      const page = await context.newPage();
      for (const { path, route, title } of DOORS) {
        await page.goto(path);
        await expectPrerendered(page, route, title, mode);
      }
    });

    // Every day one door on each device; every door under stress.
    DOORS.forEach(({ path, route, title }, row) => {
      test(`P10 (${device}, ${mode}): ${path} hydrates with no warning, in both schemes, stored or not`, async ({
        newPhoneContext,
        stress,
      }) => {
        test.skip(!stress && !onEverydayDiagonal(row, column), STRESS_ONLY);
        const combinations = [
          ['dark', undefined],
          ['light', undefined],
          ['light', 'true'],
          ['dark', 'false'],
        ] as const;
        // Every day two of the four, both schemes, stored and not, in turn by door; all under stress.
        for (const [colorScheme, stored] of stress
          ? combinations
          : combinations.filter((_, index) => index % 2 === row % 2)) {
          const context = await deviceContext(newPhoneContext, device, { colorScheme });
          const { page, problems } = await openAppIn(context, path, {
            init: [
              ...(stored === undefined ? [] : [seedStorage(stored)]),
              { content: `(${recordFrames.toString()})()` },
            ],
          });
          const combination = `${colorScheme} system, ${stored ?? 'nothing'} stored`;
          await expectHeading(page, title);
          await expect(page).toHaveURL(new RegExp(`${route}$`));
          // Hydrated, not rendered anew: the prerendered root and its marker are kept.
          await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route);
          await expect(page.locator('ion-tab-bar')).toHaveClass(new RegExp(`\\b${mode}\\b`));
          // The app's own Ionic runs in that mode too: its outlets (their page transitions, and
          // the iOS swipe back) hydrated with Ionic's config set (src/platform/ionicSetup.ts).
          expect(
            await page.evaluate(() =>
              [...document.querySelectorAll('ion-router-outlet')].map((outlet) => ({
                mode: outlet.mode,
                swipeGesture: outlet.swipeGesture,
              })),
            ),
            combination,
          ).toEqual([
            { mode, swipeGesture: mode === 'ios' },
            { mode, swipeGesture: mode === 'ios' },
          ]);
          const dark = stored === undefined ? colorScheme === 'dark' : stored === 'true';
          await expect(page.locator('body')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          const frames = await page.evaluate(
            () =>
              (window as unknown as { __frames: { shown: boolean; mode: string | null }[] })
                .__frames,
          );
          assert.ok(frames.length > 0, `${combination}: frames were recorded`);
          assert.deepEqual(
            frames.filter((frame) => frame.shown && frame.mode !== null && frame.mode !== mode),
            [],
            `${combination}: no frame showed a page in the wrong mode`,
          );
          assert.deepEqual(problems, [], `${combination}: console problems`);
          await context.close();
        }
      });
    });

    // Every day a door on each device, a later one than the hydration's; every door under stress.
    DOORS.forEach(({ path, route }, row) => {
      test(`P10 (${device}, ${mode}): a tab tapped at ${path} before the app runs lands on that tab`, async ({
        newPhoneContext,
        stress,
      }) => {
        test.skip(!stress && !onEverydayDiagonal(row, column + NAMES.length), STRESS_ONLY);
        const tab = TAB_LIST.find((candidate) => `/tabs/${candidate.id}` !== route) ?? TAB_LIST[1];
        const context = await deviceContext(newPhoneContext, device);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        // The app's start is held back on the first document until the tap is made.
        const documents = documentsLoaded(page);
        const release = await holdAppStart(page, () => documents() <= 1);
        await page.goto(path);
        await expect(page.locator(`${SHOWN_PAGE} h1`)).toBeVisible();
        await page.locator(`ion-tab-button[tab="${tab.id}"]`).click();
        release();
        await expect(page).toHaveURL(new RegExp(`/tabs/${tab.id}$`));
        await expectHeading(page, tab.title);
        await expect(page.locator(`ion-tab-button[tab="${tab.id}"]`)).toHaveClass(/tab-selected/);
        await expect(page.locator('ion-tab-bar')).toHaveClass(new RegExp(`\\b${mode}\\b`));
        assert.deepEqual(errors, []);
      });
    });
  });

  test('S2, P1: `/` becomes the landing path in the first frame, replacing history', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/settings');
    await page.goto('/');
    await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
    await expectHeading(page, LANDING_TITLE);
    const entries = await page.evaluate(() => history.length);
    await page.goBack();
    await expect(page).toHaveURL(/\/tabs\/settings$/);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${LANDING_PATH}$`));
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });

  const PLAIN_HOST_PAGES = [
    ...DOORS,
    { path: '/tabs/explore/offline', route: '/tabs/explore/offline', title: 'Offline' },
  ];
  NAMES.forEach((device, column) => {
    test(`P10 (${device}): a plain single-page host (index.html for every path) still gets each page prerendered, in its mode`, async ({
      browser,
      stress,
    }) => {
      // Every day one page on Android; every page on both under stress.
      test.skip(!stress && column > 0, STRESS_ONLY);
      const pages = PLAIN_HOST_PAGES.filter((_, row) => stress || onEverydayDiagonal(row, column));
      const host = await serve({ port: 0, spa: true });
      try {
        for (const { path, route, title } of pages) {
          const context = await browser.newContext({
            ...DEVICES[device],
            baseURL: host.url,
            serviceWorkers: 'block',
          });
          const { page, problems } = await openAppIn(context, path);
          await expectHeading(page, title);
          await expect(page).toHaveURL(new RegExp(`${route}$`));
          await expect(page.locator('#root')).toHaveAttribute('data-prerendered', route);
          await expect(page.locator('ion-tab-bar')).toHaveClass(
            new RegExp(`\\b${DEVICE_MODE[device]}\\b`),
          );
          // Issue 57: the page's file was fetched and shown in this document, not navigated to.
          assert.equal(await loadedPath(page), path, `${device} ${path}: one document`);
          await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
          assert.deepEqual(problems, [], path);
          await context.close();
        }
      } finally {
        await host.close();
      }
    });
  });

  test("P10, issue 57: where a plain host's page file cannot be fetched in place, the document goes to it", async ({
    browser,
  }) => {
    await atPlainHost(browser, DEVICES.iphone, async (context) => {
      // The head script's fetches (the linked copy, then the file) fail; the navigation does not.
      await context.route('**/ios/tabs/settings.html', (route) =>
        route.request().isNavigationRequest() ? route.continue() : route.abort(),
      );
      const { page, problems } = await openAppIn(context, '/tabs/settings');
      await expectHeading(page, 'Settings');
      await expect(page).toHaveURL(/\/tabs\/settings$/);
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expect(page.locator('ion-tab-bar')).toHaveClass(/\bios\b/);
      assert.equal(await loadedPath(page), '/ios/tabs/settings.html');
      // The browser's word on the two fetches refused; the app's own, none.
      assert.deepEqual(problems, Array(2).fill('error: Failed to load resource: net::ERR_FAILED'));
    });
  });

  test("P10, issue 57: a plain host's hop to the other mode fetches the page's linked copy and that mode's stylesheet beside it, once each", async ({
    browser,
  }) => {
    await atPlainHost(browser, DEVICES.iphone, async (context) => {
      const asked: string[] = [];
      context.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (/\.(html|css)$/.test(pathname)) asked.push(pathname);
      });
      const { page, problems } = await openAppIn(context, '/tabs/explore');
      await expectHeading(page, 'Explore');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expect(page.locator('ion-tab-bar')).toHaveClass(/\bios\b/);
      assert.equal(await loadedPath(page), '/tabs/explore');
      const sheet = await page.evaluate(
        () => /\bios (\S+)/.exec(document.documentElement.dataset.modeStylesheets ?? '')?.[1],
      );
      assert.ok(sheet, 'the build names the iOS stylesheet');
      // The page's linked copy, not the served file, which inlines stylesheets this document has
      // already; and the iOS stylesheet, asked for beside it.
      assert.deepEqual(asked.toSorted(), [sheet, '/linked/ios/tabs/explore.html'].toSorted());
      await expect(page.locator(`link[rel="stylesheet"][href="${sheet}"]`)).toHaveCount(1);
      assert.deepEqual(problems, []);
    });
  });

  test("P10, issue 57: on a slow line a plain host's hop to the other mode asks for that mode's element styles, not the served page's", async ({
    browser,
    browserName,
  }) => {
    test.skip(browserName !== 'chromium', 'the line is slowed through the DevTools protocol');
    await atPlainHost(browser, DEVICES.iphone, async (context) => {
      const page = await context.newPage();
      await slowLine(context, page);
      const styles: string[] = [];
      page.on('request', (request) => {
        const mode = /\/ionic-styles-(md|ios)-[\w-]+\.js$/.exec(request.url())?.[1];
        if (mode) styles.push(mode);
      });
      await page.goto('/tabs/explore');
      await expectHeading(page, 'Explore');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expect(page.locator('ion-tab-bar')).toHaveClass(/\bios\b/);
      // Asked for early (the hop's page swapped in asks as its document did), once.
      await expect(page.locator('link[rel="modulepreload"][fetchpriority="low"]')).not.toHaveCount(
        0,
      );
      assert.deepEqual(styles, ['ios']);
    });
  });

  test("P6, P10, issue 57: while a plain host's hop fetches the page, the painted shell shows its tab and title, and a tab tapped there is where the page goes", async ({
    browser,
  }) => {
    await atPlainHost(browser, DEVICES.iphone, async (context) => {
      // The page the hop asks for is held back: until it comes, the first frame is the shell's.
      const pageHeld = Promise.withResolvers<undefined>();
      await context.route('**/linked/ios/tabs/explore.html', async (route) => {
        await pageHeld.promise;
        await route.continue();
      });
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (BLOCKED_WORKER.test(message.text())) return;
        if (message.type() === 'error' || message.type() === 'warning')
          problems.push(`${message.type()}: ${message.text()}`);
      });
      await page.goto('/tabs/explore');
      const shell = page.locator(`#${BOOT_SHELL_ID}`);
      const shellState = () =>
        page.evaluate(
          ([id, titleClass]) => {
            const painted = document.getElementById(id);
            return {
              render: document.documentElement.dataset.render,
              visible: painted?.checkVisibility({ visibilityProperty: true }) ?? false,
              mode: document.documentElement.getAttribute('mode'),
              selected: painted?.querySelector('.selected')?.textContent,
              title: painted?.querySelector(`.${titleClass}`)?.textContent,
            };
          },
          [BOOT_SHELL_ID, BOOT_TITLE_CLASS] as const,
        );
      assert.deepEqual(await shellState(), {
        render: 'hop',
        visible: true,
        mode: 'ios',
        selected: 'Explore',
        title: 'Explore',
      });
      // A tab tapped on the shell shows at once, and its page is asked for beside the hop's.
      const settingsAsked = page.waitForRequest(/\/linked\/ios\/tabs\/settings\.html$/);
      await shell.locator('[data-tab="settings"]').click();
      assert.deepEqual(await shellState(), {
        render: 'hop',
        visible: true,
        mode: 'ios',
        selected: 'Settings',
        title: 'Settings',
      });
      await settingsAsked;
      pageHeld.resolve(undefined);
      await expectHeading(page, 'Settings');
      await expect(page).toHaveURL(/\/tabs\/settings$/);
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expect(page.locator('ion-tab-bar')).toHaveClass(/\bios\b/);
      await expect(page.locator('ion-tab-button.tab-selected')).toHaveAttribute('tab', 'settings');
      // Back goes to the page the hop showed, as after any tap.
      await page.goBack();
      await expectHeading(page, 'Explore');
      await expect(page).toHaveURL(/\/tabs\/explore$/);
      assert.deepEqual(problems, []);
    });
  });

  test('P10: an iPad that reads as a Mac (a coarse pointer) gets its iOS page, with no Material frame', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({
      viewport: { width: 820, height: 1180 },
      userAgent:
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15',
      hasTouch: true,
      isMobile: false,
    });
    const { page, problems } = await openAppIn(context, '/tabs/settings', {
      init: { content: `(${recordFrames.toString()})()` },
    });
    await expectHeading(page, 'Settings');
    await expect(page).toHaveURL(/\/tabs\/settings$/);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/tabs/settings');
    await expect(page.locator('ion-tab-bar')).toHaveClass(/\bios\b/);
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: { shown: boolean; mode: string | null }[] }).__frames,
    );
    assert.deepEqual(
      frames.filter((frame) => frame.shown && frame.mode !== null && frame.mode !== 'ios'),
      [],
    );
    assert.deepEqual(problems, []);
  });
});

test.describe('issue 57: the start asked for by the page, as fast as its line is', () => {
  /** At the page's DOMContentLoaded: the module preloads in its head, and each one's priority. */
  const PRELOADS_AT_PARSED = () => {
    document.addEventListener('DOMContentLoaded', () => {
      const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]');
      document.documentElement.dataset.testPreloads = [...links]
        .map(
          (link) =>
            `${new URL(link.href).pathname}:${link.getAttribute('fetchpriority') ?? 'auto'}`,
        )
        .join(' ');
    });
  };

  for (const slow of [true, false]) {
    test(`P10, issue 57: on a ${slow ? 'slow' : 'fast'} line the page asks for its start's modules ${slow ? "as it is parsed, at low priority, and the start's own file after them" : 'once its first frame is painted, so none arrives during it'}`, async ({
      context,
      browserName,
    }) => {
      test.skip(browserName !== 'chromium', 'the line is slowed through the DevTools protocol');
      const page = await context.newPage();
      if (slow) await slowLine(context, page);
      await page.addInitScript(PRELOADS_AT_PARSED);
      await page.goto('/tabs/explore');
      await expectHeading(page, 'Explore');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      const { asked, named, start } = await page.evaluate(() => {
        const { firstScreen = '', modeStyles = '', start = '' } = document.documentElement.dataset;
        const styles = /\bmd (\S+)/.exec(modeStyles)?.[1];
        return {
          asked: document.documentElement.dataset.testPreloads ?? '',
          named: [...firstScreen.split(' '), ...(styles ? [styles] : [])],
          start,
        };
      });
      // The build names the page's start: its own file, its modules, its mode's element styles.
      assert.match(start, /^\/assets\/start-[\w-]+\.js$/);
      assert.ok(!named.includes(start), named.join(' '));
      assert.ok(
        named.some((file) => /\/ionic-styles-md-[\w-]+\.js$/.test(file)),
        named.join(' '),
      );
      // On a slow line the rest at low priority; the start's own file a moment after them, which
      // on a slow parse may come before its end.
      const atParse = asked.split(' ').filter(Boolean);
      const startAtParse = atParse.filter((entry) => entry.startsWith(`${start}:`));
      assert.deepEqual(
        atParse.filter((entry) => !startAtParse.includes(entry)),
        slow ? named.map((file) => `${file}:low`) : [],
      );
      assert.deepEqual(startAtParse, slow && startAtParse.length > 0 ? [`${start}:auto`] : []);
      if (startAtParse.length > 0) assert.equal(atParse.at(-1), `${start}:auto`);
      // Every one of them asked for by the time the app is live, each once; the start's own file
      // at the line's own order.
      const preloaded = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
          (link) => [new URL(link.href).pathname, link.getAttribute('fetchpriority')] as const,
        ),
      );
      for (const file of [...named, start]) {
        assert.equal(preloaded.filter(([href]) => href === file).length, 1, file);
      }
      assert.deepEqual(
        preloaded.filter(([href]) => href === start),
        [[start, null]],
      );
    });
  }
});
