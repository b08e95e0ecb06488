/**
 * Hurried hands: taps that do not wait for transitions, on a slow phone (CPU ×4). Speed work moves
 * when pages mount; this proves it never costs correctness. After each burst the app must show
 * exactly one page, the one a fresh load of the URL shows, with the tab of the URL selected (P2).
 */
import assert from 'node:assert/strict';
import type { Browser, Page } from '@playwright/test';
import {
  openAppIn,
  phoneContext,
  SHOWN_HEADINGS,
  SHOWN_PAGE,
  shownState,
  waitForRest,
} from './support/app.ts';
import { test } from './support/fixtures.ts';

/** Bursts of taps: a few every day, the full run under stress. */
const EVERYDAY_BURSTS = 1;
const STRESS_BURSTS = 8;
const TAPS_PER_BURST = 40;

/** Where the app is served, for the fresh loads each check compares with. */
interface Site {
  readonly browser: Browser;
  readonly baseURL: string;
}

/** A seeded generator, so that a failure replays the same way. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Where a person could tap now: every tab, the shown page's list items and back button. */
async function tapTargets(page: Page): Promise<{ name: string; x: number; y: number }[]> {
  return page.evaluate((shownPage) => {
    const centre = (element: Element, name: string) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0
        ? [{ name, x: box.x + box.width / 2, y: box.y + box.height / 2 }]
        : [];
    };
    const tabs = [...document.querySelectorAll('ion-tab-button')].flatMap((button) =>
      centre(button, `tab ${button.getAttribute('tab') ?? '?'}`),
    );
    const shown = [...document.querySelectorAll(shownPage)];
    const items = shown.flatMap((p) =>
      [...p.querySelectorAll('ion-item[router-link]')].map((item) => [item, 'item'] as const),
    );
    const backs = shown.flatMap((p) =>
      [...p.querySelectorAll('ion-back-button')].map((back) => [back, 'back'] as const),
    );
    return [
      ...tabs,
      ...[...items, ...backs].flatMap(([element, kind]) =>
        centre(element, `${kind} ${element.getAttribute('router-link') ?? ''}`),
      ),
    ];
  }, SHOWN_PAGE);
}

/** The state once the taps have stopped and the app has come to rest (or, if it never does, now). */
async function restingState(page: Page) {
  await waitForRest(page, { quietMs: 500, timeout: 15_000 }).catch(() => undefined);
  return shownState(page);
}

/**
 * The heading a fresh load of the path shows, in a context of its own, in the language shown: a tap
 * that lands on Settings' Language choice changes it, as it would for a person (P14).
 */
async function freshHeading(site: Site, path: string, language: string | null): Promise<string> {
  const context = await phoneContext(site.browser, site.baseURL);
  try {
    const { page } = await openAppIn(context, path, {
      ...(language === null
        ? {}
        : { init: { content: `localStorage.setItem('language', ${JSON.stringify(language)})` } }),
    });
    const [heading] = await page.locator(SHOWN_HEADINGS).allTextContents();
    return heading ?? '';
  } finally {
    await context.close();
  }
}

async function assertAtRest(site: Site, page: Page, recent: readonly string[]) {
  const state = await restingState(page);
  const context = `after ${recent.join(', ')}: ${JSON.stringify(state)}`;
  assert.equal(state.headings.length, 1, `exactly one page is shown ${context}`);
  assert.equal(
    state.headings[0],
    await freshHeading(
      site,
      state.path,
      await page.evaluate(() => document.documentElement.lang || null),
    ),
    `the page shown is the one a fresh load of ${state.path} shows ${context}`,
  );
  const tab = state.path.split('/')[2];
  assert.deepEqual(state.selectedTabs, [tab], `the tab of the URL is selected ${context}`);
}

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('hurried hands (CPU ×4)', () => {
  test("P2: bursts of seeded taps with no wait for transitions leave one page, the URL's, with its tab selected", async ({
    openApp,
    browser,
    baseURL,
    stress,
  }) => {
    const BURSTS = stress ? STRESS_BURSTS : EVERYDAY_BURSTS;
    test.setTimeout(10 * 60_000);
    const { page, errors } = await openApp('/tabs/home');
    await slowPhone(page);
    const next = random(20261122);
    for (let burst = 0; burst < BURSTS; burst++) {
      const recent: string[] = [];
      for (let tap = 0; tap < TAPS_PER_BURST; tap++) {
        const targets = await tapTargets(page);
        const target = targets[Math.floor(next() * targets.length)];
        if (!target) continue;
        await page.mouse.click(target.x, target.y);
        recent.push(target.name);
        if (recent.length > 8) recent.shift();
        // Mostly a person's pace; one tap in three a few milliseconds after the last.
        await page.waitForTimeout(next() < 0.33 ? next() * 5 : 20 + next() * 200);
      }
      await assertAtRest({ browser, baseURL: baseURL ?? '' }, page, recent);
    }
    assert.deepEqual(errors(), []);
  });

  test("P2: a push tapped a few milliseconds after Back (the page's or the browser's) leaves one page", async ({
    openApp,
    browser,
    baseURL,
    stress,
  }) => {
    test.setTimeout(10 * 60_000);
    const { page, errors } = await openApp('/tabs/explore');
    await slowPhone(page);
    const items = page.locator(`${SHOWN_PAGE} ion-item[router-link]`);
    // Every day: animated, the page's Back with a push at once; under stress, every pairing, the
    // browser's Back too.
    const cases = stress
      ? [true, false].flatMap((animated) =>
          ['button', 'browser'].flatMap((how) =>
            [0, 3, 10, 30].map((delay) => ({ animated, how, delay })),
          ),
        )
      : [{ animated: true, how: 'button', delay: 0 }];
    for (const { animated, how, delay } of cases) {
      await page.goto(`/tabs/explore?ionic:animated=${animated}`);
      await items.first().waitFor();
      // Where the second item is on Explore, where it will be again once Back has begun.
      const item = await items.nth(1).boundingBox();
      await items.first().click();
      const back = page.locator(`${SHOWN_PAGE} ion-back-button`);
      await back.waitFor();
      await restingState(page);
      const backBox = await back.boundingBox();
      assert.ok(item && backBox, 'the back button and an item of Explore are on the page');
      if (how === 'button') {
        await page.mouse.click(backBox.x + backBox.width / 2, backBox.y + backBox.height / 2);
      } else {
        await page.evaluate(() => {
          history.back();
        });
      }
      await page.waitForTimeout(delay);
      await page.mouse.click(item.x + item.width / 2, item.y + item.height / 2);
      await assertAtRest({ browser, baseURL: baseURL ?? '' }, page, [
        `Back (${how}, animated: ${animated}), then ${delay} ms later a push`,
      ]);
    }
    assert.deepEqual(errors(), []);
  });
});
