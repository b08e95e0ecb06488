/**
 * The core suite that must hold in every engine Tabshell's users run (issue 20, section 3): written
 * once against `EnginePage`, run by `scripts/test-engines.ts` in WebKit and Firefox. The same
 * clauses run in Chromium as the `@core` tests of e2e/ (Playwright Test).
 */
import assert from 'node:assert/strict';
import { SHOWN_HEADINGS, SHOWN_PAGE } from '../e2e/support/app.ts';
import {
  APP_TABS,
  BAR_LTR,
  RAIL_LEFT,
  RAIL_RIGHT,
  tabPlacement,
} from '../e2e/support/tabPlacement.ts';
import { PRELOADED_MARK } from '../src/shared/startupPhases.ts';
import { LANDING_PATH, TAB_LIST } from '../src/tabs/tabList.ts';
import { IPHONE_USER_AGENT, type EnginePage, type Profile } from './driver.ts';

export interface Check {
  /** Cites the clauses it proves, as the test names of e2e/ do. */
  readonly name: string;
  readonly profile: Profile;
  run(page: EnginePage): Promise<void>;
}

const LIGHT: Profile = { colorScheme: 'light' };
const DARK: Profile = { colorScheme: 'dark' };
const IPHONE: Profile = { colorScheme: 'light', userAgent: IPHONE_USER_AGENT };
/** A tablet held sideways, or a small desktop window: wider than RAIL_MIN_WIDTH (P12). */
const WIDE: Profile = { colorScheme: 'light', viewport: { width: 1024, height: 768 } };

/** Messages an engine writes on its own about a page that is fine; anything else fails a check. */
const ENGINE_NOISE = [
  // WebKitGTK 2.50 does not know this directive; `default-src 'self'` covers the manifest anyway.
  "Unrecognized Content-Security-Policy directive 'manifest-src'.",
];

/** The page's problems an engine's own noise aside: every check ends with none. */
export async function unexpectedProblems(page: EnginePage): Promise<string[]> {
  return (await page.problems()).filter(
    (problem) => !ENGINE_NOISE.some((noise) => problem.replace(/^\w+: /, '') === noise),
  );
}

