/**
 * P10, issue 34: until the app is live, a tap does what it will do afterwards, once, without
 * loading another document (src/startup/earlyTaps.ts), and the first paint is complete. Each test
 * runs at CPU ×4 with the app's scripts held back, so the page is only what the server sent.
 */
import assert from 'node:assert/strict';
import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import {
  documentsLoaded,
  expectHeading,
  holdAppStart,
  SHOWN_HEADINGS,
  SHOWN_PAGE,
  seedStorage,
  slowLine,
} from './support/app.ts';
import { DEVICE_MODE, DEVICES, type DeviceName } from './support/devices.ts';
import { expect as fastExpect, longRun, test } from './support/fixtures.ts';

/** At CPU ×4 on a loaded 2-core machine a page takes seconds: wait for conditions that long. */
const expect = fastExpect.configure({ timeout: 30_000 });

/** Console errors and warnings, but the harness's own word on blocked service workers. */
function problemsOf(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Service Worker registration blocked|service workers are blocked/.test(message.text()))
      return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** A page at CPU ×4 whose app is held back until `release`, counting the documents it loads. */
async function heldPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const problems = problemsOf(page);
  const documents = documentsLoaded(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const release = await holdAppStart(page);
  await page.goto(path);
  await expect(page.locator(SHOWN_HEADINGS).first()).toBeVisible();
  return { page, problems, documents, release };
}

/** The page on top before the app runs: its heading, in the prerendered markup. */
async function expectShown(page: Page, heading: string, path: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator(SHOWN_HEADINGS)).toHaveText([heading]);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
}

/** The app takes the page shown over: hydrated, not rendered anew, with nothing printed. */
async function expectHydrated(page: Page, heading: string, path: string, problems: string[]) {
  await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
  await expectHeading(page, heading);
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
  assert.deepEqual(problems, []);
}

test.describe('taps before the app is live (P10)', () => {
  for (const device of Object.keys(DEVICES) as DeviceName[]) {
    const mode = DEVICE_MODE[device];

    test(
      `P10 (${mode}): a tab tapped before live shows its page in place, once, and the app hydrates it`,
      longRun(mode === 'md'),
      async ({ newPhoneContext }) => {
        const context = await newPhoneContext({ ...DEVICES[device] });
        const { page, problems, documents, release } = await heldPage(context, '/tabs/home');
        const before = await page.evaluate(() => history.length);
        await page.locator('ion-tab-button[tab="explore"]').click();
        await expectShown(page, 'Explore', '/tabs/explore');
        await expect(page.locator('ion-tab-button[tab="explore"]')).toHaveClass(/tab-selected/);
        expect(await page.evaluate(() => history.length)).toBe(before + 1);
        release();
        await expectHydrated(page, 'Explore', '/tabs/explore', problems);
        expect(documents(), 'no other document loaded').toBe(1);
        // The history the app would have written: Back returns to Home.
        await page.goBack();
        await expectHeading(page, 'Home');
      },
    );
  }

  test('P10: a list item tapped before live pushes its page in place; Back returns', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ ...DEVICES.android });
    const { page, problems, documents, release } = await heldPage(context, '/tabs/explore');
    await page.locator(`${SHOWN_PAGE} ion-item[href="/tabs/explore/offline"]`).click();
    await expectShown(page, 'Offline', '/tabs/explore/offline');
    release();
    await expectHydrated(page, 'Offline', '/tabs/explore/offline', problems);
    await page.locator(`${SHOWN_PAGE} ion-back-button`).click();
    await expectHeading(page, 'Explore');
    expect(documents()).toBe(1);
  });

  test('P10: a back button tapped before live on a page opened by its URL goes to its default page', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ ...DEVICES.iphone });
    const { page, problems, documents, release } = await heldPage(
      context,
      '/tabs/explore/back-button',
    );
    const before = await page.evaluate(() => history.length);
    await page.locator(`${SHOWN_PAGE} ion-back-button`).click();
    // As Ionic's back button does there: its default page, the history entry replaced.
    await expectShown(page, 'Explore', '/tabs/explore');
    expect(await page.evaluate(() => history.length)).toBe(before);
    release();
    await expectHydrated(page, 'Explore', '/tabs/explore', problems);
    expect(documents()).toBe(1);
  });

  test("P10: any other control tapped before live is shown pressed, and its tap is the app's once live", async ({
    newPhoneContext,
  }) => {
    // A stored light theme on a dark system: "Use system setting" makes it dark (S6).
    const context = await newPhoneContext({ ...DEVICES.android, colorScheme: 'dark' });
    await context.addInitScript(seedStorage('false'));
    const { page, problems, release } = await heldPage(context, '/tabs/settings');
    const button = page.locator(`${SHOWN_PAGE} ion-button`, { hasText: 'Use system' });
    await button.click();
    await expect(button).toHaveAttribute('data-kept-tap', '');
    expect(await page.evaluate(() => document.body.classList.contains('dark'))).toBe(false);
    release();
    await expect(page.locator('body')).toHaveClass(/\bdark\b/);
    await expect(button).not.toHaveAttribute('data-kept-tap');
    expect(await page.evaluate(() => localStorage.getItem('prefersDark'))).toBe('true');
    assert.deepEqual(problems, []);
  });

  test("P10, issue 57: on a slow line Ionic's elements are defined while the start's code is still on its way, and a tab tapped then is the app's once live", async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext(DEVICES.android);
    const page = await context.newPage();
    const problems = problemsOf(page);
    // A slow line: there the start's code comes last.
    await slowLine(context, page);
    const start = Promise.withResolvers<undefined>();
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await start.promise;
      await route.continue();
    });
    await page.goto('/tabs/explore');
    const marks = () =>
      page.evaluate(() =>
        performance.getEntriesByType('mark').map(({ name, startTime }) => ({ name, startTime })),
      );
    const named = (entries: { name: string; startTime: number }[], suffix: string) =>
      entries.find(({ name }) => name.endsWith(suffix));
    await expect.poll(async () => named(await marks(), ':ionic-defined')).toBeTruthy();
    await expect(page.locator('ion-tab-bar')).toHaveClass(/\bhydrated\b/);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'hydrating');
    const settings = page.locator('ion-tab-button[tab="settings"]');
    await settings.click();
    await expect(settings).toHaveAttribute('data-kept-tap', '');
    await expect(page).toHaveURL(/\/tabs\/explore$/);
    start.resolve(undefined);
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await expectHeading(page, 'Settings');
    await expect(page).toHaveURL(/\/tabs\/settings$/);
    const after = await marks();
    const defined = named(after, ':ionic-defined');
    const codeRun = named(after, ':app-code-run');
    assert.ok(defined && codeRun && defined.startTime < codeRun.startTime, JSON.stringify(after));
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', '/tabs/explore');
    assert.deepEqual(problems, []);
  });
});

