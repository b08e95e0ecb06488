import assert from 'node:assert/strict';
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  ConsoleMessage,
  Page,
} from '@playwright/test';
import { PAGE_PATH } from '../../src/ionic/outletPages.ts';

export interface AppPage {
  readonly page: Page;
  /** Console errors and warnings, and uncaught errors, since the page opened. */
  readonly problems: string[];
  readonly errors: () => string[];
}

type InitScript = (() => void) | { readonly content: string };

export interface OpenOptions extends BrowserContextOptions {
  /** Runs in the page before the app does: seeds or breaks storage, fakes a platform. */
  readonly init?: InitScript | readonly InitScript[];
  /** Keeps the service worker out, so network requests are the app's own. */
  readonly blockServiceWorkers?: boolean;
  /**
   * Gives the page Playwright's clock: time runs as usual until a test moves it on
   * (`page.clock.fastForward`), so a timeout is proved without being waited out.
   */
  readonly clock?: boolean;
}

/** A phone, for the tests and the bench: the width of most phones in use. */
export const PHONE = { width: 390, height: 844 };

/**
 * With service workers blocked, Playwright says so, and the app says, once, that it cannot be
 * stored for offline use because workers are blocked: both true, and the harness's doing. Any
 * other word about offline use (a real failure) still counts.
 */
export const BLOCKED_WORKER =
  /^Service Worker registration blocked by Playwright$|cannot be stored for offline use: service workers are blocked in this browser\.$/;

/** A phone-sized context on the served build; the caller closes it (the fixtures do). */
export function phoneContext(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  // P14: English unless a test says otherwise, whatever the machine's own language.
  return browser.newContext({
    viewport: PHONE,
    baseURL,
    serviceWorkers: 'block',
    locale: 'en-US',
    ...options,
  });
}

