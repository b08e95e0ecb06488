/**
 * Gecko through Firefox ESR's WebDriver BiDi, driven by puppeteer-core. Firefox takes the system's
 * colour scheme from a pref, read at launch (BiDi has no per-page emulation of it yet), so one
 * browser runs per profile; each page gets a browser context of its own.
 */
import { existsSync } from 'node:fs';
import puppeteer, { type Browser, type Page, type Viewport } from 'puppeteer-core';
import { PHONE } from '../e2e/support/app.ts';
import type { Engine, EnginePage, Profile } from './driver.ts';

export function findFirefox(): string | undefined {
  return [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox'].find(
    (path): path is string => !!path && existsSync(path),
  );
}

function firefoxPage(page: Page, base: string, closeContext: () => Promise<void>): EnginePage {
  const problems: string[] = [];
  page.on('console', (message) => {
    const type = message.type();
    if (type === 'error' || type === 'warn') {
      problems.push(`${type === 'warn' ? 'warning' : 'error'}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => {
    problems.push(`pageerror: ${error instanceof Error ? error.message : String(error)}`);
  });
  return {
    goto: async (path) => {
      await page.goto(base + path);
    },
    evaluate: <T, A extends readonly unknown[]>(fn: (...args: A) => T, ...args: A) =>
      page.evaluate(fn as unknown as (...args: unknown[]) => T, ...args) as Promise<T>,
    click: async (selector) => {
      const element = (await page.$$(selector)).at(-1);
      if (!element) throw new Error(`nothing matches ${selector}`);
      await element.click();
    },
    // WebDriver BiDi's accessibility locator (browsingContext.locateNodes), which puppeteer's
    // ARIA selector uses; it looks inside the shadow root it is started from, not into others.
    hasAccessibleInShadow: async (host, role, name) => {
      for (const element of await page.$$(host)) {
        const root = (await element.evaluateHandle((el) => el.shadowRoot)).asElement();
        const selector = `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;
        if (root && (await root.$$(selector)).length > 0) return true;
      }
      return false;
    },
    reload: async () => {
      await page.reload();
    },
    // Started from the page: puppeteer's goBack waits for a load event that a page restored from
    // the back-forward cache does not send over BiDi.
    go: async (delta) => {
      await page.evaluate((steps: number) => {
        history.go(steps);
      }, delta);
    },
    problems: () => Promise.resolve([...problems]),
    close: closeContext,
  };
}

/** An engine that launches Firefox ESR once per profile it is asked for, one at a time. */
/**
 * Puppeteer's setViewport sends the screen's orientation beside the viewport, a command Firefox ESR
 * knows only from some builds on (140.12 answers "unknown command"): the viewport and touch are set
 * all the same, which is checked here, so either build runs the checks.
 */
async function setViewport(page: Page, viewport: Viewport): Promise<void> {
  try {
    await page.setViewport(viewport);
  } catch (error) {
    if (!(error instanceof Error) || !error.message.includes('setScreenOrientationOverride')) {
      throw error;
    }
    // The commands were sent together; the viewport's may answer after the refusal.
    await page
      .waitForFunction(
        (width: number) => window.innerWidth === width,
        { timeout: 5000 },
        viewport.width,
      )
      .catch(async () => {
        const width = await page.evaluate(() => window.innerWidth);
        throw new Error(`Firefox kept a viewport ${width} px wide, not ${viewport.width}`, {
          cause: error,
        });
      });
  }
}

export function launchFirefox(origin: string): Engine {
  const executablePath = findFirefox();
  if (!executablePath) throw new Error('Firefox is missing');
  let running: { key: string; browser: Browser } | undefined;

  const browserFor = async (profile: Profile): Promise<Browser> => {
    // The user agent by preference, not BiDi's override, which some Firefox ESR builds lack.
    const key = `${profile.colorScheme} ${profile.userAgent ?? ''}`;
    if (running?.key === key) return running.browser;
    await running?.browser.close();
    running = undefined;
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath,
      headless: true,
      extraPrefsFirefox: {
        'ui.systemUsesDarkTheme': profile.colorScheme === 'dark' ? 1 : 0,
        ...(profile.userAgent ? { 'general.useragent.override': profile.userAgent } : {}),
      },
    });
    running = { key, browser };
    return browser;
  };

  return {
    name: 'firefox',
    open: async (profile) => {
      const context = await (await browserFor(profile)).createBrowserContext();
      const page = await context.newPage();
      await setViewport(page, profile.viewport ?? PHONE);
      return firefoxPage(page, origin, () => context.close());
    },
    close: async () => {
      await running?.browser.close();
      running = undefined;
    },
  };
}
