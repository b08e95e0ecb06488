/**
 * Hurried hands: taps that do not wait for transitions, on a slow phone (CPU ×4). Speed work moves
 * when pages mount; this proves it never costs correctness. After each burst the app must show
 * exactly one page, the one a fresh load of the URL shows, with the tab of the URL selected (P2).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { appHarness, openApp, type Harness } from './support/app.ts';

const app = appHarness();

const BURSTS = 8;
const TAPS_PER_BURST = 40;
const SHOWN_HEADINGS = '.ion-page:not(.ion-page-hidden) > ion-header h1';

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
  return page.evaluate(() => {
    const centre = (element: Element, name: string) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0
        ? [{ name, x: box.x + box.width / 2, y: box.y + box.height / 2 }]
        : [];
    };
    const tabs = [...document.querySelectorAll('ion-tab-button')].flatMap((button) =>
      centre(button, `tab ${button.getAttribute('tab') ?? '?'}`),
    );
    const shown = [...document.querySelectorAll('.ion-page:not(.ion-page-hidden)')];
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
  });
}

/** The state once the taps have stopped and the app has come to rest. */
async function restingState(page: Page) {
  // One heading on top, unchanged for a moment; or, if it never comes, whatever is shown then.
  await page
    .waitForFunction(
      (selector) => {
        const w = window as unknown as { __rest?: { key: string; since: number } };
        const headings = [...document.querySelectorAll(selector)].map((h) => h.textContent);
        const key = `${location.pathname} ${headings.join('|')}`;
        if (headings.length !== 1 || w.__rest?.key !== key) {
          w.__rest = { key, since: performance.now() };
          return false;
        }
        return performance.now() - w.__rest.since > 500;
      },
      SHOWN_HEADINGS,
      { timeout: 15_000, polling: 50 },
    )
    .catch(() => undefined);
  return page.evaluate((selector) => {
    return {
      path: location.pathname,
      headings: [...document.querySelectorAll(selector)].map((h) => h.textContent),
      selectedTabs: [...document.querySelectorAll('ion-tab-button.tab-selected')].map((button) =>
        button.getAttribute('tab'),
      ),
    };
  }, SHOWN_HEADINGS);
}

/** The heading a fresh load of the path shows, in a context of its own. */
async function freshHeading(harness: Harness, path: string): Promise<string> {
  const fresh = await openApp(harness, path);
  try {
    const [heading] = await fresh.page.locator(SHOWN_HEADINGS).allTextContents();
    return heading ?? '';
  } finally {
    await fresh.close();
  }
}

async function assertAtRest(harness: Harness, page: Page, recent: readonly string[]) {
  const state = await restingState(page);
  const context = `after ${recent.join(', ')}: ${JSON.stringify(state)}`;
  assert.equal(state.headings.length, 1, `exactly one page is shown ${context}`);
  assert.equal(
    state.headings[0],
    await freshHeading(harness, state.path),
    `the page shown is the one a fresh load of ${state.path} shows ${context}`,
  );
  const tab = state.path.split('/')[2];
  assert.deepEqual(state.selectedTabs, [tab], `the tab of the URL is selected ${context}`);
}

async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

describe('hurried hands (CPU ×4)', () => {
  it(`P2: ${BURSTS * TAPS_PER_BURST} seeded taps with no wait for transitions leave one page, the URL's, with its tab selected`, async () => {
    const { page, errors, close } = await openApp(app(), '/tabs/home');
    try {
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
        await assertAtRest(app(), page, recent);
      }
      assert.deepEqual(errors(), []);
    } finally {
      await close();
    }
  });

  it("P2: a push tapped a few milliseconds after Back (the page's or the browser's) leaves one page", async () => {
    const { page, errors, close } = await openApp(app(), '/tabs/explore');
    try {
      await slowPhone(page);
      const items = page.locator('.ion-page:not(.ion-page-hidden) ion-item[router-link]');
      const cases = [true, false].flatMap((animated) =>
        ['button', 'browser'].flatMap((how) =>
          [0, 3, 10, 30].map((delay) => ({ animated, how, delay })),
        ),
      );
      for (const { animated, how, delay } of cases) {
        await page.goto(`/tabs/explore?ionic:animated=${animated}`);
        await items.first().waitFor();
        // Where the second item is on Explore, where it will be again once Back has begun.
        const item = await items.nth(1).boundingBox();
        await items.first().click();
        const back = page.locator('.ion-page:not(.ion-page-hidden) ion-back-button');
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
        await assertAtRest(app(), page, [
          `Back (${how}, animated: ${animated}), then ${delay} ms later a push`,
        ]);
      }
      assert.deepEqual(errors(), []);
    } finally {
      await close();
    }
  });
});
