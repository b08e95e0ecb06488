/**
 * P14: with the device in a language, every door opens in it and in its direction, from the first
 * frame: scripts held back (the prerendered document alone) and running (hydrated, no warning, no
 * frame in another language). Settings switches among all four at once and back to the system's;
 * the choice survives a reload. Right to left, the tab bar runs from the right.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, Page } from '@playwright/test';
import { serve } from '../scripts/serve.ts';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGE_NAMES,
  LANGUAGES,
  type Language,
} from '../src/shared/languages.ts';
import { LOG_TAG } from '../src/shared/appIdentity.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { openAppIn, SHOWN_HEADINGS } from './support/app.ts';
import { MODULE_MAPS } from './support/chromium.ts';
import { fakeNative } from './support/fakeNative.ts';
import { LOCALES, textOf, textsOf } from './support/texts.ts';
import { DEVICE_MODE, DEVICES, type DeviceName } from './support/devices.ts';
import { expect, longRun, STRESS_ONLY, test } from './support/fixtures.ts';

const text = textOf;

/** Each door: the path typed, and the message id of the title it shows. */
const DOORS = [
  { path: '/', title: 'tab.home' },
  { path: '/tabs', title: 'tab.home' },
  ...TAB_LIST.map((tab) => ({ path: `/tabs/${tab.id}`, title: `tab.${tab.id}` })),
  { path: '/tabs/explore/back-button', title: 'capability.backButton.title' },
];
const NAMES = Object.keys(DEVICES) as DeviceName[];
const EVERYDAY_DOORS = new Set(['/', '/tabs/explore/back-button']);
const APP_SCRIPTS = /\/assets\/[^/]+\.js$/;

/** The first screen in `language`: `<html>`, the page's title and every tab's label. */
async function expectLanguage(page: Page, language: Language, title: string, where: string) {
  const html = page.locator('html');
  await expect(html, where).toHaveAttribute('lang', language);
  await expect(html, where).toHaveAttribute('dir', directionOf(language));
  await expect(page.locator(SHOWN_HEADINGS), where).toHaveText(title);
  await expect(page.locator('ion-tab-bar ion-tab-button'), where).toHaveText(
    TAB_LIST.map((tab) => text(language, `tab.${tab.id}`)),
  );
  // A pushed page's back button is named in the language too, in both modes (Ionic's is "back").
  if (where.endsWith('/back-button')) {
    await expect(page.locator('ion-back-button button'), where).toHaveAccessibleName(
      text(language, 'nav.back'),
    );
  }
}

