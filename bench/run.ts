/**
 * `npm run bench`: how fast Tabshell starts and runs beside the stock Ionic React tabs app and a
 * blank page, all three measured in one run.
 *
 * Builds the app and the stock app (bench/baseline/, from the same packages), serves both as a
 * production host would (scripts/serve.ts: gzip, SPA fallback) and serves a blank page beside
 * them, then drives headless Chromium in a phone viewport over loopback:
 *   - first-load bytes by kind (everything fetched before the tab bar is ready, gzip as sent);
 *   - first and largest contentful paint and "tab bar ready" (visible and the topmost element
 *     where it is, with Ionic's tab buttons hydrated) at CPU ×1 and ×4;
 *   - "app hydrated": Tabshell's APP_HYDRATED_MARK (its own handlers live), the others' ready;
 *   - an early tap, at CPU ×4 in loads of its own: the second tab tapped as soon as the tab bar is
 *     ready, to the tapped page shown (in a new document if the tap followed a link);
 *   - tab switch, tap to the new page painted, at CPU ×4, first visits and revisits apart, with the
 *     same taps in both apps, and the taps' interaction to next paint (Web Vitals INP);
 *   - JS heap after load and GC; DOM nodes after a soak of tab switches, pushes and pops (Tabshell);
 *   - Lighthouse mobile scores (its default simulated throttling).
 * Each timing is the median of interleaved runs of the three pages, with Tabshell's ratio to the
 * stock app and to the blank page (report.ts). It prints a table and writes JSON. Nothing here
 * passes or fails on time. This file is the command line; measure.ts measures, report.ts reports.
 *
 * Usage: npm run bench -- --help
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { PHONE } from '../e2e/support/app.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { serve } from '../scripts/serve.ts';
import { APP_HYDRATED_MARK } from '../src/shared/performanceMarks.ts';
import {
  BLANK_HTML,
  BLANK_MARK,
  earlyTap,
  heapAfterGc,
  lighthouseScores,
  load,
  soak,
  TABS,
  type Target,
} from './measure.ts';
import {
  CPU_RATES,
  summarize,
  table,
  TARGETS,
  type EarlyTap,
  type LoadSample,
  type Measured,
  type Scores,
  type TargetName,
} from './report.ts';
import { interleave } from './stats.ts';

const USAGE = `Usage: npm run bench -- [--runs N] [--lighthouse-runs N] [--soak-steps N] [--no-build]
                        [--no-lighthouse] [--dir dist] [--out docs/benchmark.json]
                        [--only app,stock,blank]`;

const OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  runs: { type: 'string', default: '9' },
  'lighthouse-runs': { type: 'string', default: '3' },
  'soak-steps': { type: 'string', default: '200' },
  'no-build': { type: 'boolean', default: false },
  'no-lighthouse': { type: 'boolean', default: false },
  out: { type: 'string', default: 'docs/benchmark.json' },
  dir: { type: 'string', default: 'dist' },
  only: { type: 'string', default: 'app,stock,blank' },
} as const;

function parseOptions() {
  try {
    return parseArgs({ options: OPTIONS }).values;
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
}

/** Exits with the usage when `value` is not a whole number of at least `min`. */
function count(name: string, value: string, min: number): number {
  const parsed = Number(value);
  if (Number.isInteger(parsed) && parsed >= min) return parsed;
  console.error(`--${name} takes a whole number of at least ${min}, not "${value}".\n${USAGE}`);
  process.exit(2);
}

const options = parseOptions();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const RUNS = count('runs', options.runs, 1);
const LIGHTHOUSE_RUNS = options['no-lighthouse']
  ? 0
  : count('lighthouse-runs', options['lighthouse-runs'], 0);
