import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import {
  openAppIn,
  SHOWN_HEADINGS,
  shownHeadings,
  shownState,
  waitForRest,
} from './support/app.ts';
import { FIRST_PAGE_MARK, PRELOADED_MARK } from '../src/shared/startupPhases.ts';
import { QUIET_MS } from '../src/ionic/prepareViews.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { expect, test } from './support/fixtures.ts';

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

  test('P10: a first visit before the tab is prepared is left to Ionic: no page shown early, then the tab its own', async ({
    openApp,
  }) => {
    // Preparing waits while the person touches the app (QUIET_MS): keep touching until the tap.
    const { page, problems } = await openApp('/tabs/home', {
      init: {
        content: `setInterval(() => dispatchEvent(new PointerEvent('pointerdown')), 100);`,
      },
    });
    await waitForRest(page);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PRELOADED_MARK,
    );
    expect(await page.locator('.ion-page[data-page-path="/tabs/settings"]').count()).toBe(0);
    const frame = await firstFrameAfterTap(page, 'settings');
    assert.notDeepEqual(frame.headings, ['Settings'], 'Settings is not kept, so not shown early');
    await waitForRest(page, { paths: ['/tabs/settings'] });
    assert.deepEqual((await shownState(page)).headings, ['Settings']);
    assert.deepEqual(problems, []);
  });

  test('P10: nothing is prepared before the first page has entered, and every other tab is prepared once the app is idle', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', {
      init: {
        content: `(() => {
          const mark = performance.mark.bind(performance);
          performance.mark = (name, options) => {
            if (name === ${JSON.stringify(FIRST_PAGE_MARK)}) {
              window.__pagesWhenEntered = document.querySelectorAll('.ion-page[data-page-path]').length;
            }
            return mark(name, options);
          };
        })();`,
      },
    });
    const others = TAB_LIST.slice(1).map((tab) => `/tabs/${tab.id}`);
    for (const path of others) {
      const prepared = page.locator(`.ion-page[data-page-path="${path}"]`);
      await expect(prepared).toHaveCount(1);
      // Hidden from sight and from screen readers until visited.
      await expect(prepared).toHaveClass(/\bion-page-hidden\b/);
      await expect(prepared).toHaveAttribute('aria-hidden', 'true');
      await expect(prepared).toBeHidden();
    }
    expect(
      await page.evaluate(() => (window as { __pagesWhenEntered?: number }).__pagesWhenEntered),
    ).toBe(1);
    // Focus never lands in a prepared page: tab through the whole document.
    for (let press = 0; press < 40; press++) {
      await page.keyboard.press('Tab');
      const inHidden = await page.evaluate(
        () => document.activeElement?.closest('.ion-page-hidden, [aria-hidden="true"]') != null,
      );
      expect(inHidden, `focus after ${press + 1} Tab presses`).toBe(false);
    }
    expect(problems).toEqual([]);
  });

  test('P10: a hidden page keeps its layout, so a tap only repaints it, and nobody sees, hits or reads it meanwhile', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home');
    const settings = page.locator('.ion-page[data-page-path="/tabs/settings"]');
    await expect(settings).toHaveCount(1);
    await expect(settings).toHaveClass(/\bion-page-hidden\b/);
    await waitForRest(page);

    const hidden = await settings.evaluate((hiddenPage: HTMLElement) => {
      const heading = hiddenPage.querySelector(':scope > ion-header h1');
      const content = hiddenPage.querySelector('ion-content');
      if (!heading || !content) throw new Error('Settings has no heading or content');
      // A part Ionic makes visible again inside a hidden page (an input's clear button, say).
      const shownAgain = document.createElement('span');
      shownAgain.textContent = 'visible again';
      shownAgain.style.visibility = 'visible';
      shownAgain.style.display = 'block';
      content.prepend(shownAgain);
      const centreOf = (element: Element) => {
        const box = element.getBoundingClientRect();
        return [box.x + box.width / 2, box.y + box.height / 2] as const;
      };
      const hit = (element: Element) => {
        const found = document.elementFromPoint(...centreOf(element));
        return found !== null && (hiddenPage.contains(found) || found === hiddenPage);
      };
      const seen = { visibilityProperty: true, opacityProperty: true };
      const box = heading.getBoundingClientRect();
      // Stacked above the shown page, whatever the order Ionic's transitions left them in.
      const zIndex = hiddenPage.style.zIndex;
      hiddenPage.style.zIndex = '1000';
      const [x, y] = centreOf(shownAgain);
      const result = {
        headingBox: [box.x, box.y, box.width, box.height],
        laidOut: box.width > 0 && box.height > 0 && y > box.bottom && y < innerHeight && x > 0,
        seen: heading.checkVisibility(seen) || shownAgain.checkVisibility(seen),
        hit: hit(heading) || hit(shownAgain),
      };
      shownAgain.remove();
      hiddenPage.style.zIndex = zIndex;
      return result;
    });
    expect(hidden.laidOut, 'the hidden page is laid out').toBe(true);
    expect(hidden.seen, 'no part of the hidden page can be seen').toBe(false);
    expect(hidden.hit, 'no part of the hidden page can be tapped').toBe(false);
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toHaveCount(0);

    // The first frame after the tap shows the heading where it was laid out while hidden.
    const shown = await page.evaluate((selector) => {
      return new Promise<number[] | undefined>((resolve) => {
        addEventListener(
          'click',
          () => {
            requestAnimationFrame(() => {
              const box = document.querySelector(selector)?.getBoundingClientRect();
              resolve(box && [box.x, box.y, box.width, box.height]);
            });
          },
          { once: true },
        );
        document.querySelector<HTMLElement>('ion-tab-button[tab="settings"]')?.click();
      });
    }, `.ion-page[data-page-path="/tabs/settings"]:not(.ion-page-hidden) > ion-header h1`);
    expect(shown).toEqual(hidden.headingBox);
    await waitForRest(page, { paths: ['/tabs/settings'] });
    await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("P10: a prepared tab's first visit shows its page in the first frame after the tap, current, and its visit fires what a visit fires", async ({
    openApp,
    newPhoneContext,
  }) => {
    const lifecycle = `(() => {
      window.__events = [];
      for (const type of ['ionViewWillEnter', 'ionViewDidEnter', 'ionViewWillLeave', 'ionViewDidLeave']) {
        document.addEventListener(type, (event) => {
          const path = event.target.getAttribute && event.target.getAttribute('data-page-path');
          if (path) window.__events.push(type + ' ' + path);
        }, true);
      }
    })();`;
    const events = (page: Page) =>
      page.evaluate(() => (window as { __events?: string[] }).__events?.splice(0) ?? []);

    // What a first visit fires when it is not prepared (the person keeps touching meanwhile).
    const unprepared = await newPhoneContext({ colorScheme: 'light' });
    const plain = await openAppIn(unprepared, '/tabs/home', {
      init: [
        { content: lifecycle },
        { content: `setInterval(() => dispatchEvent(new PointerEvent('pointerdown')), 100);` },
      ],
    });
    await waitForRest(plain.page);
    await plain.page.locator('ion-tab-button[tab="explore"]').click();
    await waitForRest(plain.page, { paths: ['/tabs/explore'] });
    await plain.page
      .locator('.ion-page[data-page-path="/tabs/explore"] ion-item', { hasText: 'Dark theme' })
      .click();
    await waitForRest(plain.page, { paths: ['/tabs/explore/dark-theme'] });
    await events(plain.page);
    await plain.page.locator('ion-tab-button[tab="settings"]').click();
    await waitForRest(plain.page, { paths: ['/tabs/settings'] });
    await plain.page.waitForTimeout(300);
    const unpreparedEvents = await events(plain.page);

    const { page, problems } = await openApp('/tabs/home', {
      colorScheme: 'light',
      init: { content: lifecycle },
    });
    const settings = page.locator('.ion-page[data-page-path="/tabs/settings"]');
    await expect(settings).toHaveCount(1);
    await expect(settings).toHaveClass(/\bion-page-hidden\b/);
    // The theme changes after Settings was prepared (on Explore's dark theme page): Settings'
    // first visit shows it as it is now.
    await page.locator('ion-tab-button[tab="explore"]').click();
    await waitForRest(page, { paths: ['/tabs/explore'] });
    await page
      .locator('.ion-page[data-page-path="/tabs/explore"] ion-item', { hasText: 'Dark theme' })
      .click();
    await waitForRest(page, { paths: ['/tabs/explore/dark-theme'] });
    // A push from the prepared page fires the pages' events, as any push does.
    await expect
      .poll(async () =>
        (await page.evaluate(() => (window as { __events?: string[] }).__events ?? [])).join(),
      )
      .toContain('ionViewDidEnter /tabs/explore/dark-theme');
    expect(await events(page)).toEqual(
      expect.arrayContaining([
        'ionViewWillLeave /tabs/explore',
        'ionViewWillEnter /tabs/explore/dark-theme',
        'ionViewDidLeave /tabs/explore',
        'ionViewDidEnter /tabs/explore/dark-theme',
      ]),
    );
    await page.locator('.ion-page[data-page-path="/tabs/explore/dark-theme"] ion-toggle').click();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await events(page);
    const frame = await firstFrameAfterTap(page, 'settings');
    expect(frame.headings).toEqual(['Settings']);
    await waitForRest(page, { paths: ['/tabs/settings'] });
    await expect(settings.locator('ion-toggle')).toHaveJSProperty('checked', true);
    await page.waitForTimeout(300);
    // Ionic React 9 fires no page events on a tab switch (the stock tabs app neither): the prepared
    // visit fires exactly what an unprepared one does.
    expect(await events(page)).toEqual(unpreparedEvents);
    expect(problems).toEqual([]);
  });

  test('P10: preparing waits while the person touches the app, and a tap is never held for it', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', {
      init: {
        content: `(() => {
          window.__inputs = [];
          window.__prepared = [];
          addEventListener('pointerdown', () => window.__inputs.push(performance.now()), true);
          new MutationObserver((records) => {
            for (const record of records) {
              for (const node of record.addedNodes) {
                if (node.nodeType === 1 && node.matches('.ion-page[data-page-path]')) {
                  window.__prepared.push(performance.now());
                }
              }
            }
          }).observe(document, { childList: true, subtree: true });
        })();`,
      },
    });
    await waitForRest(page);
    // Touch the page every 200 ms for 2 s, from as soon as the app is live.
    for (let touch = 0; touch < 10; touch++) {
      await page.mouse.move(200, 300);
      await page.mouse.down();
      await page.mouse.up();
      await page.waitForTimeout(200);
    }
    await expect(page.locator('.ion-page[data-page-path="/tabs/settings"]')).toHaveCount(1);
    const { inputs, prepared } = await page.evaluate(() => {
      const w = window as unknown as { __inputs: number[]; __prepared: number[] };
      return { inputs: w.__inputs, prepared: w.__prepared };
    });
    // Every page created after the first was created at least QUIET_MS after the last touch.
    for (const at of prepared.slice(1)) {
      const lastTouch = Math.max(
        ...inputs.filter((input) => input <= at),
        Number.NEGATIVE_INFINITY,
      );
      expect(at - lastTouch).toBeGreaterThanOrEqual(QUIET_MS);
    }
    // A tap now is answered at once: Explore shows in the frame after it.
    const frame = await firstFrameAfterTap(page, 'explore');
    expect(frame.headings).toEqual(['Explore']);
    expect(problems).toEqual([]);
  });
  test('P10: a tab made ahead comes a part at a time while hidden, and whole in the first frame it shows', async ({
    openApp,
  }) => {
    // Idle periods are given one at a time, so the tap lands while Explore is made in part.
    const { page, problems } = await openApp('/tabs/home', {
      init: {
        content: `(() => {
          window.__idle = [];
          window.requestIdleCallback = (work) => window.__idle.push(work);
          window.cancelIdleCallback = () => undefined;
          window.__items = {};
          new MutationObserver(() => {
            for (const page of document.querySelectorAll('.ion-page[data-page-path]')) {
              const counts = (window.__items[page.getAttribute('data-page-path')] ??= []);
              const items = page.querySelectorAll('ion-item').length;
              if (counts.at(-1) !== items) counts.push(items);
            }
          }).observe(document, { childList: true, subtree: true });
        })();`,
      },
    });
    const explore = page.locator('.ion-page[data-page-path="/tabs/explore"]');
    /** Gives idle periods, one at a time, until `done` holds or none is asked for. */
    const idleUntil = async (done: () => Promise<boolean>) => {
      for (let period = 0; period < 200 && !(await done()); period++) {
        const left = await page.evaluate(() => {
          const idle = (window as unknown as { __idle: (() => void)[] }).__idle;
          idle.shift()?.();
          return idle.length;
        });
        if (left === 0) await page.waitForTimeout(50);
      }
    };
    await idleUntil(async () => (await explore.locator('ion-item').count()) > 0);
    await expect(explore).toHaveClass(/\bion-page-hidden\b/);
    const inPart = await explore.locator('ion-item').count();

    const firstFrame = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          addEventListener(
            'click',
            () => {
              requestAnimationFrame(() => {
                resolve(
                  document.querySelectorAll(
                    '.ion-page[data-page-path="/tabs/explore"]:not(.ion-page-hidden) ion-item',
                  ).length,
                );
              });
            },
            { once: true },
          );
        }),
    );
    await page.locator('ion-tab-button[tab="explore"]').click();
    const whole = await firstFrame;
    await waitForRest(page, { paths: ['/tabs/explore'] });
    const items = await explore.locator('ion-item').count();
    expect(inPart).toBeLessThan(items);
    expect(whole).toBe(items);

    // Settings, still hidden, is made a part at a time too, until the idle periods run out.
    const settings = page.locator('.ion-page[data-page-path="/tabs/settings"]');
    let before = -1;
    await idleUntil(async () => {
      const now = await settings.locator('ion-item').count();
      const quiet = await page.evaluate(
        () => (window as unknown as { __idle: unknown[] }).__idle.length === 0,
      );
      const settled = quiet && now > 0 && now === before;
      before = now;
      return settled;
    });
    const made = await settings.locator('ion-item').count();
    const counts = await page.evaluate(
      () => (window as unknown as { __items: Record<string, number[]> }).__items,
    );
    expect(counts['/tabs/settings']?.[0]).toBe(0);
    expect(counts['/tabs/settings']?.length).toBeGreaterThan(2);
    expect(counts['/tabs/settings']?.at(-1)).toBe(made);
    await page.locator('ion-tab-button[tab="settings"]').click();
    await waitForRest(page, { paths: ['/tabs/settings'] });
    await expect(settings.locator('ion-item')).toHaveCount(made);
    expect(problems).toEqual([]);
  });
});
