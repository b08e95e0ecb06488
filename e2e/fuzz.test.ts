import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { appHarness, openApp } from './support/app.ts';
import { fuzzPaths, VALID_PATHS } from './support/fuzzPaths.ts';

const app = appHarness();
const PATHS = fuzzPaths();
/** Two pages at once: one per core of the CI machine. */
const WORKERS = 2;

/** A path short enough to print. */
function shown(path: string): string {
  return path.length > 80 ? `${path.slice(0, 80)}… (${path.length} chars)` : path;
}

/**
 * Where the app settled: one page on top with its heading, unchanged for a moment, at a valid
 * path. Routes match case-insensitively (React Router's default): /tabs/HOME is the Home page.
 */
async function landing(page: Page) {
  await page.waitForFunction(
    (valid) => {
      const w = window as unknown as { __landing?: { key: string; since: number } };
      const headings = document.querySelectorAll('.ion-page:not(.ion-page-hidden) > ion-header h1');
      const ok = valid.includes(location.pathname.toLowerCase()) && headings.length === 1;
      const key = ok ? `${location.href} ${headings[0]?.textContent ?? ''}` : '';
      if (!ok || w.__landing?.key !== key) {
        w.__landing = { key, since: performance.now() };
        return false;
      }
      return performance.now() - w.__landing.since > 150;
    },
    [...VALID_PATHS],
    { timeout: 10_000, polling: 50 },
  );
  return page.evaluate(() => ({
    origin: location.origin,
    path: location.pathname,
    pwned: '__pwned' in window,
  }));
}

describe(`URL fuzz (${PATHS.length} generated paths)`, () => {
  it('P9, S2: every path, opened in the browser, ends on a valid page of the app with no error', async () => {
    const origin = app().baseUrl;
    const failures: string[] = [];
    let landed = 0;

    const worker = async (paths: string[]) => {
      const { page, errors, close } = await openApp(app(), '/tabs/home');
      try {
        for (const path of paths) {
          await page.goto(origin + path);
          try {
            const end = await landing(page);
            if (end.origin !== origin) failures.push(`${shown(path)}: left the origin`);
            if (end.pwned) failures.push(`${shown(path)}: executed injected markup`);
            landed++;
          } catch {
            const at = await page.evaluate(() => location.href).catch(() => '?');
            failures.push(`${shown(path)}: did not settle on a page (at ${shown(at)})`);
          }
          if (errors().length > 0)
            failures.push(`${shown(path)}: ${errors().splice(0).join(' | ')}`);
        }
      } finally {
        await close();
      }
    };

    await Promise.all(
      Array.from({ length: WORKERS }, (_, w) => worker(PATHS.filter((_, i) => i % WORKERS === w))),
    );
    console.log(
      `URL fuzz: ${PATHS.length} paths; ${landed} ended on a valid page, ${failures.length} failures`,
    );
    assert.deepEqual(failures.slice(0, 10), []);
    assert.equal(landed, PATHS.length);
  });
});