test.describe('one owner for taps until live (P10, issue 56)', () => {
  /** The listeners on window and document, each as where its handler was written. */
  async function listeners(cdp: CDPSession): Promise<string[]> {
    const found: string[] = [];
    for (const target of ['window', 'document']) {
      const { result } = await cdp.send('Runtime.evaluate', { expression: target });
      if (!result.objectId) continue;
      const { listeners: list } = await cdp.send('DOMDebugger.getEventListeners', {
        objectId: result.objectId,
      });
      for (const listener of list) {
        found.push(
          `${target} ${listener.type} capture=${String(listener.useCapture)} at ${listener.scriptId}:${listener.lineNumber}:${listener.columnNumber}`,
        );
      }
    }
    return found;
  }

  test('P10: every listener the first screen added for taps is gone once the app is live', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ ...DEVICES.android });
    const { page, release } = await heldPage(context, '/tabs/home');
    const cdp = await context.newCDPSession(page);
    // Only the head and body scripts have run: what they listen to is the owner of taps'.
    const before = await listeners(cdp);
    expect(
      before.filter((listener) =>
        /^window (click|pointerdown|pointerup) capture=true/.test(listener),
      ),
    ).toHaveLength(3);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-render', 'live');
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
    const after = await listeners(cdp);
    expect(after.filter((listener) => before.includes(listener))).toEqual([]);
  });

  test('P10, issue 57: a tab tapped before live is selected, and its page titled, in the frame after the tap', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext({ ...DEVICES.iphone });
    const { page, release } = await heldPage(context, '/tabs/home');
    // The tapped tab's page arrives late, as on a slow network.
    const arrived = Promise.withResolvers<undefined>();
    await page.route('**/tabs/explore.html', async (route) => {
      await arrived.promise;
      await route.continue();
    });
    const frame = await page.evaluate(
      () =>
        new Promise<{ selected: string | null; title: string | null | undefined }>((resolve) => {
          const button = document.querySelector<HTMLElement>('ion-tab-button[tab="explore"]');
          button?.click();
          requestAnimationFrame(() => {
            resolve({
              selected:
                document.querySelector('ion-tab-button.tab-selected')?.getAttribute('tab') ?? null,
              title: document.querySelector('ion-router-outlet > .ion-page ion-header h1')
                ?.textContent,
            });
          });
        }),
    );
    expect(frame).toEqual({ selected: 'explore', title: 'Explore' });
    arrived.resolve(undefined);
    await expectShown(page, 'Explore', '/tabs/explore');
    release();
    await expectHeading(page, 'Explore');
  });
});

test.describe('the first paint (P10)', () => {
  for (const device of Object.keys(DEVICES) as DeviceName[]) {
    const mode = DEVICE_MODE[device];

    test(
      `P10 (${mode}): the first paint holds the whole tab bar, and nothing moves once the app is live`,
      longRun(mode === 'ios'),
      async ({ newPhoneContext }) => {
        const context = await newPhoneContext({ ...DEVICES[device] });
        await context.addInitScript(() => {
          const w = window as unknown as { __tabBarParsed?: number; __shifts: number };
          w.__shifts = 0;
          new MutationObserver((_, observer) => {
            if (!document.querySelector('ion-tab-bar [data-tab-bar-end]')) return;
            w.__tabBarParsed = performance.now();
            observer.disconnect();
          }).observe(document, { childList: true, subtree: true });
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) w.__shifts += entry.value;
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await page.goto('/tabs/explore');
        // Live, and its first page entered: the app has done all it does to the first screen.
        await expect(page.locator('html')).toHaveAttribute('data-first-page-entered', '');
        const { parsed, fcp, shifts } = await page.evaluate(() => {
          const w = window as unknown as { __tabBarParsed?: number; __shifts: number };
          const paint = performance.getEntriesByName('first-contentful-paint')[0];
          return { parsed: w.__tabBarParsed, fcp: paint?.startTime, shifts: w.__shifts };
        });
        assert.ok(parsed !== undefined && fcp !== undefined, 'both moments were recorded');
        expect(
          fcp,
          'the first contentful paint comes after the tab bar is parsed',
        ).toBeGreaterThanOrEqual(parsed);
        expect(shifts, 'cumulative layout shift').toBeLessThan(0.01);
      },
    );
  }
});
