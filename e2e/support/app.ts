import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import type { Browser, BrowserContextOptions, ConsoleMessage, Page } from 'playwright-core';
import { launchChromium } from './chromium.ts';
import { servePreview } from './server.ts';

export interface Harness {
  readonly browser: Browser;
  readonly baseUrl: string;
}

/** One server and one browser per test file; each scenario opens its own context. */
export function appHarness(): () => Harness {
  let harness: Harness | undefined;
  let close: (() => Promise<void>) | undefined;
  before(async () => {
    const server = await servePreview();
    close = server.close;
    harness = { browser: await launchChromium(), baseUrl: server.url };
  });
  after(async () => {
    await harness?.browser.close();
    await close?.();
  });
  return () => {
    if (!harness) throw new Error('appHarness() is read before its before() hook ran');
    return harness;
  };
}

export interface AppPage {
  readonly page: Page;
  /** Console errors and warnings, and uncaught errors, since the page opened. */
  readonly problems: string[];
  readonly errors: () => string[];
  readonly close: () => Promise<void>;
}

type InitScript = (() => void) | { readonly content: string };

export interface OpenOptions extends BrowserContextOptions {
  /** Runs in the page before the app does: seeds or breaks storage, fakes a platform. */
  readonly init?: InitScript | readonly InitScript[];
  /** Keeps the service worker out, so network requests are the app's own. */
  readonly blockServiceWorkers?: boolean;
}

export const PHONE = { width: 390, height: 844 };

const BLOCKED_WORKER =
  /Service Worker registration blocked by Playwright|could not be stored for offline use/;

export async function openApp(
  harness: Harness,
  path: string,
  { init, blockServiceWorkers = true, ...options }: OpenOptions = {},
): Promise<AppPage> {
  const context = await harness.browser.newContext({
    viewport: PHONE,
    baseURL: harness.baseUrl,
    serviceWorkers: blockServiceWorkers ? 'block' : 'allow',
    ...options,
  });
  for (const script of [init ?? []].flat()) await context.addInitScript(script);
  const page = await context.newPage();
  const problems: string[] = [];
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    // With service workers blocked (the default here), Playwright says so and the app reports,
    // once, that it could not be stored for offline use: the harness's doing, not a fault.
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
  await visiblePage(page).waitFor();
  return { page, problems, errors: () => errors, close: () => context.close() };
}

/** The page on top: Ionic keeps hidden pages of other stacks in the DOM. */
export function visiblePage(page: Page) {
  return page.locator('.ion-page:not(.ion-page-hidden) > ion-content').last();
}

/** An init script that stores a raw `prefersDark` before the app runs. */
export function seedStorage(value: string): { content: string } {
  return { content: `localStorage.setItem('prefersDark', ${JSON.stringify(value)})` };
}

/** Waits for the page transition to end: one page on top, showing its header. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.querySelectorAll('.ion-page:not(.ion-page-hidden) > ion-header').length === 1,
  );
}

/** Waits until the page on top, alone after its transition, has this heading (h1). */
export async function expectHeading(page: Page, text: string): Promise<void> {
  const shown = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('.ion-page:not(.ion-page-hidden) > ion-header h1')].map(
        (h) => h.textContent,
      ),
    );
  try {
    await page.waitForFunction(
      (expected) => {
        const headings = document.querySelectorAll(
          '.ion-page:not(.ion-page-hidden) > ion-header h1',
        );
        return headings.length === 1 && headings[0]?.textContent === expected;
      },
      text,
      { timeout: 5000 },
    );
  } catch {
    assert.fail(`expected the page "${text}" on top, found ${JSON.stringify(await shown())}`);
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