/** From the first frame on, in each painted frame: `<html lang>` and every page title shown. */
function recordLanguages(): void {
  const w = window as unknown as { __languages: [string, string[]][] };
  w.__languages = [];
  const sample = () => {
    // Painted titles: a page kept hidden for the app to replace is not seen.
    const titles = [...document.querySelectorAll('#root h1')]
      .filter((h1) => h1.checkVisibility())
      .map((h1) => h1.textContent);
    if (titles.length > 0) w.__languages.push([document.documentElement.lang, titles]);
    if (document.documentElement.getAttribute('data-render') !== 'live')
      requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
}

test.describe('every language at every door (P14)', () => {
  for (const language of LANGUAGES) {
    for (const device of NAMES) {
      const mode = DEVICE_MODE[device];
      // Every day German on an iPhone (English is doors.test.ts's, Arabic the plain host's, below);
      // every pair under stress.
      const everyday = language === 'de' && device === 'iphone';
      const options = { ...DEVICES[device], locale: LOCALES[language] };

      test(`P14 (${language}, ${device}, ${mode}): every door's prerendered document is in ${LANGUAGE_NAMES[language]}, before any script`, async ({
        newPhoneContext,
        stress,
      }) => {
        test.skip(!stress && !everyday, STRESS_ONLY);
        const context = await newPhoneContext(options);
        await context.route(APP_SCRIPTS, (route) => route.abort());
        const page = await context.newPage();
        for (const { path, title } of DOORS) {
          await page.goto(path);
          await expectLanguage(page, language, text(language, title), path);
          await expect(page.locator('ion-tab-bar')).toHaveClass(new RegExp(`\\b${mode}\\b`));
        }
      });

      test(`P14 (${language}, ${device}, ${mode}): every door hydrates in ${LANGUAGE_NAMES[language]}, no frame in another`, async ({
        newPhoneContext,
        stress,
      }) => {
        test.skip(!stress && !everyday, STRESS_ONLY);
        // Every day the root and a pushed page (English's doors are doors.test.ts's); all under stress.
        const doors = stress ? DOORS : DOORS.filter((door) => EVERYDAY_DOORS.has(door.path));
        for (const { path, title } of doors) {
          const context = await newPhoneContext(options);
          const { page, problems } = await openAppIn(context, path, {
            init: { content: `(${recordLanguages.toString()})()` },
          });
          await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
          await expectLanguage(page, language, text(language, title), path);
          // Hydrated, not rendered anew.
          await expect(page.locator('#root')).toHaveAttribute('data-prerendered', /^\/tabs\//);
          const frames = await page.evaluate(
            () => (window as unknown as { __languages: [string, string[]][] }).__languages,
          );
          assert.ok(frames.length > 0, `${path}: frames were recorded`);
          const texts = textsOf(language);
          assert.deepEqual(
            frames.filter(
              ([lang, titles]) => lang !== language || !titles.every((t) => texts.has(t)),
            ),
            [],
            `${path}: every frame in ${language}`,
          );
          assert.deepEqual(problems, [], `${path}: console problems`);
          await context.close();
        }
      });
    }
  }

  test('P14: a plain single-page host (index.html for every path) opens each door in the device language too', async ({
    browser,
    stress,
  }) => {
    const host = await serve({ port: 0, spa: true });
    const devices = [
      ['android', 'ar'],
      ['iphone', 'de'],
    ] as const;
    try {
      // Every day Arabic on Android at two doors; German on an iPhone too, every door, under stress.
      for (const [device, language] of stress ? devices : devices.slice(0, 1)) {
        const context: BrowserContext = await browser.newContext({
          ...DEVICES[device],
          locale: LOCALES[language],
          baseURL: host.url,
          serviceWorkers: 'block',
        });
        for (const { path, title } of stress
          ? DOORS
          : DOORS.filter((door) => EVERYDAY_DOORS.has(door.path))) {
          const { page, problems } = await openAppIn(context, path);
          await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
          await expectLanguage(page, language, text(language, title), `${device} ${path}`);
          // Issue 57: the language's page fetched and shown in this document, not navigated to.
          const loaded = await page.evaluate(
            () => new URL(performance.getEntriesByType('navigation')[0]?.name ?? '').pathname,
          );
          assert.equal(loaded, path, `${device} ${path}: one document`);
          assert.deepEqual(problems, [], path);
          await page.close();
        }
        await context.close();
      }
    } finally {
      await host.close();
    }
  });

  test('P14: Settings switches among all four languages at once, and back to the system’s; a choice survives a reload', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/settings');
    const group = page.getByRole('radiogroup');
    await expect(group.getByRole('radio', { checked: true })).toHaveText(
      text('en', 'settings.language.system'),
    );
    for (const language of [...LANGUAGES.slice(1), DEFAULT_LANGUAGE]) {
      await group.getByRole('radio', { name: LANGUAGE_NAMES[language] }).click();
      await expectLanguage(page, language, text(language, 'tab.settings'), language);
      await expect(group.getByRole('radio', { checked: true })).toHaveText(
        LANGUAGE_NAMES[language],
      );
      await expect(group).toHaveAttribute('aria-label', text(language, 'settings.language'));
    }
    await group.getByRole('radio', { name: LANGUAGE_NAMES.ar }).click();
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expectLanguage(page, 'ar', text('ar', 'tab.settings'), 'after a reload');
    await expect(page).toHaveURL(/\/tabs\/settings$/);
    // Right to left: the first tab is on the right.
    const [first, last] = await Promise.all(
      [TAB_LIST[0].id, TAB_LIST.at(-1)?.id].map((id) =>
        page.locator(`ion-tab-button[tab="${id ?? ''}"]`).boundingBox(),
      ),
    );
    expect(first?.x).toBeGreaterThan(last?.x ?? Infinity);
    await page.getByRole('radio', { name: text('ar', 'settings.language.system') }).click();
    await expectLanguage(page, 'en', text('en', 'tab.settings'), 'system again');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
    // As a radio group: one tab stop, the arrow keys move the choice and the focus.
    await expect(group.locator('[tabindex="0"]')).toHaveCount(1);
    await group.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(group.getByRole('radio', { checked: true })).toHaveText(LANGUAGE_NAMES.en);
    await expect(group.getByRole('radio', { name: LANGUAGE_NAMES.en })).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(group.getByRole('radio', { checked: true })).toHaveText(
      text('en', 'settings.language.system'),
    );
    assert.deepEqual(problems, []);
  });

  test('P14, P7: a language chosen in Settings opens the next start in it, online and offline, no frame in another', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ serviceWorkers: 'allow' });
    const { page, problems } = await openAppIn(context, '/tabs/settings', {
      init: { content: `(${recordLanguages.toString()})()` },
      blockServiceWorkers: false,
    });
    // The worker installed for English pages, as a person's first visit leaves it.
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller?.scriptURL.endsWith('language=en') ?? false;
    });
    await page.getByRole('radio', { name: LANGUAGE_NAMES.de }).click();
    await expectLanguage(page, 'de', text('de', 'tab.settings'), 'chosen');
    // Offline at once (the English worker still answers), online, then offline again.
    for (const [offline, where] of [
      [true, 'offline, at once'],
      [false, 'online'],
      [true, 'offline'],
    ] as const) {
      await context.setOffline(offline);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expectLanguage(page, 'de', text('de', 'tab.settings'), where);
      await expect(page).toHaveURL(/\/tabs\/settings$/);
      const frames = await page.evaluate(
        () => (window as unknown as { __languages: [string, string[]][] }).__languages,
      );
      assert.ok(frames.length > 0, `${where}: frames were recorded`);
      const texts = textsOf('de');
      assert.deepEqual(
        frames.filter(([lang, titles]) => lang !== 'de' || !titles.every((t) => texts.has(t))),
        [],
        `${where}: every frame in German`,
      );
    }
    // The app's own words; offline, the browser also says the new worker could not be fetched.
    assert.deepEqual(
      problems.filter((problem) => problem.includes(LOG_TAG)),
      [],
    );
    await context.close();
  });

  test('P14, P9: a stored language that is garbage falls back to the device’s, said once', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', {
      locale: 'pl-PL',
      init: { content: "localStorage.setItem('language', 'xx-garbage')" },
    });
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expectLanguage(page, 'pl', text('pl', 'tab.home'), 'garbage stored');
    expect(problems).toEqual([
      expect.stringContaining('The stored language "xx-garbage" is not one of the app\'s'),
    ]);
  });

  for (const platform of ['android', 'ios'] as const) {
    test(
      `P14 (${platform} app): the app starts in the device's language, and follows the device where its web view says otherwise`,
      longRun(platform === 'ios'),
      async ({ openApp }) => {
        const set = await openApp('/', {
          locale: LOCALES.pl,
          init: fakeNative({ platform, languageTag: 'pl-PL' }),
        });
        await expect(set.page.locator('html')).toHaveAttribute('data-render', 'live');
        await expectLanguage(set.page, 'pl', text('pl', 'tab.home'), 'a Polish device');
        assert.deepEqual(set.problems, []);

        const differs = await openApp('/tabs/settings', {
          locale: 'en-US',
          init: fakeNative({ platform, languageTag: 'ar-EG' }),
        });
        await expectLanguage(differs.page, 'ar', text('ar', 'tab.settings'), 'an Arabic device');
        assert.deepEqual(differs.problems, []);
      },
    );
  }
});

// Either way a Chromium answers a failed module's URL (chromium.ts), a catalog is fetched again.
for (const { moduleMap, args } of MODULE_MAPS) {
  test.describe(moduleMap, () => {
    test(`P14, P8: a language catalog that cannot be loaded is asked for again, then leaves the app in English, never blank (${moduleMap})`, async ({
      phoneContextWith,
    }) => {
      const context = await phoneContextWith(args, { locale: 'de-DE' });
      const asked: string[] = [];
      await context.route(/\/assets\/de-[\w-]+\.js(\?retry=\d+)?$/, (route) => {
        asked.push(route.request().url());
        return route.abort();
      });
      const { page, problems } = await openAppIn(context, '/tabs/settings');
      await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
      await expectLanguage(page, 'en', text('en', 'tab.settings'), 'catalog gone');
      expect(asked.length, 'fetched again before giving up').toBeGreaterThanOrEqual(2);
      expect(problems).toEqual(
        expect.arrayContaining([expect.stringContaining('The de texts could not be loaded')]),
      );
    });
  });
}