const SOAK_STEPS = count('soak-steps', options['soak-steps'], 0);
const WANTED = new Set(options.only.split(','));
if ([...WANTED].some((name) => !(TARGETS as readonly string[]).includes(name))) {
  console.error(`--only takes ${TARGETS.join(', ')}, not "${options.only}".\n${USAGE}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const stockDir = mkdtempSync(join(tmpdir(), 'tabshell-stock-'));
  if (!options['no-build']) {
    execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  }
  // The stock app is always built, from this repository's node_modules, by Vite's defaults.
  execFileSync(
    'npx',
    ['vite', 'build', '--config', 'bench/baseline/vite.config.ts', '--outDir', stockDir],
    { stdio: 'ignore' },
  );
  const blankDir = mkdtempSync(join(tmpdir(), 'tabshell-blank-'));
  writeFileSync(join(blankDir, 'index.html'), BLANK_HTML);
  for (const dir of [blankDir, stockDir]) {
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  }
  const servers = {
    app: await serve({ port: 0, dir: options.dir }),
    stock: await serve({ port: 0, dir: stockDir }),
    blank: await serve({ port: 0, dir: blankDir }),
  };
  const landing = TABS[0]?.id ?? 'home';
  const allTargets: Target[] = [
    {
      name: 'app',
      url: `${servers.app.url}/tabs/${landing}`,
      ready: 'ion-tab-bar ion-tab-button.hydrated',
      hydrated: { mark: APP_HYDRATED_MARK },
    },
    {
      name: 'stock',
      url: `${servers.stock.url}/${landing}`,
      ready: 'ion-tab-bar ion-tab-button.hydrated',
      hydrated: 'ready',
    },
    {
      name: 'blank',
      url: `${servers.blank.url}/${BLANK_MARK}`,
      ready: '#ready',
      hydrated: 'ready',
    },
  ];
  const targets = allTargets.filter((target) => WANTED.has(target.name));
  const browser = await launchChromium();
  /** Each scored audit below full marks, by page and category. */
  const missed = new Map<string, Set<string>>();
  const loads = new Map<string, LoadSample[]>();
  const earlyTaps: Record<TargetName, EarlyTap[]> = { app: [], stock: [], blank: [] };
  try {
    // Warm the server's gzip cache and the disk, so the first measured run is not the odd one out.
    for (const target of targets) await load(browser, target, 1);
    for (const [index, target] of interleave(targets, RUNS).entries()) {
      for (const cpu of CPU_RATES) {
        const key = `${target.name}@${cpu}`;
        loads.set(key, [...(loads.get(key) ?? []), await load(browser, target, cpu)]);
      }
      // The blank page has no tabs to tap.
      if (target.name !== 'blank') earlyTaps[target.name].push(await earlyTap(browser, target));
      process.stderr.write(`\rload runs ${index + 1}/${RUNS * targets.length}`);
    }
    process.stderr.write('\nheap, soak');
    const heap: Record<TargetName, number[]> = { app: [], stock: [], blank: [] };
    for (const target of interleave(targets, 3)) {
      heap[target.name].push(await heapAfterGc(browser, target));
    }
    const soakResult = await soak(browser, servers.app.url, SOAK_STEPS);
    process.stderr.write(', lighthouse');
    const lighthouseResults: Record<TargetName, Scores[]> = { app: [], stock: [], blank: [] };
    for (const target of interleave(targets, LIGHTHOUSE_RUNS)) {
      lighthouseResults[target.name].push(await lighthouseScores(target.url, target.name, missed));
      process.stderr.write('.');
    }
    process.stderr.write('\n');

    const measured: Measured = {
      date: new Date().toISOString(),
      chromium: browser.version(),
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      loads,
      earlyTaps,
      heap,
      soak: soakResult,
      lighthouse: lighthouseResults,
      belowFullMarks: Object.fromEntries(
        [...missed].map(([key, audits]) => [key, [...audits].sort()]),
      ),
    };
    const report = summarize(measured);
    mkdirSync(dirname(options.out), { recursive: true });
    writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(table(report, PHONE));
    console.log(`\nWrote ${options.out}`);
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

await main();
