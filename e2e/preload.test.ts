import assert from 'node:assert/strict';
import { FIRST_PAGE_MARK, PRELOADED_MARK } from '../src/shared/startupPhases.ts';

import { test } from './support/fixtures.ts';

const LAZY_PAGES = ['ExplorePage', 'SettingsPage', 'CapabilityPage'];

interface Timeline {
  firstPage: number;
  preloaded: number | undefined;
  chunks: { name: string; start: number }[];
}

test.describe('preloading in the browser', () => {
  test('S3: after the first page has entered, every lazy module is fetched and none is rendered', async ({
    openApp,
  }) => {
    // Service workers are blocked (the default of openApp): a precache would hide the fetches.
    // What is rendered is read the moment preloading is done: after it, each tab's root is
    // prepared on purpose (P10, e2e/switch.test.ts), which is not preloading's doing.
    const { page, problems } = await openApp('/tabs/home', {
      init: {
        content: `(() => {
          const mark = performance.mark.bind(performance);
          performance.mark = (name, options) => {
            if (name === ${JSON.stringify(PRELOADED_MARK)}) {
              window.__renderedWhenPreloaded = {
                explore: document.body.innerText.includes('Covers start-up on a device'),
                toggles: document.querySelectorAll('ion-toggle').length,
                pages: document.querySelectorAll('.ion-page[data-page-path]').length,
              };
            }
            return mark(name, options);
          };
        })();`,
      },
    });
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PRELOADED_MARK,
    );
    const timeline = await page.evaluate(
      (marks): Timeline => {
        const mark = (name: string) => performance.getEntriesByName(name)[0]?.startTime;
        return {
          firstPage: mark(marks.firstPage) ?? Number.NaN,
          preloaded: mark(marks.preloaded),
          chunks: performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.endsWith('.js'))
            .map((entry) => ({
              name: new URL(entry.name).pathname.split('/').pop() ?? '',
              start: entry.startTime,
            })),
        };
      },
      { firstPage: FIRST_PAGE_MARK, preloaded: PRELOADED_MARK },
    );
    for (const lazyPage of LAZY_PAGES) {
      const chunk = timeline.chunks.find(({ name }) => name.startsWith(`${lazyPage}-`));
      assert.ok(
        chunk,
        `${lazyPage} was preloaded: ${timeline.chunks.map((c) => c.name).join(', ')}`,
      );
      assert.ok(
        chunk.start >= timeline.firstPage,
        `${lazyPage} fetched at ${chunk.start} ms, before the first page entered at ${timeline.firstPage} ms`,
      );
    }
    assert.deepEqual(
      await page.evaluate(
        () => (window as { __renderedWhenPreloaded?: unknown }).__renderedWhenPreloaded,
      ),
      { explore: false, toggles: 0, pages: 1 },
      'when preloading is done, only the first page is rendered: not Explore, not Settings',
    );
    assert.deepEqual(problems, []);
  });

  test('S3: a later navigation does not fetch a module', async ({ openApp }) => {
    const { page } = await openApp('/tabs/home');
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PRELOADED_MARK,
    );
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.locator('ion-toggle').waitFor();
    await page.getByRole('tab', { name: 'Explore' }).click();
    await page.getByText('Dark theme').click();
    await page.waitForURL('**/tabs/explore/dark-theme');
    assert.deepEqual(
      fetched.filter((url) => url.endsWith('.js')),
      [],
    );
  });
});
