import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { fuzzPaths, VALID_PATHS } from './support/fuzzPaths.ts';
import { waitForRest } from './support/app.ts';
import { test } from './support/fixtures.ts';

/**
 * Every day one in six of the first sixty paths, ten in all (seven fixed hostile ones, three
 * generated); under stress every fixed path and the generated ones, 520 in all.
 */
const EVERYDAY_PATHS = 60;
const STRESS_PATHS = 520;
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
  await waitForRest(page, { paths: [...VALID_PATHS] });
  return page.evaluate(() => ({
    origin: location.origin,
    path: location.pathname,
    pwned: '__pwned' in window,
  }));
}

test.describe('URL fuzz (generated paths)', () => {
  test('P9, S2: every path, opened in the browser, ends on a valid page of the app with no error', async ({
    openApp,
    baseURL,
    stress,
  }) => {
    test.setTimeout(20 * 60_000);
    const PATHS = stress
      ? fuzzPaths(STRESS_PATHS)
      : fuzzPaths(EVERYDAY_PATHS).filter((_, index) => index % 6 === 0);
    const origin = baseURL ?? '';
    const failures: string[] = [];
    let landed = 0;
    let tried = 0;

    const worker = async (paths: string[]) => {
      const { page, errors } = await openApp('/tabs/home');
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
        if (errors().length > 0) failures.push(`${shown(path)}: ${errors().splice(0).join(' | ')}`);
        if (++tried % 50 === 0) {
          console.log(
            `URL fuzz: ${tried}/${PATHS.length} paths, ${failures.length} failures so far`,
          );
        }
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