/** Opens the app at `path` in a new context, recording its console problems. */
export async function openAppIn(
  context: BrowserContext,
  path: string,
  { init, blockServiceWorkers = true }: Pick<OpenOptions, 'init' | 'blockServiceWorkers'> = {},
): Promise<AppPage> {
  for (const script of [init ?? []].flat()) await context.addInitScript(script);
  const page = await context.newPage();
  const problems: string[] = [];
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // With service workers blocked (the default here): see BLOCKED_WORKER.
    if (blockServiceWorkers && BLOCKED_WORKER.test(message.text())) return;
    const type = message.type();
    if (type === 'error') errors.push(message.text());
    if (type === 'error' || type === 'warning') problems.push(`${type}: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    errors.push(error.message);
    problems.push(`pageerror: ${error.message}`);
  });
  await page.goto(path);
  await appIsLive(page);
  await visiblePage(page).waitFor();
  return { page, problems, errors: () => errors };
}

/**
 * Waits until the app has taken the page over (hydrated the prerendered screen, or rendered its
 * own): before that, a prerendered page is shown but only its links answer (P10).
 */
export async function appIsLive(page: Page): Promise<void> {
  await page.locator('html[data-render="live"]').waitFor({ state: 'attached' });
}

/** Every page Ionic shows: it keeps the hidden pages of other stacks in the DOM. */
/**
 * Chromium's line for `page` slowed to a round trip well past the page's fast line
 * (`FAST_LINE_MS`, src/startup/firstScreen.ts), no byte limit: the page asks for its start's
 * modules as it is parsed, as on a phone's network.
 */
export async function slowLine(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('Network.enable');
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

/**
 * Holds the app's start back until the returned function is called, so the page stays as the
 * server sent it: prerendered, or the painted shell. It holds Ionic's set-up, the module main.tsx
 * loads before anything else of the app (src/platform/ionicSetup.ts). `applies` limits the hold,
 * e.g. to the first document of a load that navigates.
 */
export async function holdAppStart(page: Page, applies = () => true): Promise<() => void> {
  const held = Promise.withResolvers<undefined>();
  await page.route(/\/assets\/ionicSetup-[^/]*\.js$/, async (route) => {
    if (applies()) await held.promise;
    await route.continue();
  });
  return () => {
    held.resolve(undefined);
  };
}

/**
 * How many documents the page has loaded so far, counted by their requests: a history change
 * (the head script's replaceState, `/tabs` becoming the landing path) navigates the frame too,
 * but loads no document.
 */
export function documentsLoaded(page: Page): () => number {
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents++;
  });
  return () => documents;
}

export const SHOWN_PAGE = '.ion-page:not(.ion-page-hidden)';
/** The headings of the shown pages: exactly one once a transition has ended. */
export const SHOWN_HEADINGS = `${SHOWN_PAGE} > ion-header h1`;

/** The content of the page on top. */
export function visiblePage(page: Page) {
  return page.locator(`${SHOWN_PAGE} > ion-content`).last();
}

/** An init script that stores a raw `prefersDark` before the app runs. */
export function seedStorage(value: string): { content: string } {
  return { content: `localStorage.setItem('prefersDark', ${JSON.stringify(value)})` };
}

/**
 * Waits for the page transition to end: one page on top, showing its header, none moving. iOS's
 * transition moves the headers and pages with the Web Animations API (the headers marked
 * `header-transitioning`) while both pages are shown. Given a path, that page must be the one on
 * top: a pushed page's chunk may still be loading after the address has changed, and until it
 * arrives the old page is alone and still.
 */
export async function settled(page: Page, path?: string): Promise<void> {
  await page.waitForFunction(
    ([selector, attribute, expected]) => {
      const shown = document.querySelectorAll(selector);
      return (
        shown.length === 1 &&
        (expected === undefined || shown[0]?.parentElement?.getAttribute(attribute) === expected) &&
        document.querySelector('.header-transitioning') === null &&
        !document.getAnimations().some((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          return animation.playState === 'running' && target?.closest('.ion-page') != null;
        })
      );
    },
    [`${SHOWN_PAGE} > ion-header`, PAGE_PATH, path] as const,
  );
}

/** Waits until the page on top, alone after its transition, has this heading (h1). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  // The app's page, not only its prerendered markup (P10).
  await appIsLive(page);
  try {
    await page.waitForFunction(
      ([selector, expected]) => {
        const headings = document.querySelectorAll(selector);
        return headings.length === 1 && headings[0]?.textContent === expected;
      },
      [SHOWN_HEADINGS, text] as const,
      { timeout: 5000 },
    );
  } catch {
    const found = await shownHeadings(page);
    assert.fail(`expected the page "${text}" on top, found ${JSON.stringify(found)}`);
  }
}

export async function bodyIsDark(page: Page): Promise<boolean> {
  return page.evaluate(() => document.body.classList.contains('dark'));
}

export async function storedPrefersDark(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('prefersDark'));
}

export async function pathname(page: Page): Promise<string> {
  return page.evaluate(() => location.pathname);
}

/** The headings of the pages shown now, in DOM order. */
export function shownHeadings(page: Page): Promise<(string | null)[]> {
  return page
    .locator(SHOWN_HEADINGS)
    .evaluateAll((headings) => headings.map((heading) => heading.textContent));
}

export interface RestOptions {
  /** How long the path and the page shown must stay the same. */
  readonly quietMs?: number;
  readonly timeout?: number;
  /** When given, the app is at rest only at one of these paths (lower case). */
  readonly paths?: readonly string[];
}

/**
 * Waits until the app is at rest: exactly one page shown, with the same URL and heading for
 * `quietMs`, so a transition has ended rather than merely begun.
 */
export async function waitForRest(
  page: Page,
  { quietMs = 150, timeout = 10_000, paths }: RestOptions = {},
): Promise<void> {
  await appIsLive(page);
  await page.waitForFunction(
    ([selector, quiet, valid]) => {
      const w = window as unknown as { __rest?: { key: string; since: number } };
      const headings = [...document.querySelectorAll(selector)].map((h) => h.textContent);
      const moving = document.querySelector('.header-transitioning') !== null;
      const ok =
        headings.length === 1 &&
        !moving &&
        (!valid || valid.includes(location.pathname.toLowerCase()));
      const key = ok ? `${location.href} ${headings.join('')}` : '';
      if (!ok || w.__rest?.key !== key) {
        w.__rest = { key, since: performance.now() };
        return false;
      }
      return performance.now() - w.__rest.since > quiet;
    },
    [SHOWN_HEADINGS, quietMs, paths ?? null] as const,
    { timeout, polling: 25 },
  );
}

/** What is on screen now: the path, the headings of the pages shown, the tabs selected. */
export function shownState(page: Page) {
  return page.evaluate(
    (selector) => ({
      path: location.pathname,
      headings: [...document.querySelectorAll(selector)].map((h) => h.textContent),
      selectedTabs: [...document.querySelectorAll('ion-tab-button.tab-selected')].map((button) =>
        button.getAttribute('tab'),
      ),
    }),
    SHOWN_HEADINGS,
  );
}

/** Elements in the light DOM: what a leak of pages or listeners makes grow (the soak, the bench). */
export function domNodeCount(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

/** The JS heap in use after garbage collection, in bytes (twice: the first may leave floating garbage). */
export async function usedHeapBytes(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/**
 * Serves `path` cut just before its tab bar's last button, as the parser has the page when it
 * stops for a frame there (the last button is the one marked `data-tab-bar-end`).
 */
export async function serveTabBarCutShort(page: Page, path: string): Promise<void> {
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const last = html.lastIndexOf('<ion-tab-button');
    assert.match(html.slice(last), /^<ion-tab-button[^>]* data-tab-bar-end/);
    await route.fulfill({ response, body: html.slice(0, last) });
  });
}
