/**
 * `npm run bench`: how fast Tabshell starts and runs beside a blank page, measured in one run.
 *
 * Builds the app, serves it as a production host would (scripts/serve.ts: gzip, SPA fallback) and
 * serves a blank page beside it, then drives headless Chromium in a phone viewport over loopback:
 *   - first-load bytes by kind (everything fetched before the tab bar is ready, gzip as sent);
 *   - first contentful paint and "tab bar ready" (visible and the topmost element where it is,
 *     with Ionic's tab buttons hydrated) at CPU ×1 and ×4;
 *   - tab switch, tap to the new page painted, at CPU ×4;
 *   - JS heap after load and GC; DOM nodes after a soak of tab switches, pushes and pops;
 *   - Lighthouse mobile scores (its default simulated throttling).
 * Each timing is the median of interleaved runs of app and blank page, with the ratio to the blank
 * page. It prints a table and writes JSON. Nothing here passes or fails on time.
 *
 * Usage: node bench/run.ts [--runs N] [--lighthouse-runs N] [--soak-steps N] [--no-build]
 *                          [--no-lighthouse] [--dir dist] [--out docs/benchmark.json]
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { findChromium, launchChromium } from '../e2e/support/chromium.ts';
import { serve } from '../scripts/serve.ts';
import { byteKind, interleave, median, ratio, round, type ByteKind } from './stats.ts';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'lighthouse-runs': { type: 'string', default: '3' },
    'soak-steps': { type: 'string', default: '200' },
    'no-build': { type: 'boolean', default: false },
    'no-lighthouse': { type: 'boolean', default: false },
    out: { type: 'string', default: 'docs/benchmark.json' },
    dir: { type: 'string', default: 'dist' },
  },
});
const RUNS = Number(options.runs);
const LIGHTHOUSE_RUNS = options['no-lighthouse'] ? 0 : Number(options['lighthouse-runs']);
const SOAK_STEPS = Number(options['soak-steps']);

/** A phone, as in the browser tests: the width of most phones in use. */
const PHONE = { width: 390, height: 844 };
const TABS = ['explore', 'settings', 'home'] as const;
const TAB_TITLES: Record<(typeof TABS)[number], string> = {
  home: 'Home',
  explore: 'Explore',
  settings: 'Settings',
};

/** The blank page: the floor any page stands on. Its one paragraph is its "tab bar". */
const BLANK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A blank page, the benchmark's floor."><title>Blank</title></head><body><p id="ready">Blank</p></body></html>`;

/** The blank page's path (any path serves it), so that Lighthouse's results can be told apart. */
const BLANK_MARK = 'blank';

interface Target {
  readonly name: 'app' | 'blank';
  readonly url: string;
  /** The element whose readiness is measured. */
  readonly ready: string;
}

/**
 * Watches, from before the page's own scripts, for the first frame in which the ready element is
 * visible and is what a tap at its centre would hit (shadow DOM included).
 */
function readyProbe(selector: string): void {
  const w = window as unknown as { __bench: { ready?: number; longTasks: number[][] } };
  w.__bench = { longTasks: [] };
  // Main-thread tasks over 50 ms, for the blocking time (as Lighthouse sums it, from the FCP on).
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) w.__bench.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const check = () => {
    const element = document.querySelector(selector);
    const box = element?.getBoundingClientRect();
    if (element && box && box.width > 0 && box.height > 0) {
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      if (hit && (hit === element || element.contains(hit))) {
        w.__bench.ready = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

interface LoadSample {
  fcp: number;
  ready: number;
  /** Total blocking time from the FCP until the app has preloaded (the blank page: until ready). */
  blocking: number;
  bytes: Record<ByteKind, number>;
  laterBytes: number;
  switches: number[];
}

async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** One cold load in a fresh context (no cache, no service worker), measured from inside. */
async function load(
  browser: Browser,
  target: Target,
  cpu: number,
  switchTabs: boolean,
): Promise<LoadSample> {
  const context = await browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(readyProbe, target.ready);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, cpu);
    await page.goto(target.url);
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.ready, null, {
      timeout: 30_000,
      polling: 50,
    });
    const switches = switchTabs ? await tabSwitches(page) : [];
    if (target.name === 'app') await preloaded(page);
    const timings = await page.evaluate(() => {
      const bench = (window as unknown as BenchWindow).__bench;
      const ready = bench.ready ?? Number.NaN;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
      const blocking = bench.longTasks
        .filter(([start = 0]) => start >= (fcp ?? 0))
        .reduce((sum, [, duration = 0]) => sum + Math.max(0, duration - 50), 0);
      const navigation = performance.getEntriesByType('navigation')[0] as
        PerformanceNavigationTiming | undefined;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const files = [
        { url: location.href, size: navigation?.transferSize ?? 0, end: 0 },
        ...resources.map((r) => ({ url: r.name, size: r.transferSize, end: r.responseEnd })),
      ];
      return { ready, fcp: fcp ?? Number.NaN, blocking, files };
    });
    const bytes: Record<ByteKind, number> = { html: 0, js: 0, css: 0, other: 0 };
    let laterBytes = 0;
    for (const file of timings.files) {
      if (file.end <= timings.ready) bytes[byteKind(file.url)] += file.size;
      else laterBytes += file.size;
    }
    return {
      fcp: timings.fcp,
      ready: timings.ready,
      blocking: timings.blocking,
      bytes,
      laterBytes,
      switches,
    };
  } finally {
    await context.close();
  }
}

