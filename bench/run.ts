/**
 * `npm run bench`: how fast Tabshell starts and runs beside two stock apps, the Ionic React tabs
 * starter and the Ionic Angular one, at every door a person comes in by, all measured in the same
 * run.
 *
 * Builds the app (and, for the client path, a second build with PRERENDER=0), the stock React app
 * (bench/baseline/, from the same packages) and the stock Angular app (bench/baseline-angular/:
 * its own packages, `@ionic/angular` 9.0.5 with its own `@ionic/core` 9.0.5 beside Tabshell's
 * 9.0.4, which this registry lacks; installed on first use and built by its own `ng build`,
 * angular.ts), serves them as production hosts would (scripts/serve.ts: gzip; `spa` for a plain
 * single-page host), then drives headless Chromium at CPU ×4 with each device's user agent,
 * viewport and touch (e2e/support/devices.ts):
 *   - each door: `/`, a tab's own URL and a pushed page on an Android phone (Ionic's Material
 *     mode) and an iPhone (its iOS mode), a plain single-page host, the Android app's start (a
 *     fake Capacitor bridge) and the client path (no prerendered page, fake bridge); the stock apps
 *     at the same door (their own `/` and tab URL; for a pushed page, which they have not, the
 *     tab's);
 *   - per cold load: first and largest contentful paint (LCP read once settled, 2 s after ready),
 *     "tab bar usable" (visible and the topmost element where it is), "app live" (Tabshell's
 *     APP_HYDRATED_MARK; a stock app's ready), blocking time, first-load bytes; then real tab
 *     taps after the app is ready (first visits and revisits, with their Event Timing INP);
 *   - the same cold loads again with no DevTools inspector in the page (uninspected.ts: Playwright
 *     and Lighthouse enable the protocol's Runtime domain, which makes every Error V8 creates
 *     reparse the functions on its stack): FCP, tab bar usable, app live, blocking time, the early
 *     tap below, the heap;
 *   - an early tap in loads of its own: the second tab (at a pushed page, the first) tapped the
 *     first frame it can be hit, from
 *     navigation start to the tapped page shown, a lost tap retried after 500 ms;
 *   - JS heap after load and GC; a soak of tab switches, pushes and pops (heap and DOM before and
 *     after; `--soak-before <dir>` soaks an earlier build beside it); Lighthouse at `/` and a tab.
 * Every timing is the median of interleaved runs (which app goes first rotates), with Tabshell's
 * ratio to each stock app (report.ts); `--no-angular` leaves the Angular app out, for quick runs.
 * It prints tables and writes JSON. Nothing here passes or fails on time. This file is the command
 * line; measure.ts measures, report.ts reports, angular.ts builds the Angular app.
 *
 * Usage: npm run bench -- --help
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { launchChromium } from '../e2e/support/chromium.ts';
import { serve } from '../scripts/serve.ts';
import { textOf } from '../e2e/support/texts.ts';
import { DEFAULT_LANGUAGE, nearestLanguage } from '../src/shared/languages.ts';
import {
  APP_CODE_RUN_MARK,
  APP_HYDRATED_MARK,
  IONIC_DEFINED_MARK,
} from '../src/shared/startupPhases.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { buildAngularBaseline } from './angular.ts';
import { launchUninspected } from './uninspected.ts';
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
  APPS,
  summarize,
  table,
  type AppName,
  type Door,
  type EarlyTap,
  type LoadSample,
  type Measured,
  type Scores,
  type SoakResult,
  type UninspectedLoad,
} from './report.ts';
import { rotation } from './stats.ts';

const USAGE = `Usage: npm run bench -- [--runs N] [--lighthouse-runs N] [--soak-steps N] [--no-build]
                        [--no-lighthouse] [--no-angular] [--dir dist] [--out docs/benchmark.json]
                        [--doors id,id] [--soak-before <dir of an earlier build>]`;

const OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  runs: { type: 'string', default: '5' },
  'lighthouse-runs': { type: 'string', default: '3' },
  'soak-steps': { type: 'string', default: '2000' },
  'soak-before': { type: 'string' },
  'no-build': { type: 'boolean', default: false },
  'no-lighthouse': { type: 'boolean', default: false },
  'no-angular': { type: 'boolean', default: false },
  out: { type: 'string', default: 'docs/benchmark.json' },
  dir: { type: 'string', default: 'dist' },
  doors: { type: 'string' },
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
/** The apps measured, in the order of the first round: Tabshell and the stock apps. */
const APPS_MEASURED = APPS.filter((name) => name !== 'angular' || !options['no-angular']);

