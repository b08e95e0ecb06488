/**
 * P10: every page of the app is prerendered at build time (its own HTML file, the real screen
 * painted by Ionic's hydrate) and the app hydrates it: shown before any script has run, hydrated
 * with no mismatch on any route in either scheme, a tap made before the app runs never lost,
 * offline too (P7), in each of Ionic's modes, and markup of another build replaced by a clean
 * render with one warning. Every door to them (the root address, iOS, a plain single-page host)
 * is tested in doors.test.ts.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { documentFile, linkedFile } from '../src/shared/site.ts';
import { LANDING_PATH, PAGE_MODULES, pageModuleOf, TAB_LIST } from '../src/tabs/tabList.ts';
import { DEVICES } from './support/devices.ts';
import {
  expectHeading,
  holdAppStart,
  serveTabBarCutShort,
  SHOWN_PAGE,
  seedStorage,
} from './support/app.ts';
import { COMPILE_HINT } from '../vite/firstScreen.ts';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../src/shared/languages.ts';
import { CAPABILITIES } from './support/capabilities.ts';
import { expect, inEverydaySample, longRun, STRESS_ONLY, test } from './support/fixtures.ts';

/** Every prerendered page: its path and the heading it shows. */
const PAGES = [
  ...TAB_LIST.map((tab) => ({ path: `/tabs/${tab.id}`, heading: tab.title })),
  ...CAPABILITIES.map(([id, title]) => ({ path: `/tabs/explore/${id}`, heading: title })),
];

/** A page's console errors and warnings, but the harness's own (service workers blocked). */
function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (
      (type === 'error' || type === 'warning') &&
      !/Service Worker|offline use/.test(message.text())
    ) {
      problems.push(message.text());
    }
  });
  return problems;
}

/** The app has taken the page over (src/startup/earlyTaps.ts). */
async function live(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
}