interface BenchWindow {
  __bench: { ready?: number; longTasks: number[][] };
  __switch?: Promise<number>;
}

async function preloaded(page: Page): Promise<void> {
  await page.waitForFunction(
    () => performance.getEntriesByName('tabshell:preloaded').length > 0,
    null,
    { timeout: 30_000, polling: 100 },
  );
}

/**
 * Taps each tab in turn; each figure runs from the tap's event to the start of the frame after the
 * one in which the new page first showed (so that frame has been painted).
 */
async function tabSwitches(page: Page): Promise<number[]> {
  await preloaded(page);
  const figures: number[] = [];
  for (const tab of TABS) {
    await page.evaluate((title) => {
      const w = window as unknown as BenchWindow;
      w.__switch = new Promise<number>((resolve) => {
        addEventListener(
          'click',
          (event) => {
            const start = event.timeStamp;
            const shown = () => {
              const headings = document.querySelectorAll(
                '.ion-page:not(.ion-page-hidden) > ion-header h1',
              );
              const heading = headings[headings.length - 1];
              const box = heading?.getBoundingClientRect();
              if (heading?.textContent === title && box && box.width > 0) {
                requestAnimationFrame((painted) => {
                  resolve(painted - start);
                });
                return;
              }
              requestAnimationFrame(shown);
            };
            requestAnimationFrame(shown);
          },
          { capture: true, once: true },
        );
      });
    }, TAB_TITLES[tab]);
    await page.locator(`ion-tab-button[tab="${tab}"]`).click();
    figures.push(await page.evaluate(() => (window as unknown as BenchWindow).__switch ?? 0));
    // Let the page settle before the next tap, as a person's next tap would.
    await page.waitForTimeout(300);
  }
  return figures;
}

async function heapAfterGc(browser: Browser, target: Target): Promise<number> {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    await context.addInitScript(readyProbe, target.ready);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(target.url);
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.ready);
    if (target.name === 'app') await preloaded(page);
    await page.waitForTimeout(1000);
    return await usedHeap(cdp);
  } finally {
    await context.close();
  }
}

async function usedHeap(cdp: CDPSession): Promise<number> {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  return usedSize;
}