const LANDING = TABS[0]?.id ?? 'home';
const SECOND = TABS[1]?.id ?? 'explore';
/** A page pushed in the second tab, opened by its URL. */
const PUSHED = 'back-button';

/** A door: where each app is opened, on which device, with which native bridge. */
interface DoorPlan extends Door, Record<AppName, string> {
  readonly native?: 'android';
  readonly earlyTab?: string;
  /** P14: a device in another language (the stock apps speak English only). */
  readonly locale?: string;
}

/** A door before the stock Angular app's address, taken from the stock React app's, is added. */
type StockDoor = Omit<DoorPlan, 'angular'>;

function doorPlans(urls: {
  app: string;
  spa: string;
  client: string;
  stock: string;
  angular: string;
}): DoorPlan[] {
  const tab = `/tabs/${LANDING}`;
  const pushed = `/tabs/${SECOND}/${PUSHED}`;
  const doors: StockDoor[] = [
    {
      id: 'root-android',
      label: '`/`, Android phone',
      device: 'android',
      app: `${urls.app}/`,
      stock: `${urls.stock}/`,
    },
    {
      id: 'tab-android',
      label: `\`${tab}\`, Android phone`,
      device: 'android',
      app: `${urls.app}${tab}`,
      stock: `${urls.stock}/${LANDING}`,
    },
    {
      id: 'root-iphone',
      label: '`/`, iPhone',
      device: 'iphone',
      app: `${urls.app}/`,
      stock: `${urls.stock}/`,
    },
    {
      id: 'tab-iphone',
      label: `\`${tab}\`, iPhone`,
      device: 'iphone',
      app: `${urls.app}${tab}`,
      stock: `${urls.stock}/${LANDING}`,
    },
    {
      id: 'tab-android-ar',
      label: `\`${tab}\`, Android phone in Arabic`,
      device: 'android',
      locale: 'ar-EG',
      app: `${urls.app}${tab}`,
      stock: `${urls.stock}/${LANDING}`,
    },
    {
      id: 'tab-iphone-de',
      label: `\`${tab}\`, iPhone in German`,
      device: 'iphone',
      locale: 'de-DE',
      app: `${urls.app}${tab}`,
      stock: `${urls.stock}/${LANDING}`,
    },
    ...(['android', 'iphone'] as const).map((device) => ({
      id: `pushed-${device}`,
      label: `pushed page \`${pushed}\`, ${device === 'android' ? 'Android phone' : 'iPhone'} (early tap: ${LANDING})`,
      device,
      app: `${urls.app}${pushed}`,
      // The stock starter has no pushed page: its own page of the same tab.
      stock: `${urls.stock}/${SECOND}`,
      earlyTab: LANDING,
    })),
    {
      id: 'spa-iphone',
      label: `plain single-page host, \`${tab}\`, iPhone`,
      device: 'iphone',
      app: `${urls.spa}${tab}`,
      stock: `${urls.stock}/${LANDING}`,
    },
    {
      id: 'native-android',
      label: 'Android app start (fake bridge)',
      device: 'android',
      native: 'android',
      app: `${urls.app}/`,
      stock: `${urls.stock}/`,
    },
    {
      id: 'client-android',
      label: 'client path: no prerendered page (PRERENDER=0), fake Android bridge',
      device: 'android',
      native: 'android',
      app: `${urls.client}/`,
      stock: `${urls.stock}/`,
    },
  ];
  // The stock Angular app at the stock React app's path: the same routes, served alike.
  return doors.map((door) => ({
    ...door,
    angular: `${urls.angular}${door.stock.slice(urls.stock.length)}`,
  }));
}

