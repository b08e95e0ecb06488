import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { CDPSession, Page } from 'playwright-core';
import { appHarness, openApp } from './support/app.ts';
import { CAPABILITY_TITLES } from './support/capabilities.ts';

const app = appHarness();

const NAVIGATIONS = 2000;
/** Bounds the soak must hold; the figures are printed for the README. */
const MAX_DOM_NODES = 1000;
const MAX_HEAP_MB = 15;

/** Waits for one page on top; when it never comes, says where the soak got stuck and how. */
async function settledOrExplain(page: Page, recent: string[]): Promise<void> {
  // One page on top, unchanged for a moment: the transition has ended, not merely begun.
  const oneHeading = () => {
    const w = window as unknown as { __soak?: { key: string; since: number } };
    const headings = document.querySelectorAll('.ion-page:not(.ion-page-hidden) > ion-header h1');
    const key = headings.length === 1 ? `${location.href} ${headings[0]?.textContent ?? ''}` : '';
    if (!key || w.__soak?.key !== key) {
      w.__soak = { key, since: performance.now() };
      return false;
    }
    return performance.now() - w.__soak.since > 100;
  };
  try {
    await page.waitForFunction(oneHeading, undefined, { timeout: 10_000, polling: 25 });
  } catch (error) {
    const state = await page.evaluate(() => ({
      at: location.pathname,
      headings: [
        ...document.querySelectorAll('.ion-page:not(.ion-page-hidden) > ion-header h1'),
      ].map((h) => h.textContent),
    }));
    throw new Error(`stuck after ${recent.join(' → ')}: ${JSON.stringify(state)}`, {
      cause: error,
    });
  }
}

async function domNodes(page: Page): Promise<number> {
  return page.evaluate(() => document.getElementsByTagName('*').length);
}

async function heapMb(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize / 1024 / 1024;
}

/** A seeded choice of the next move, so every run soaks the same way. */
function moves(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('soak', () => {
  it(`P9: ${NAVIGATIONS} navigations (tab switches, pushes, pops, theme toggles, reloads) keep DOM and heap bounded`, async () => {
    const { page, errors, close } = await openApp(app(), '/tabs/home?ionic:animated=false');
    const cdp = await page.context().newCDPSession(page);
    const next = moves(7);
    const counts = { tab: 0, push: 0, pop: 0, toggle: 0, reload: 0 };
    const samples: { nodes: number; heap: number }[] = [];
    const recent: string[] = [];
    try {
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
          await page
            .locator('.ion-page:not(.ion-page-hidden) > ion-content')
            .getByText(title, { exact: true })
            .click();
          counts.push++;
        } else if (path === '/tabs/settings' && roll < 0.4) {
          await page.locator('ion-toggle').filter({ visible: true }).click();
          counts.toggle++;
        } else {
          const tab = ['Home', 'Explore', 'Settings'][Math.floor(next() * 3)] ?? 'Home';
          await page.getByRole('tab', { name: tab }).click();
          counts.tab++;
        }
        await settledOrExplain(page, recent);
        if (step % 250 === 249)
          samples.push({ nodes: await domNodes(page), heap: await heapMb(cdp) });
      }
      const maxNodes = Math.max(...samples.map((s) => s.nodes));
      const maxHeap = Math.max(...samples.map((s) => s.heap));
      console.log(
        `soak: ${NAVIGATIONS} navigations ${JSON.stringify(counts)}; DOM nodes max ${maxNodes} (bound ${MAX_DOM_NODES}), JS heap after GC max ${maxHeap.toFixed(1)} MB (bound ${MAX_HEAP_MB} MB)`,
      );
      assert.deepEqual(errors(), []);
      assert.ok(maxNodes <= MAX_DOM_NODES, `DOM grew to ${maxNodes} nodes`);
      assert.ok(maxHeap <= MAX_HEAP_MB, `heap grew to ${maxHeap} MB`);
    } finally {
      await close();
    }
  });
});