/** Tab switches, pushes of Explore's pages and pops, in a fixed cycle; DOM and heap before/after. */
async function soak(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/tabs/home?ionic:animated=false`);
    await preloaded(page);
    const settle = () =>
      page.waitForFunction(
        () =>
          document.querySelectorAll('.ion-page:not(.ion-page-hidden) > ion-header').length === 1,
        null,
        { polling: 25 },
      );
    const measure = async () => {
      const heap = await usedHeap(cdp);
      const nodes = await page.evaluate(() => document.getElementsByTagName('*').length);
      return { nodes, heap };
    };
    await settle();
    const before = await measure();
    const counts = { tab: 0, push: 0, pop: 0 };
    for (let step = 0; step < SOAK_STEPS; step++) {
      const path = await page.evaluate(() => location.pathname);
      if (path === '/tabs/explore' && step % 3 === 0) {
        const items = page.locator('.ion-page:not(.ion-page-hidden) ion-item[href]');
        await items.nth(step % (await items.count())).click();
        counts.push++;
      } else if (path.startsWith('/tabs/explore/')) {
        await page.locator('.ion-page:not(.ion-page-hidden) ion-back-button').click();
        counts.pop++;
      } else {
        const tab = TABS[step % TABS.length] ?? 'home';
        await page.locator(`ion-tab-button[tab="${tab}"]`).click();
        counts.tab++;
      }
      await settle();
    }
    await page.waitForTimeout(500);
    return { steps: SOAK_STEPS, counts, before, after: await measure() };
  } finally {
    await context.close();
  }
}

type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

/** Each scored audit below full marks, by category: what to look at when a score is not 100. */
const missed = new Map<string, Set<string>>();

async function lighthouseScores(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const score = (id: keyof Scores) => Math.round((result.lhr.categories[id]?.score ?? 0) * 100);
    const page = url.includes(BLANK_MARK) ? 'blank' : 'app';
    for (const [category, { auditRefs }] of Object.entries(result.lhr.categories)) {
      for (const { id, weight } of auditRefs) {
        const audit = result.lhr.audits[id];
        if (weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
          const key = `${page}:${category}`;
          missed.set(key, (missed.get(key) ?? new Set()).add(`${id} ${audit.score.toFixed(2)}`));
        }
      }
    }
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
    };
  } finally {
    chrome.kill();
  }
}

function medianScores(all: Scores[]): Scores {
  const of = (id: keyof Scores) => median(all.map((s) => s[id]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
  };
}

const kb = (bytes: number) => round(bytes / 1024);
const mb = (bytes: number) => round(bytes / 1024 / 1024);

async function main(): Promise<void> {
  if (!options['no-build']) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  const blankDir = mkdtempSync(join(tmpdir(), 'tabshell-blank-'));
  writeFileSync(join(blankDir, 'index.html'), BLANK_HTML);
  writeFileSync(join(blankDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  const app = await serve({ port: 0, dir: options.dir });
  const blank = await serve({ port: 0, dir: blankDir });
  const targets: Target[] = [
    { name: 'app', url: `${app.url}/tabs/home`, ready: 'ion-tab-bar ion-tab-button.hydrated' },
    { name: 'blank', url: `${blank.url}/${BLANK_MARK}`, ready: '#ready' },
  ];
  const browser = await launchChromium();
  const version = browser.version();
  const samples = new Map<string, LoadSample[]>();
  try {
    // Warm the server's gzip cache and the disk, so the first measured run is not the odd one out.
    for (const target of targets) await load(browser, target, 1, false);
    for (const [index, target] of interleave(targets, RUNS).entries()) {
      for (const cpu of [1, 4]) {
        const key = `${target.name}@${cpu}`;
        const sample = await load(browser, target, cpu, target.name === 'app' && cpu === 4);
        samples.set(key, [...(samples.get(key) ?? []), sample]);
      }
      process.stderr.write(`\rload runs ${index + 1}/${RUNS * targets.length}`);
    }
    process.stderr.write('\nheap, soak');
    const heap = { app: [] as number[], blank: [] as number[] };
    for (const target of interleave(targets, 3))
      heap[target.name].push(await heapAfterGc(browser, target));
    const soakResult = await soak(browser, app.url);
    process.stderr.write(', lighthouse');
    const scores = { app: [] as Scores[], blank: [] as Scores[] };
    for (const target of interleave(targets, LIGHTHOUSE_RUNS)) {
      scores[target.name].push(await lighthouseScores(target.url));
      process.stderr.write('.');
    }
    process.stderr.write('\n');

    const of = (name: string, cpu: number, pick: (s: LoadSample) => number) =>
      median((samples.get(`${name}@${cpu}`) ?? []).map(pick));
    const bytesOf = (name: string, kind: ByteKind) => of(name, 1, (s) => s.bytes[kind]);
    /** One figure at CPU ×1 and ×4, for the app and the blank page, with their ratio. */
    const beside = (pick: (sample: LoadSample) => number) =>
      Object.fromEntries(
        [1, 4].map((cpu) => {
          const app = of('app', cpu, pick);
          const blank = of('blank', cpu, pick);
          return [
            `cpu${cpu}`,
            { app: round(app), blank: round(blank), ratio: round(ratio(app, blank)) },
          ];
        }),
      );
    const total = (name: string) => of(name, 1, (s) => s.bytes.html + s.bytes.js + s.bytes.css);
    const report = {
      date: new Date().toISOString(),
      chromium: version,
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      firstLoadKb: {
        app: {
          total: kb(total('app')),
          html: kb(bytesOf('app', 'html')),
          js: kb(bytesOf('app', 'js')),
          css: kb(bytesOf('app', 'css')),
          other: kb(bytesOf('app', 'other')),
        },
        blank: { total: kb(total('blank')) },
        preloadedLaterKb: kb(of('app', 1, (s) => s.laterBytes)),
      },
      fcpMs: beside((sample) => sample.fcp),
      tabBarReadyMs: beside((sample) => sample.ready),
      blockingMs: beside((sample) => sample.blocking),
      tabSwitchMs: {
        cpu4: round(median((samples.get('app@4') ?? []).flatMap((s) => s.switches))),
        count: (samples.get('app@4') ?? []).flatMap((s) => s.switches).length,
      },
      heapMb: {
        app: mb(median(heap.app)),
        blank: mb(median(heap.blank)),
        ratio: round(ratio(median(heap.app), median(heap.blank))),
      },
      soak: {
        ...soakResult,
        before: { nodes: soakResult.before.nodes, heapMb: mb(soakResult.before.heap) },
        after: { nodes: soakResult.after.nodes, heapMb: mb(soakResult.after.heap) },
      },
      lighthouse: LIGHTHOUSE_RUNS
        ? {
            app: medianScores(scores.app),
            blank: medianScores(scores.blank),
            belowFullMarks: Object.fromEntries(
              [...missed].map(([key, audits]) => [key, [...audits].sort()]),
            ),
          }
        : undefined,
    };
    mkdirSync(dirname(options.out), { recursive: true });
    writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(table(report));
    console.log(`\nWrote ${options.out}`);
  } finally {
    await browser.close();
    await app.close();
    await blank.close();
  }
}

type Report = {
  runs: number;
  lighthouseRuns: number;
  chromium: string;
  firstLoadKb: {
    app: Record<'total' | 'html' | 'js' | 'css' | 'other', number>;
    blank: { total: number };
    preloadedLaterKb: number;
  };
  fcpMs: Record<string, { app: number; blank: number; ratio: number }>;
  tabBarReadyMs: Record<string, { app: number; blank: number; ratio: number }>;
  blockingMs: Record<string, { app: number; blank: number; ratio: number }>;
  tabSwitchMs: { cpu4: number; count: number };
  heapMb: { app: number; blank: number; ratio: number };
  soak: {
    steps: number;
    before: { nodes: number; heapMb: number };
    after: { nodes: number; heapMb: number };
  };
  lighthouse: { app: Scores; blank: Scores } | undefined;
};

/** The Markdown table the README shows. */
function table(report: Report): string {
  const timing = (row: { app: number; blank: number; ratio: number } | undefined) =>
    row ? [`${row.app} ms`, `${row.blank} ms`, `${row.ratio}×`] : ['–', '–', '–'];
  const scores = (s: Scores | undefined) =>
    s ? `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}` : 'not run';
  const { app } = report.firstLoadKb;
  const rows = [
    ['| | Tabshell | blank page | ratio |', '|---|---|---|---|'],
    [
      `| first load, gzip (before the tab bar is ready) | ${app.total} kB (JS ${app.js}, CSS ${app.css}, HTML ${app.html}; other ${app.other}) | ${report.firstLoadKb.blank.total} kB | |`,
    ],
    [`| preloaded at idle after the first page | ${report.firstLoadKb.preloadedLaterKb} kB | | |`],
    [`| first contentful paint, CPU ×1 | ${timing(report.fcpMs.cpu1).join(' | ')} |`],
    [`| first contentful paint, CPU ×4 | ${timing(report.fcpMs.cpu4).join(' | ')} |`],
    [`| tab bar visible and tappable, CPU ×1 | ${timing(report.tabBarReadyMs.cpu1).join(' | ')} |`],
    [`| tab bar visible and tappable, CPU ×4 | ${timing(report.tabBarReadyMs.cpu4).join(' | ')} |`],
    [
      `| total blocking time (long tasks over 50 ms, from the FCP), CPU ×4 | ${report.blockingMs.cpu4?.app ?? '–'} ms | ${report.blockingMs.cpu4?.blank ?? '–'} ms | |`,
    ],
    [
      `| tab switch, tap to painted, CPU ×4 (${report.tabSwitchMs.count} taps) | ${report.tabSwitchMs.cpu4} ms | | |`,
    ],
    [
      `| JS heap after load and GC | ${report.heapMb.app} MB | ${report.heapMb.blank} MB | ${report.heapMb.ratio}× |`,
    ],
    [
      `| after a ${report.soak.steps}-step soak: DOM elements, heap | ${report.soak.before.nodes} → ${report.soak.after.nodes}, ${report.soak.before.heapMb} → ${report.soak.after.heapMb} MB | | |`,
    ],
    [
      `| Lighthouse mobile perf/a11y/best practices/SEO | ${scores(report.lighthouse?.app)} | ${scores(report.lighthouse?.blank)} | |`,
    ],
  ];
  return [
    ...rows.flat(),
    '',
    `Medians of ${report.runs} interleaved cold loads each (Lighthouse: ${report.lighthouseRuns} runs), headless Chromium ${report.chromium}, ${PHONE.width}×${PHONE.height} phone viewport, loopback, gzip.`,
  ].join('\n');
}

await main();