function target(plan: DoorPlan, name: AppName): Target {
  return {
    name,
    url: plan[name],
    device: plan.device,
    ...(plan.native ? { native: plan.native } : {}),
    ready: 'ion-tab-bar ion-tab-button.hydrated',
    hydrated:
      name === 'app'
        ? {
            mark: APP_HYDRATED_MARK,
            phases: { codeRun: APP_CODE_RUN_MARK, ionicDefined: IONIC_DEFINED_MARK },
          }
        : 'ready',
    ...(plan.earlyTab ? { earlyTab: plan.earlyTab } : {}),
    ...(plan.locale ? { locale: plan.locale } : {}),
    ...(plan.locale && name === 'app' ? { titles: tabTitles(plan.locale) } : {}),
  };
}

/** Each tab's title in the language a device set to `locale` gets (the stock apps have none). */
function tabTitles(locale: string): Record<string, string> {
  const language = nearestLanguage([locale]) ?? DEFAULT_LANGUAGE;
  return Object.fromEntries(TAB_LIST.map((tab) => [tab.id, textOf(language, `tab.${tab.id}`)]));
}

function build(args: string[], env: NodeJS.ProcessEnv = {}) {
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn', ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
}

async function main(): Promise<void> {
  const stockDir = mkdtempSync(join(tmpdir(), 'bench-stock-'));
  const clientDir = mkdtempSync(join(tmpdir(), 'bench-client-'));
  if (!options['no-build']) build([]);
  // The client path: the same app with no prerendered pages, as a PRERENDER=0 build ships it.
  build(['--outDir', clientDir, '--emptyOutDir'], { PRERENDER: '0' });
  // The stock apps are always built: React from this repository's node_modules, by Vite's
  // defaults; Angular from its own, by its `ng build` (installed first if need be).
  build(['--config', 'bench/baseline/vite.config.ts', '--outDir', stockDir]);
  const angularDir = APPS_MEASURED.includes('angular')
    ? buildAngularBaseline(mkdtempSync(join(tmpdir(), 'bench-angular-')))
    : undefined;
  const blankDir = mkdtempSync(join(tmpdir(), 'bench-blank-'));
  writeFileSync(join(blankDir, 'index.html'), BLANK_HTML);
  for (const dir of [blankDir, stockDir, angularDir]) {
    if (dir) writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  }
  const servers = {
    app: await serve({ port: 0, dir: options.dir }),
    spa: await serve({ port: 0, dir: options.dir, spa: true }),
    client: await serve({ port: 0, dir: clientDir }),
    // Each stock app as the stock React app has always been served: every path not a file gets
    // its index.html (it has no page of its own for a path), and the app routes on the client.
    stock: await serve({ port: 0, dir: stockDir }),
    ...(angularDir ? { angular: await serve({ port: 0, dir: angularDir }) } : {}),
    blank: await serve({ port: 0, dir: blankDir }),
    ...(options['soak-before']
      ? { before: await serve({ port: 0, dir: options['soak-before'] }) }
      : {}),
  };
  const all = doorPlans({
    app: servers.app.url,
    spa: servers.spa.url,
    client: servers.client.url,
    stock: servers.stock.url,
    angular: servers.angular?.url ?? '',
  });
  const wanted = options.doors?.split(',');
  const doors = wanted ? all.filter((door) => wanted.includes(door.id)) : all;
  if (doors.length === 0) {
    console.error(`--doors takes some of ${all.map((door) => door.id).join(', ')}.\n${USAGE}`);
    process.exit(2);
  }
  const blank: Target = {
    name: 'blank',
    url: `${servers.blank.url}/${BLANK_MARK}`,
    device: 'android',
    ready: '#ready',
    hydrated: 'ready',
  };
  const browser = await launchChromium();
  /** Each scored audit below full marks, by page and category. */
  const missed = new Map<string, Set<string>>();
  const loads = new Map<string, LoadSample[]>();
  const earlyTaps = new Map<string, EarlyTap[]>();
  const push = <T>(map: Map<string, T[]>, key: string, value: T) => {
    map.set(key, [...(map.get(key) ?? []), value]);
  };
  try {
    // Warm the servers' gzip caches and the disk, so the first measured run is not the odd one out.
    for (const door of doors) {
      for (const name of APPS_MEASURED) await load(browser, target(door, name), 4);
    }
    const blankReady: number[] = [];
    let done = 0;
    for (let run = 0; run < RUNS; run++) {
      for (const door of doors) {
        // Which app goes first rotates, so drift hits all alike.
        for (const name of rotation(APPS_MEASURED, run)) {
          const key = `${door.id}|${name}`;
          push(loads, key, await load(browser, target(door, name), 4));
          push(earlyTaps, key, await earlyTap(browser, target(door, name)));
        }
        process.stderr.write(`\rload runs ${++done}/${RUNS * doors.length}`);
      }
      blankReady.push((await load(browser, blank, 4)).ready);
    }
    // The same doors again with no inspector in the page (uninspected.ts): as a person loads them.
    const uninspected = new Map<string, UninspectedLoad[]>();
    const uninspectedEarlyTaps = new Map<string, EarlyTap[]>();
    const uninspectedHeap: Partial<Record<AppName, number[]>> = {};
    const bare = await launchUninspected();
    try {
      done = 0;
      for (let run = 0; run < RUNS; run++) {
        for (const door of doors) {
          for (const name of rotation(APPS_MEASURED, run)) {
            const key = `${door.id}|${name}`;
            push(uninspected, key, await bare.load(target(door, name), 4));
            push(uninspectedEarlyTaps, key, await bare.earlyTap(target(door, name)));
          }
          process.stderr.write(`\runinspected load runs ${++done}/${RUNS * doors.length}`);
        }
      }
      const first = doors[0] ?? all[0];
      for (let run = 0; first && run < 3; run++) {
        for (const name of rotation(APPS_MEASURED, run)) {
          (uninspectedHeap[name] ??= []).push(await bare.heapAfterGc(target(first, name)));
        }
      }
    } finally {
      await bare.close();
    }
    process.stderr.write('\nheap');
    const first = doors[0] ?? all[0];
    const heap: Partial<Record<AppName, number[]>> = {};
    if (first) {
      for (let run = 0; run < 3; run++) {
        for (const name of rotation(APPS_MEASURED, run)) {
          (heap[name] ??= []).push(await heapAfterGc(browser, target(first, name)));
        }
      }
    }
    process.stderr.write(', soak');
    const soakNow: SoakResult = await soak(browser, servers.app.url, SOAK_STEPS);
    const soakBefore = servers.before
      ? await soak(browser, servers.before.url, SOAK_STEPS)
      : undefined;
    process.stderr.write(', lighthouse');
    const lighthouse = new Map<string, Scores[]>();
    const angularUrl = servers.angular?.url ?? '';
    const pages: ({ path: string } & Record<AppName, string>)[] = [
      {
        path: '/',
        app: `${servers.app.url}/`,
        stock: `${servers.stock.url}/`,
        angular: `${angularUrl}/`,
      },
      {
        path: `/tabs/${SECOND}`,
        app: `${servers.app.url}/tabs/${SECOND}`,
        stock: `${servers.stock.url}/${SECOND}`,
        angular: `${angularUrl}/${SECOND}`,
      },
    ];
    for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
      for (const page of pages) {
        for (const name of rotation(APPS_MEASURED, run)) {
          const key = `${page.path}|${name}`;
          push(lighthouse, key, await lighthouseScores(page[name], key, missed));
          process.stderr.write('.');
        }
      }
    }
    process.stderr.write('\n');

    const measured: Measured = {
      apps: APPS_MEASURED,
      date: new Date().toISOString(),
      chromium: browser.version(),
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      doors: doors.map(({ id, label, device }) => ({ id, label, device })),
      loads,
      earlyTaps,
      uninspected,
      uninspectedEarlyTaps,
      blankReady,
      heap,
      uninspectedHeap,
      soak: { now: soakNow, ...(soakBefore ? { before: soakBefore } : {}) },
      lighthouse,
      belowFullMarks: Object.fromEntries(
        [...missed].map(([key, audits]) => [key, [...audits].sort()]),
      ),
    };
    const report = summarize(measured);
    mkdirSync(dirname(options.out), { recursive: true });
    writeFileSync(options.out, `${JSON.stringify(report, null, 2)}\n`);
    console.log(table(report));
    console.log(`\nWrote ${options.out}`);
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map((server) => server.close()));
  }
}

await main();
