import assert from 'node:assert/strict';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import type { Page } from '@playwright/test';
import {
  domNodeCount,
  shownState,
  usedHeapBytes,
  visiblePage,
  waitForRest,
} from './support/app.ts';
import { CAPABILITY_TITLES } from './support/capabilities.ts';
import { longRun, test } from './support/fixtures.ts';

/**
 * The long run's alone (`longRun`): a soak says something only at length, and the everyday
 * suite proves P9's other cases (faults.test.ts, errors.test.ts, place.test.ts).
 */
const NAVIGATIONS = 2000;
/** Bounds the soak must hold; the figures are printed for the README. */
const MAX_DOM_NODES = 1000;
const MAX_HEAP_MB = 15;

/** Waits for one page on top, at rest; when it never comes, says where the soak got stuck and how. */
async function settledOrExplain(page: Page, recent: string[]): Promise<void> {
  try {
    await waitForRest(page, { quietMs: 100 });
  } catch (error) {
    const state = await shownState(page);
    throw new Error(`stuck after ${recent.join(' → ')}: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

/** A seeded choice of the next move, so every run soaks the same way. */
function moves(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

test.describe('soak', () => {
  test(
    'P9: navigations (tab switches, pushes, pops, theme toggles, reloads) keep DOM and heap bounded',
    longRun(),
    async ({ openApp }) => {
      test.setTimeout(20 * 60_000);
      const { page, errors } = await openApp('/tabs/home?ionic:animated=false');
      const cdp = await page.context().newCDPSession(page);
      const next = moves(7);
      const counts = { tab: 0, push: 0, pop: 0, toggle: 0, reload: 0 };
      const samples: { nodes: number; heap: number }[] = [];
      const recent: string[] = [];
      for (let step = 0; step < NAVIGATIONS; step++) {
        const path = await page.evaluate(() => location.pathname);
        const roll = next();
        recent.push(`${step}@${path}`);
        if (recent.length > 6) recent.shift();
        if (roll < 0.01) {
          // A reload that keeps animations off, as the soak started.
          await page.goto(`${path}?ionic:animated=false`);
          counts.reload++;
        } else if (path.startsWith('/tabs/explore/') && roll < 0.45) {
          await page.goBack();
          counts.pop++;
        } else if (path === '/tabs/explore' && roll < 0.6) {
          const title =
            CAPABILITY_TITLES[Math.floor(next() * CAPABILITY_TITLES.length)] ?? 'Offline';
          await visiblePage(page).getByText(title, { exact: true }).click();
          counts.push++;
        } else if (path === '/tabs/settings' && roll < 0.4) {
          await page.locator('ion-toggle').filter({ visible: true }).click();
          counts.toggle++;
        } else {
          const tab = TAB_LIST[Math.floor(next() * TAB_LIST.length)]?.title ?? '';
          await page.getByRole('tab', { name: tab }).click();
          counts.tab++;
        }
        await settledOrExplain(page, recent);
        if (step % 250 === 249 || step === NAVIGATIONS - 1) {
          const sample = {
            nodes: await domNodeCount(page),
            heap: (await usedHeapBytes(cdp)) / 1024 / 1024,
          };
          samples.push(sample);
          console.log(
            `soak: ${step + 1}/${NAVIGATIONS} navigations, ${sample.nodes} DOM nodes, ${sample.heap.toFixed(1)} MB heap`,
          );
        }
      }
      const maxNodes = Math.max(...samples.map((s) => s.nodes));
      const maxHeap = Math.max(...samples.map((s) => s.heap));
      console.log(
        `soak: ${NAVIGATIONS} navigations ${JSON.stringify(counts)}; DOM nodes max ${maxNodes} (bound ${MAX_DOM_NODES}), JS heap after GC max ${maxHeap.toFixed(1)} MB (bound ${MAX_HEAP_MB} MB)`,
      );
      assert.deepEqual(errors(), []);
      assert.ok(maxNodes <= MAX_DOM_NODES, `DOM grew to ${maxNodes} nodes`);
      assert.ok(maxHeap <= MAX_HEAP_MB, `heap grew to ${maxHeap} MB`);
    },
  );
});