test.describe('prerendered pages (P10)', () => {
  test('P10: every page has its own prerendered file: the real screen, painted, for its path', async ({
    request,
  }) => {
    const app = readFileSync('dist/index.html', 'utf8');
    const files = new Set<string>();
    const screens: string[][] = [];
    for (const [mode, userAgent] of [
      ['md', DEVICES.android.userAgent],
      ['ios', DEVICES.iphone.userAgent],
    ] as const) {
      for (const { path, heading } of PAGES) {
        const response = await request.get(path, { headers: { 'User-Agent': userAgent } });
        expect(response.status(), path).toBe(200);
        const html = await response.text();
        files.add(html);
        expect(html, path).toContain(`data-prerendered="${path}"`);
        expect(html, path).toContain(`data-page-mode="${mode}"`);
        expect(html, path).toMatch(
          new RegExp(`<h1 class="page-title" tabindex="-1"[^>]*>${heading}</h1>`),
        );
        // Issue 34: lean, each element's styles once per mode in a shared stylesheet, and the tab
        // bar before the pages, so the parser reaches it first. Issue 57: served, the page holds
        // its stylesheets, inlined at the end of its head after its preloads, and its input
        // script, inlined where the page ends; the service worker's copy asks for them, and it is
        // the page but for that.
        const linked = readFileSync(
          `dist/${linkedFile(documentFile(path, { mode, language: DEFAULT_LANGUAGE }, LANDING_PATH))}`,
          'utf8',
        );
        expect(linked.length, `${path}: at most 50 kB`).toBeLessThanOrEqual(50 * 1024);
        const sheets = [
          ...linked.matchAll(/<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[^"]+)">/g),
        ].map(([, file = '']) => file);
        expect(sheets, path).toEqual([
          expect.stringMatching(/^assets\/index-[\w-]+\.css$/),
          expect.stringMatching(new RegExp(`^assets/ionic-${mode}-[\\w-]+\\.css$`)),
        ]);
        const inlined = sheets
          .map(
            (file) => `<style data-href="/${file}">${readFileSync(`dist/${file}`, 'utf8')}</style>`,
          )
          .join('');
        expect(html, path).toContain(`${inlined}</head>`);
        const inputTag =
          /<script defer blocking="render" src="\/(assets\/input-[\w-]+\.js)"\s*><\/script>\s*/;
        const [tag = '', input = ''] = inputTag.exec(linked) ?? [];
        expect(input, path).not.toBe('');
        const pageEnd = '<template id="page-end">';
        const script = `<script>${readFileSync(`dist/${input}`, 'utf8').trim()}</script>`;
        expect(html, path).toContain(`${script}${pageEnd}`);
        expect(html.replace(inlined, ''), path).toBe(
          linked
            .replace(/<link rel="stylesheet"[^>]*>/g, '')
            .replace(tag, '')
            .replace(pageEnd, () => `${script}${pageEnd}`),
        );
        expect(html.indexOf('<ion-tab-bar'), path).toBeLessThan(
          html.indexOf('<ion-router-outlet id="tabs-outlet"'),
        );
        expect(html, path).toContain('<template shadowrootmode="open">');
        expect(html, path).toMatch(new RegExp(`<ion-tab-bar [^>]*class="[^"]*\\b${mode}\\b`));
        for (const tab of TAB_LIST) expect(html, path).toContain(`href="/tabs/${tab.id}"`);
        // It names its own page's module for the start, and no other page's.
        const own = pageModuleOf(path)?.split('/').pop();
        const modules = /<html [^>]*data-first-screen="([^"]*)"/.exec(html)?.[1] ?? '';
        for (const name of new Set(PAGE_MODULES.map((module) => module.split('/').pop()))) {
          const named = new RegExp(`/${name}-[\\w-]+\\.js( |$)`);
          if (name === own) expect(modules, path).toMatch(named);
          else expect(modules, path).not.toMatch(named);
        }
        // Issue 57: by their site paths, for the head script to ask for on a slow line: its first
        // screen's modules, and apart each mode's element styles (a hop may change the mode). The
        // page links none itself, whose arrival would hold back its first frame on a fast line.
        expect(html, path).not.toMatch(/<link rel="(prefetch|modulepreload)"/);
        const asked = modules.split(' ');
        expect(
          asked.every((file) => file.startsWith('/assets/')),
          path,
        ).toBe(true);
        expect(
          asked.filter((file) => file.includes('/ionic-styles-')),
          path,
        ).toHaveLength(0);
        const styles = /<html [^>]*data-mode-styles="([^"]*)"/.exec(html)?.[1] ?? '';
        expect(styles, path).toMatch(
          /^md \/assets\/ionic-styles-md-[\w-]+\.js ios \/assets\/ionic-styles-ios-[\w-]+\.js$/,
        );
        screens.push(modules.split(' '));
      }
    }
    // Each language's first screen differs in its catalog.
    for (const language of LANGUAGES.filter((other) => other !== DEFAULT_LANGUAGE)) {
      const html = readFileSync(`dist/${language}/index.html`, 'utf8');
      screens.push(/<html [^>]*data-first-screen="([^"]*)"/.exec(html)?.[1]?.split(' ') ?? []);
    }
    // V8 compiles what every first screen runs eagerly, off the main thread, only if its hint is
    // the file's first line; a file only some first screens load stays lazy, since most of its
    // code runs at none of them and its eager code would stay in the heap where it is preloaded.
    const entryFile = /<script type="module" crossorigin src="(\/assets\/[^"]+)"/.exec(app)?.[1];
    const shared = new Set([
      entryFile ?? '',
      ...(screens[0] ?? []).filter((file) => screens.every((screen) => screen.includes(file))),
    ]);
    const some = new Set(screens.flat().filter((file) => !shared.has(file)));
    expect(shared.size).toBeGreaterThan(3);
    expect(some.size).toBeGreaterThan(PAGE_MODULES.length);
    for (const file of [...shared, ...some]) {
      const code = await (await request.get(file)).text();
      if (shared.has(file)) expect(code.split('\n', 1)[0], file).toBe(COMPILE_HINT);
      else expect(code, file).not.toContain(COMPILE_HINT);
    }
    expect(files.size, 'one file for each page in each mode').toBe(PAGES.length * 2);
    // The landing page is the app's page, which a path without a page of its own gets too: it
    // sends that path where it belongs (S2).
    expect(await (await request.get(LANDING_PATH)).text()).toBe(app);
    expect(await (await request.get('/tabs/nope')).text()).toBe(app);
  });

  test('P10: the screen, its tab bar and its icons are there before any script runs', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/tabs/explore');
    await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText('Explore');
    await expect(page.getByText('Back button', { exact: true })).toBeVisible();
    const tabs = page.locator('ion-tab-bar ion-tab-button');
    await expect(tabs).toHaveCount(TAB_LIST.length);
    await expect(tabs.nth(1)).toBeVisible();
    // Each tab's icon is painted (ion-icon fetches its SVG only in a running app).
    expect(await page.locator('ion-tab-button ion-icon svg').count()).toBe(TAB_LIST.length);
    // What only the running app can know waits, rather than state a wrong fact.
    await page.goto('/tabs/home');
    await expect(page.getByTestId('platform')).toHaveText('Checking…');
    await expect(page.getByTestId('theme')).toHaveText('Checking…');
  });

  test('P10: a tab bar the parser has not finished is not shown, so no tap lands on a tab about to move', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    /** The tab bar's visibility, and the tab a tap at the centre of the second tab's box reaches. */
    const tapAtSecondTab = () =>
      page.evaluate(() => {
        const bar = document.querySelector('ion-tab-bar');
        const box = document
          .querySelectorAll('ion-tab-bar ion-tab-button')[1]
          ?.getBoundingClientRect();
        const hit = box && document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return {
          visibility: bar && getComputedStyle(bar).visibility,
          reaches: hit?.closest('ion-tab-button')?.getAttribute('tab') ?? null,
        };
      });
    // The page as the parser has it when it stops for a frame before the last tab's button.
    await serveTabBarCutShort(page, '/tabs/home');
    await page.goto('/tabs/home');
    await expect(page.locator('ion-tab-bar ion-tab-button')).toHaveCount(TAB_LIST.length - 1);
    expect(await tapAtSecondTab()).toEqual({ visibility: 'hidden', reaches: null });

    await page.unrouteAll();
    await page.goto('/tabs/home');
    await expect(page.locator('ion-tab-bar ion-tab-button')).toHaveCount(TAB_LIST.length);
    expect(await tapAtSecondTab()).toEqual({ visibility: 'visible', reaches: TAB_LIST[1].id });
    await context.close();
  });

  // One test a page and setting, so a slow machine's page does not spend another's time. Every
  // page in the first setting, the tabs in the others; every day each setting's pages in turn, one
  // in six, and all under stress.
  const SETTINGS = (['dark', 'light'] as const).flatMap((colorScheme) =>
    [undefined, 'true', 'false'].map((stored) => ({ colorScheme, stored })),
  );
  SETTINGS.forEach(({ colorScheme, stored }, setting) => {
    const pages = setting === 0 ? PAGES : PAGES.slice(0, 3);
    pages.forEach(({ path, heading }, column) => {
      test(`P10: ${path} hydrates with no mismatch and no warning, ${colorScheme} system, ${stored === undefined ? 'nothing stored' : `${stored} stored`}`, async ({
        openApp,
        stress,
      }) => {
        test.skip(!stress && !inEverydaySample(column, setting, SETTINGS.length), STRESS_ONLY);
        const { page, problems } = await openApp(path, {
          colorScheme,
          ...(stored === undefined ? {} : { init: seedStorage(stored) }),
        });
        await live(page);
        await expectHeading(page, heading);
        // Hydrated, not rendered anew: the app kept the prerendered root and its marker.
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
        const dark = stored === undefined ? colorScheme === 'dark' : stored === 'true';
        await expect(page.locator('body')).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
        assert.deepEqual(problems, [], `${path}: console problems`);
        await page.context().close();
      });
    });
  });

  // Ionic's definitions run in slices (src/ionic/definitions.ts). On a slow device one definition
  // outlasts a slice, so the browser runs frames between any two of them: every page must still
  // hydrate. Each definition made to take 40 ms puts a slice's end after every one. Every day the
  // back button's page on Android, where Stencil's cleared location map once broke it; every page
  // on both under stress.
  const slowDefinitions = (delayMs: number) => {
    const define = customElements.define.bind(customElements);
    customElements.define = (...args: Parameters<CustomElementRegistry['define']>) => {
      const until = performance.now() + delayMs;
      while (performance.now() < until) {
        // A slow device's upgrade.
      }
      define(...args);
    };
  };
  const SLOW_DEFINITIONS = { content: `(${slowDefinitions.toString()})(40);` };
  (['android', 'iphone'] as const).forEach((device) => {
    PAGES.forEach(({ path, heading }) => {
      test(`P10: ${path} hydrates with a frame between every two of Ionic's definitions, ${device}`, async ({
        openApp,
        stress,
      }) => {
        test.skip(
          !stress && (path !== '/tabs/explore/back-button' || device === 'iphone'),
          STRESS_ONLY,
        );
        const { page, problems } = await openApp(path, {
          ...DEVICES[device],
          init: SLOW_DEFINITIONS,
        });
        await live(page);
        await expectHeading(page, heading);
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
        assert.deepEqual(problems, [], `${path}: console problems`);
      });
    });
  });

  // P15: Ionic's tab buttons render once, unselected, as they are defined, until their bar or React
  // selects one. The page's tab is shown selected in every frame from the bar's first until well
  // after live. The CPU slowed fourfold, as the bench does, widens any gap to frames. Every day a
  // tab on Android and a pushed page on an iPhone; every page on both under stress.
  const selectedInEveryFrame = () => {
    const w = window as unknown as { __selected: string[] };
    w.__selected = [];
    let after = 30;
    const sample = () => {
      const buttons = document.querySelectorAll('ion-tab-bar ion-tab-button');
      if (buttons.length > 0) {
        const selected = [...buttons].filter((button) => button.classList.contains('tab-selected'));
        w.__selected.push(selected.map((button) => button.getAttribute('tab')).join(',') || '-');
      }
      if (document.documentElement.dataset.render === 'live') after -= 1;
      if (after > 0) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  };
  (['android', 'iphone'] as const).forEach((device) => {
    PAGES.forEach(({ path }) => {
      test(`P10, P15: ${path} shows its tab selected in every frame while the app takes it over, ${device}`, async ({
        newPhoneContext,
        stress,
      }) => {
        const everyday =
          (path === '/tabs/settings' && device === 'android') ||
          (path === '/tabs/explore/back-button' && device === 'iphone');
        test.skip(!stress && !everyday, STRESS_ONLY);
        const context = await newPhoneContext(DEVICES[device]);
        await context.addInitScript({ content: `(${selectedInEveryFrame.toString()})();` });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto(path);
        await live(page);
        await page.waitForFunction(
          () => (window as unknown as { __selected: string[] }).__selected.length > 30,
        );
        const frames = await page.evaluate(
          () => (window as unknown as { __selected: string[] }).__selected,
        );
        const tab = path.split('/')[2];
        assert.deepEqual(
          [...new Set(frames)],
          [tab],
          `${path}: the tab selected frame by frame: ${frames.join(' ')}`,
        );
        await context.close();
      });
    });
  });

  test('P10: a tab tapped before the app runs goes to that tab, whose own page then hydrates', async ({
    newPhoneContext,
  }) => {
    for (const tab of TAB_LIST.slice(1)) {
      const context = await newPhoneContext();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      // The app's start is held back until the tap has been made: the page is only prerendered.
      const release = await holdAppStart(page, () => new URL(page.url()).pathname === '/tabs/home');
      await page.goto('/tabs/home');
      await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText('Home');
      await page.locator(`ion-tab-button[tab="${tab.id}"]`).click();
      release();
      await expect(page).toHaveURL(new RegExp(`/tabs/${tab.id}$`));
      await live(page);
      await expectHeading(page, tab.title);
      await expect(page.locator(`ion-tab-button[tab="${tab.id}"]`)).toHaveClass(/tab-selected/);
      assert.deepEqual(problems, []);
      await context.close();
    }
  });

  for (const device of ['android', 'iphone'] as const) {
    test(
      `P10: the prerendered page has the text selection Ionic's set-up gives it, so the set-up restyles nothing, ${device}`,
      longRun(device === 'iphone'),
      async ({ newPhoneContext }) => {
        const context = await newPhoneContext(DEVICES[device]);
        const page = await context.newPage();
        const selection = () =>
          page.evaluate(() =>
            ['ion-app', '.ion-page h1', 'ion-tab-button'].map(
              (selector) =>
                getComputedStyle(document.querySelector(selector) ?? document.body).userSelect,
            ),
          );
        const release = await holdAppStart(page);
        await page.goto('/tabs/home');
        await expect(page.locator(`${SHOWN_PAGE} h1`)).toHaveText('Home');
        expect(await page.evaluate(() => document.documentElement.className)).not.toContain('plt-');
        const before = await selection();
        release();
        await live(page);
        // Ionic's own mark, made at its set-up: a phone's pointer is coarse.
        await expect(page.locator('html')).toHaveClass(/\bplt-mobile\b/);
        expect(before).toEqual(['none', 'none', 'none']);
        expect(await selection()).toEqual(before);
      },
    );
  }

  test('P10: a press on an icon held across hydration, which swaps the SVG under it, still taps', async ({
    newPhoneContext,
  }) => {
    const presses = [
      {
        path: '/tabs/home',
        icon: 'ion-tab-button[tab="explore"] ion-icon',
        lands: /\/tabs\/explore$/,
      },
      {
        path: '/tabs/explore',
        icon: `${SHOWN_PAGE} ion-item ion-icon[slot="start"]`,
        lands: /\/tabs\/explore\/[a-z-]+$/,
      },
      // The item's chevron, in the item's own shadow root (Playwright's CSS reaches into it).
      {
        path: '/tabs/explore',
        icon: `${SHOWN_PAGE} ion-item ion-icon.item-detail-icon`,
        lands: /\/tabs\/explore\/[a-z-]+$/,
      },
    ];
    for (const { path, icon, lands } of presses) {
      const context = await newPhoneContext();
      const page = await context.newPage();
      const release = await holdAppStart(page);
      await page.goto(path);
      // The prerendered icon's SVG, which the press will begin on.
      const pressed = page.locator(icon).first();
      const found = await pressed.evaluate((element) => {
        // In its shadow root, or in its light DOM where the prerender wrote the element scoped.
        const svg = (element.shadowRoot ?? element).querySelector('svg');
        if (!svg) return false;
        (window as { __svg?: Element }).__svg = svg;
        return true;
      });
      expect(found, `${icon}: the prerendered icon's SVG`).toBe(true);
      const box = await pressed.boundingBox();
      assert.ok(box, `${icon}: the icon's box`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      release();
      await live(page);
      // The press began on an SVG that hydration has since replaced.
      await expect
        .poll(() => page.evaluate(() => (window as { __svg?: Element }).__svg?.isConnected))
        .toBe(false);
      await page.mouse.up();
      await expect(page, icon).toHaveURL(lands);
      await context.close();
    }
  });

  test("P10, S2: after hydration, tabs and pushes are the app's own, and a bad path still lands on Home", async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/explore/offline');
    await live(page);
    const documentMarker = await page.evaluate(() => ((window as { __kept?: number }).__kept = 1));
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expectHeading(page, 'Settings');
    await page.getByRole('tab', { name: 'Explore' }).click();
    await expectHeading(page, 'Offline');
    // No document was loaded on the way: the app routed the taps.
    expect(await page.evaluate(() => (window as { __kept?: number }).__kept)).toBe(documentMarker);
    await page.goto('/tabs/explore/no-such-id');
    await expect(page).toHaveURL(/\/tabs\/home$/);
    await expectHeading(page, 'Home');
    assert.deepEqual(problems, []);
  });

  test("P10: Ionic's iOS mode asked for in the URL gets the iOS page, hydrated", async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext();
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto('/tabs/settings?ionic:mode=ios');
    await live(page);
    await expectHeading(page, 'Settings');
    await expect(page.locator('html')).toHaveClass(/\bios\b/);
    await expect(page.locator('ion-tab-bar')).toHaveClass(/\bios\b/);
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/tabs/settings');
    assert.deepEqual(problems, []);
  });

  test('P10: markup of another build is replaced by a clean render, with one warning', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext();
    const page = await context.newPage();
    const warnings = consoleProblems(page);
    await page.route('**/tabs/settings', async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/data-build="[^"]*"/, 'data-build="older"');
      await route.fulfill({ response, body });
    });
    await page.goto('/tabs/settings');
    await live(page);
    await expectHeading(page, 'Settings');
    await page.getByRole('tab', { name: 'Home' }).click();
    await expectHeading(page, 'Home');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/prerendered page was not used: it comes from build older/);
  });

  test('P7, P10: after one visit, a prerendered page starts offline', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto('/tabs/home');
    await page.getByTestId('offline').filter({ hasText: 'Ready' }).waitFor({ timeout: 20_000 });
    await context.setOffline(true);
    await page.goto('/tabs/explore/deep-links');
    await expect(page.locator('#root')).toHaveAttribute(
      'data-prerendered',
      '/tabs/explore/deep-links',
    );
    await live(page);
    await expectHeading(page, 'Deep links');
    // Issue 57: the service worker keeps each page as it links its stylesheets, precached too.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].map((sheet) =>
          sheet.ownerNode instanceof HTMLLinkElement
            ? new URL(sheet.href ?? '').pathname
            : 'inline',
        ),
      ),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/assets\/index-[\w-]+\.css$/),
        expect.stringMatching(/^\/assets\/ionic-md-[\w-]+\.css$/),
      ]),
    );
    expect(await page.locator('style[data-href]').count()).toBe(0);
  });
});