/** Polls until `fn` returns true in the page; on timeout, says what was awaited and what was seen. */
async function waitFor<A extends readonly unknown[]>(
  page: EnginePage,
  what: string,
  fn: (...args: A) => boolean,
  ...args: A
): Promise<void> {
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    // A page between two documents cannot answer: ask again.
    if (await page.evaluate(fn, ...args).catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seen = await page.evaluate(
    (selector: string) => ({
      path: location.pathname,
      headings: [...document.querySelectorAll(selector)].map((h) => h.textContent),
    }),
    SHOWN_HEADINGS,
  );
  assert.fail(`timed out waiting for ${what}; found ${JSON.stringify(seen)}`);
}

/**
 * Opens the app at `path` with `stored` as the stored preference (none when undefined). Storage is
 * seeded from a plain file of the same origin, as no engine here runs a script before the page's.
 */
async function openApp(page: EnginePage, path: string, stored?: string): Promise<void> {
  await page.goto('/robots.txt');
  await page.evaluate((value: string | null) => {
    localStorage.clear();
    if (value !== null) localStorage.setItem('prefersDark', value);
  }, stored ?? null);
  await page.goto(path);
  await expectLive(page);
}

/**
 * Waits until the app runs the page and shows one: a prerendered page (P10) shows its screen before
 * the app has taken it over, and marks the takeover with `data-render="live"` on <html>.
 */
function expectLive(page: EnginePage): Promise<void> {
  return waitFor(
    page,
    'the app to run the page',
    (selector: string) =>
      document.querySelector(selector) !== null &&
      (document.documentElement.getAttribute('data-render') === 'live' ||
        !document.querySelector('[data-prerendered]')),
    `${SHOWN_PAGE} > ion-content`,
  );
}

/**
 * Waits until the page has fetched what it set out to (the app's preloading done, no new request
 * for 300 ms): leaving earlier aborts its fetches, which engines report as errors of their own.
 */
async function settle(page: EnginePage): Promise<void> {
  await waitFor(
    page,
    'the page to finish its fetches',
    (mark: string) => {
      const w = window as unknown as { __quiet?: { count: number; since: number } };
      const count = performance.getEntriesByType('resource').length;
      if (w.__quiet?.count !== count) w.__quiet = { count, since: performance.now() };
      return (
        performance.getEntriesByName(mark).length > 0 && performance.now() - w.__quiet.since > 300
      );
    },
    PRELOADED_MARK,
  );
}

/** Loads another path once the page has settled. */
async function visit(page: EnginePage, path: string): Promise<void> {
  await settle(page);
  await page.goto(path);
}

async function reload(page: EnginePage): Promise<void> {
  await settle(page);
  await page.reload();
}

/** A step through history as the browser's Back and Forward buttons take it. */
async function historyGo(page: EnginePage, delta: -1 | 1): Promise<void> {
  await settle(page);
  await page.go(delta);
}

function expectPath(page: EnginePage, path: string): Promise<void> {
  return waitFor(page, `the path ${path}`, (p: string) => location.pathname === p, path);
}

/** The page on top, alone once its transition has ended, has this heading. */
async function expectHeading(page: EnginePage, text: string): Promise<void> {
  await expectLive(page);
  await waitFor(
    page,
    `the page "${text}" alone on top`,
    (selector: string, expected: string) => {
      const headings = document.querySelectorAll(selector);
      return headings.length === 1 && headings[0]?.textContent === expected;
    },
    SHOWN_HEADINGS,
    text,
  );
}

/** Taps the element once it is there: a page's parts may come in a chunk after its heading. */
async function tap(page: EnginePage, selector: string): Promise<void> {
  await waitFor(page, selector, (s: string) => document.querySelector(s) !== null, selector);
  await page.click(selector);
}

/**
 * Taps the item of the page on top whose title is `title`. By its text, as a user finds it: Ionic
 * sets an item's link as a property once its element is defined, so there is no attribute to select.
 */
async function tapItem(page: EnginePage, title: string): Promise<void> {
  const mark = 'data-engine-tap';
  await waitFor(
    page,
    `the item "${title}"`,
    (shownPage: string, text: string, attribute: string) => {
      const items = [...document.querySelectorAll(`${shownPage} ion-item`)].filter(
        (item) => item.querySelector('h2')?.textContent === text,
      );
      const item = items.at(-1);
      item?.setAttribute(attribute, '');
      return !!item;
    },
    SHOWN_PAGE,
    title,
    mark,
  );
  await page.click(`[${mark}]`);
  await page.evaluate((attribute: string) => {
    document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
  }, mark);
}

/** Taps the button of the page on top whose text is `text`. */
async function tapButton(page: EnginePage, text: string): Promise<void> {
  const mark = 'data-engine-tap';
  await waitFor(
    page,
    `the button "${text}"`,
    (shownPage: string, label: string, attribute: string) => {
      const button = [...document.querySelectorAll(`${shownPage} ion-button`)]
        .filter((candidate) => candidate.textContent.trim() === label)
        .at(-1);
      button?.setAttribute(attribute, '');
      return !!button;
    },
    SHOWN_PAGE,
    text,
    mark,
  );
  await page.click(`[${mark}]`);
  await page.evaluate((attribute: string) => {
    document.querySelector(`[${attribute}]`)?.removeAttribute(attribute);
  }, mark);
}

/** P12: waits until the tabs stand where `expected` says, read from their boxes. */
async function expectPlacement(page: EnginePage, expected: string): Promise<void> {
  const deadline = Date.now() + 5000;
  let seen = '';
  while (Date.now() < deadline) {
    seen = await page
      .evaluate(tabPlacement, { parts: APP_TABS, count: TAB_LIST.length })
      .catch((error: unknown) => String(error));
    if (seen === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`expected ${expected}; found ${seen}`);
}

/** P12: waits until the tab's accessible name, as the engine computes it, is `name`. */
async function expectTabName(page: EnginePage, tab: string, name: string): Promise<void> {
  const deadline = Date.now() + 5000;
  const host = `ion-tab-button[tab="${tab}"]`;
  while (Date.now() < deadline) {
    if (await page.hasAccessibleInShadow(host, 'tab', name)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.fail(`no tab named "${name}" in ${host}`);
}

function tapTab(page: EnginePage, tab: string): Promise<void> {
  return tap(page, `ion-tab-button[tab="${tab}"]`);
}

function selectedTabs(page: EnginePage): Promise<(string | null)[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('ion-tab-button.tab-selected')].map((button) =>
      button.getAttribute('tab'),
    ),
  );
}

function expectSelectedTab(page: EnginePage, tab: string): Promise<void> {
  return waitFor(
    page,
    `the ${tab} tab alone selected`,
    (name: string) => {
      const selected = document.querySelectorAll('ion-tab-button.tab-selected');
      return selected.length === 1 && selected[0]?.getAttribute('tab') === name;
    },
    tab,
  );
}

/** What the theme looks like now: the system's answer, the stored value, the flag on body. */
function theme(page: EnginePage) {
  return page.evaluate(() => ({
    systemDark: matchMedia('(prefers-color-scheme: dark)').matches,
    stored: localStorage.getItem('prefersDark'),
    bodyDark: document.body.classList.contains('dark'),
  }));
}

function systemCheck(scheme: 'light' | 'dark'): Check {
  const dark = scheme === 'dark';
  return {
    name: `S4, S6, S7: with nothing stored and a ${scheme} system, the system value is stored and used`,
    profile: dark ? DARK : LIGHT,
    run: async (page) => {
      await openApp(page, LANDING_PATH);
      const seen = await theme(page);
      assert.equal(seen.systemDark, dark, `the engine reports a ${scheme} system`);
      assert.deepEqual(seen, { systemDark: dark, stored: String(dark), bodyDark: dark });
    },
  };
}

function storedWinsCheck(stored: 'true' | 'false'): Check {
  const systemDark = stored === 'false';
  return {
    name: `S4, S6, S7: a stored ${stored} wins over a ${systemDark ? 'dark' : 'light'} system and is kept`,
    profile: systemDark ? DARK : LIGHT,
    run: async (page) => {
      await openApp(page, LANDING_PATH, stored);
      assert.deepEqual(await theme(page), {
        systemDark,
        stored,
        bodyDark: stored === 'true',
      });
    },
  };
}

export const CHECKS: readonly Check[] = [
  {
    name: 'P1: /tabs/home, /tabs/explore, /tabs/explore/:id and /tabs/settings each show their page',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/home');
      for (const [path, heading] of [
        ['/tabs/home', 'Home'],
        ['/tabs/explore', 'Explore'],
        ['/tabs/explore/status-bar', 'Status bar'],
        ['/tabs/settings', 'Settings'],
      ] as const) {
        await visit(page, path);
        await expectHeading(page, heading);
        assert.equal(await page.evaluate(() => location.pathname), path);
      }
    },
  },
  {
    name: `P1: / and /tabs land on ${LANDING_PATH}`,
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/');
      await expectPath(page, LANDING_PATH);
      await expectHeading(page, 'Home');
      await visit(page, '/tabs');
      await expectPath(page, LANDING_PATH);
      await expectHeading(page, 'Home');
    },
  },
  {
    name: `S2, P1: /nope, /tabs/nope and /tabs/explore/no-such-id redirect silently to ${LANDING_PATH}`,
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/nope');
      for (const path of ['/nope', '/tabs/nope', '/tabs/explore/no-such-id']) {
        await visit(page, path);
        await expectPath(page, LANDING_PATH);
        await expectHeading(page, 'Home');
        assert.equal(
          await page.evaluate(
            () => document.querySelectorAll('ion-toast, ion-alert, [role="alert"]').length,
          ),
          0,
          `no message shown for ${path}`,
        );
      }
    },
  },
  {
    name: 'S2: the redirect replaces history, so Back returns to the page before the bad URL',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/home');
      await tapTab(page, 'settings');
      await expectPath(page, '/tabs/settings');
      await visit(page, '/nope');
      await expectPath(page, LANDING_PATH);
      const entries = await page.evaluate(() => history.length);
      await historyGo(page, -1);
      await expectPath(page, '/tabs/settings');
      await expectHeading(page, 'Settings');
      await historyGo(page, 1);
      await expectPath(page, LANDING_PATH);
      assert.equal(await page.evaluate(() => history.length), entries, 'no entry was added');
    },
  },
  {
    name: 'P2: the tab bar marks the selected tab, and a tap moves the mark',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/explore');
      assert.deepEqual(
        await page.evaluate(() =>
          [...document.querySelectorAll('ion-tab-bar ion-tab-button')].map((b) =>
            b.getAttribute('tab'),
          ),
        ),
        TAB_LIST.map((tab) => tab.id),
      );
      await expectSelectedTab(page, 'explore');
      await tapTab(page, 'settings');
      await expectPath(page, '/tabs/settings');
      await expectSelectedTab(page, 'settings');
      assert.deepEqual(await selectedTabs(page), ['settings']);
    },
  },
  {
    name: 'P2: each tab keeps its stack (Explore → detail → Settings → Explore shows the detail)',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/explore');
      await tapItem(page, 'Offline');
      await expectPath(page, '/tabs/explore/offline');
      await expectHeading(page, 'Offline');
      await tapTab(page, 'settings');
      await expectPath(page, '/tabs/settings');
      await expectHeading(page, 'Settings');
      await tapTab(page, 'explore');
      await expectPath(page, '/tabs/explore/offline');
      await expectHeading(page, 'Offline');
      await expectSelectedTab(page, 'explore');
    },
  },
  {
    name: 'P2: a deep link to /tabs/explore/offline opens that page, in the Explore tab',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/explore/offline');
      await expectHeading(page, 'Offline');
      await expectSelectedTab(page, 'explore');
      assert.equal(await page.evaluate(() => location.pathname), '/tabs/explore/offline');
    },
  },
  systemCheck('light'),
  systemCheck('dark'),
  storedWinsCheck('true'),
  storedWinsCheck('false'),
  {
    name: 'P5: the Dark mode toggle writes storage, applies at once and survives a reload',
    profile: DARK,
    run: async (page) => {
      await openApp(page, '/tabs/settings');
      assert.equal((await theme(page)).bodyDark, true);
      await tap(page, `${SHOWN_PAGE} ion-toggle`);
      await waitFor(page, 'body.dark to go', () => !document.body.classList.contains('dark'));
      assert.equal((await theme(page)).stored, 'false');
      await reload(page);
      await expectHeading(page, 'Settings');
      assert.deepEqual(await theme(page), { systemDark: true, stored: 'false', bodyDark: false });
      assert.equal(
        await page.evaluate(
          (selector: string) =>
            document.querySelector<Element & { checked?: boolean }>(`${selector} ion-toggle`)
              ?.checked,
          SHOWN_PAGE,
        ),
        false,
        'the toggle shows the stored value',
      );
    },
  },
  {
    name: "Ionic's iOS mode: ?ionic:mode=ios puts html.ios",
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/explore/offline?ionic:mode=ios');
      await expectHeading(page, 'Offline');
      const classes = await page.evaluate(() => [...document.documentElement.classList]);
      assert.ok(classes.includes('ios') && !classes.includes('md'), classes.join(' '));
    },
  },
  {
    name: "Ionic's iOS mode: an iPhone's user agent puts html.ios",
    profile: IPHONE,
    run: async (page) => {
      await openApp(page, '/tabs/home');
      await expectHeading(page, 'Home');
      const classes = await page.evaluate(() => [...document.documentElement.classList]);
      assert.ok(classes.includes('ios') && !classes.includes('md'), classes.join(' '));
    },
  },
  {
    name: 'P12: a wide window shows the tabs as a rail on the left, in both modes (by their boxes)',
    profile: WIDE,
    run: async (page) => {
      await openApp(page, '/tabs/explore');
      await expectPlacement(page, RAIL_LEFT);
      await tapTab(page, 'settings');
      await expectHeading(page, 'Settings');
      await expectPlacement(page, RAIL_LEFT);
      await visit(page, '/tabs/explore?ionic:mode=ios');
      await expectHeading(page, 'Explore');
      assert.ok(await page.evaluate(() => document.documentElement.classList.contains('ios')));
      await expectPlacement(page, RAIL_LEFT);
    },
  },
  {
    // The first page is committed once: a second, stale commit (from the outlet's mount) showed the
    // first page again behind the tapped tab's in WebKit (src/ionic/outlet.ts).
    name: 'S4: a tab tapped as soon as the app is live shows that tab alone, in both modes',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/explore');
      await tapTab(page, 'settings');
      await expectHeading(page, 'Settings');
      await visit(page, '/tabs/home?ionic:mode=ios');
      await expectLive(page);
      await tapTab(page, 'explore');
      await expectHeading(page, 'Explore');
    },
  },
  {
    name: 'P12: a phone shows the tabs as a bar at the bottom, in both modes (by their boxes)',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/explore');
      await expectPlacement(page, BAR_LTR);
      await visit(page, '/tabs/explore?ionic:mode=ios');
      await expectHeading(page, 'Explore');
      await expectPlacement(page, BAR_LTR);
    },
  },
  {
    name: 'P12: in a right-to-left document the rail is on the right',
    profile: WIDE,
    run: async (page) => {
      await openApp(page, '/tabs/explore');
      await expectPlacement(page, RAIL_LEFT);
      await page.evaluate(() => {
        document.documentElement.dir = 'rtl';
      });
      await expectPlacement(page, RAIL_RIGHT);
      await tapTab(page, 'home');
      await expectHeading(page, 'Home');
      await expectPlacement(page, RAIL_RIGHT);
    },
  },
  {
    name: "P12: a tab's badge is in its accessible name, and a count above 99 shows as 99+",
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/explore/tab-badges');
      await expectHeading(page, 'Tab badges');
      await expectTabName(page, 'explore', 'Explore');
      for (let count = 0; count < 3; count++) await tapButton(page, 'Add one on Explore');
      await expectTabName(page, 'explore', 'Explore, 3 new');
      await tapButton(page, '120 on Explore');
      await expectTabName(page, 'explore', 'Explore, 99+ new');
      assert.equal(
        await page.evaluate(
          () => document.querySelector('ion-tab-button[tab="explore"] .tab-badge')?.textContent,
        ),
        '99+',
      );
      await tapButton(page, 'A dot on Settings');
      await expectTabName(page, 'settings', 'Settings, new');
      await tapButton(page, 'Clear the badges');
      await expectTabName(page, 'explore', 'Explore');
      await expectTabName(page, 'settings', 'Settings');
    },
  },
  {
    name: 'No console errors: every tab, a detail page and a reload log no error or warning',
    profile: LIGHT,
    run: async (page) => {
      await openApp(page, '/tabs/home');
      for (const tab of [...TAB_LIST.slice(1), TAB_LIST[0], TAB_LIST[1]]) {
        await tapTab(page, tab.id);
        await expectPath(page, `/tabs/${tab.id}`);
        await expectHeading(page, tab.title);
      }
      await tapItem(page, 'Dark theme');
      await expectHeading(page, 'Dark theme');
      await reload(page);
      await expectHeading(page, 'Dark theme');
      assert.deepEqual(await unexpectedProblems(page), []);
    },
  },
];
