import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { SHOWN_HEADINGS, shownHeadings, shownState, waitForRest } from './support/app.ts';
import { test } from './support/fixtures.ts';

/**
 * Taps a tab and reports what the first frame after the tap shows: the headings of the pages shown
 * and the URL, read in the first animation frame after the click.
 */
async function firstFrameAfterTap(page: Page, tab: string) {
  await page.evaluate((selector) => {
    const w = window as unknown as { __firstFrame?: Promise<{ headings: string[]; path: string }> };
    w.__firstFrame = new Promise((resolve) => {
      addEventListener(
        'click',
        () => {
          requestAnimationFrame(() => {
            resolve({
              headings: [...document.querySelectorAll(selector)].map((h) => h.textContent),
              path: location.pathname,
            });
          });
        },
        { once: true },
      );
    });
  }, SHOWN_HEADINGS);
  await page.locator(`ion-tab-button[tab="${tab}"]`).click();
  return page.evaluate(
    () =>
      (window as unknown as { __firstFrame: Promise<{ headings: string[]; path: string }> })
        .__firstFrame,
  );
}

test.describe('tab switches (P10)', () => {
  test('P10: a tab visited before shows its kept page in the first frame after the tap, alone', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home');
    await waitForRest(page);
    // Explore, one page in: the tab's kept page is that inner page.
    await page.locator('ion-tab-button[tab="explore"]').click();
    await waitForRest(page, { paths: ['/tabs/explore'] });
    await page.locator('.ion-page[data-page-path="/tabs/explore"] ion-item').first().click();
    await waitForRest(page);
    const inner = (await shownHeadings(page))[0];
    assert.ok(inner && inner !== 'Explore', `an inner page of Explore is shown: ${inner}`);
    await page.locator('ion-tab-button[tab="home"]').click();
    await waitForRest(page, { paths: ['/tabs/home'] });

    const frame = await firstFrameAfterTap(page, 'explore');
    assert.deepEqual(frame.headings, [inner], 'the kept page, and only it, in the first frame');

    await waitForRest(page);
    const state = await shownState(page);
    assert.deepEqual(state.headings, [inner]);
    assert.match(state.path, /^\/tabs\/explore\/./);
    assert.deepEqual(state.selectedTabs, ['explore']);
    assert.equal(await page.locator('.ion-page:not(.ion-page-hidden)[aria-hidden]').count(), 0);
    assert.deepEqual(problems, []);
  });

  test('P10: a first visit is left to Ionic: no page shown early, then the tab its own', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home');
    await waitForRest(page);
    const frame = await firstFrameAfterTap(page, 'settings');
    assert.notDeepEqual(frame.headings, ['Settings'], 'Settings is not kept, so not shown early');
    await waitForRest(page, { paths: ['/tabs/settings'] });
    assert.deepEqual((await shownState(page)).headings, ['Settings']);
    assert.deepEqual(problems, []);
  });
});
