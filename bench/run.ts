/**
 * `npm run bench`: how fast Tabshell starts and runs beside two stock apps, the Ionic React tabs
 * starter and the Ionic Angular one, at every door a person comes in by, all measured in the same
 * run.
 *
 * Builds the app (and, for the client path, a second build with PRERENDER=0), the stock React app
 * (bench/baseline/, from the same packages) and the stock Angular app (bench/baseline-angular/:
 * its own packages, `@ionic/angular` 9.0.5 with its own `@ionic/core` 9.0.5 beside Tabshell's
 * 9.0.4, which this registry lacks; installed on first use and built by its own `ng build`,
 * angular.ts), and with `--before <ref>` Tabshell at that commit (before.ts), serves them as
 * production hosts would (scripts/serve.ts: HTTP/2 over TLS with a throwaway certificate, gzip;
 * `spa` for a plain single-page host), then drives headless Chromium at CPU ×4 with each device's
 * user agent, viewport and touch (e2e/support/devices.ts):
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
 *     reparse the functions on its stack), on each network of `--networks` (loopback, a phone's
 *     Fast 4G and slow 4G: network.ts): FCP, tab bar usable, app live, blocking time, the early
 *     tap below, the round trips before the first paint and before live, the bytes before live;
 *     the heap on loopback;
 *   - an early tap in loads of its own: the second tab (at a pushed page, the first) tapped the
 *     first frame it can be hit, from navigation start to the frame its page is shown (its tab
 *     selected, its title visible), a tap that changes nothing visible retried after 500 ms;
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
import { CHROMIUM_ARGS, launchChromium } from '../e2e/support/chromium.ts';
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
import { buildBefore, type BeforeBuild } from './before.ts';
import { throwawayCertificate } from './certificate.ts';
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
import { NETWORK_NAMES, parseNetworks, type NetworkName } from './network.ts';
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
  type Waterfall,
} from './report.ts';
import { rotation } from './stats.ts';

const USAGE = `Usage: npm run bench -- [--runs N] [--lighthouse-runs N] [--soak-steps N] [--no-build]
                        [--no-lighthouse] [--no-angular] [--dir dist] [--out docs/benchmark.json]
                        [--doors id,id] [--networks ${NETWORK_NAMES.join(',')}]
                        [--before <git ref>] [--soak-before <dir of an earlier build>]`;

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
  networks: { type: 'string', default: NETWORK_NAMES.join(',') },
  before: { type: 'string' },
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

/** Exits with the usage when `value` names no network or one unknown. */
function networks(value: string): NetworkName[] {
  const parsed = parseNetworks(value);
  if (parsed) return parsed;
  console.error(`--networks takes some of ${NETWORK_NAMES.join(', ')}, not "${value}".\n${USAGE}`);
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
/** The apps measured, in the order of the first round: Tabshell (then and now) and the stock apps. */
const APPS_MEASURED = APPS.filter(
  (name) =>
    (name !== 'angular' || !options['no-angular']) && (name !== 'before' || !!options.before),
);
const NETWORKS_MEASURED = networks(options.networks);

const LANDING = TABS[0]?.id ?? 'home';
const SECOND = TABS[1]?.id ?? 'explore';
const LAST = TABS.at(-1)?.id ?? 'settings';
/** A page pushed in the second tab, opened by its URL. */
const PUSHED = 'back-button';

/** A door: where each app is opened, on which device, with which native bridge. */
interface DoorPlan extends Door, Record<AppName, string> {
  readonly native?: 'android';
  readonly earlyTab?: string;
  /** P14: a device in another language (the stock apps speak English only). */
  readonly locale?: string;
}

/** A door before the addresses taken from others' (the earlier Tabshell's, the Angular app's). */
type StockDoor = Omit<DoorPlan, 'angular' | 'before'>;

/** Where each build is served: Tabshell's as a host with pages, a plain host, the client path. */
interface Hosts {
  readonly app: string;
  readonly spa: string;
  readonly client: string;
}

function doorPlans(urls: Hosts & { stock: string; angular: string; before?: Hosts }): DoorPlan[] {
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
      id: 'last-tab-android',
      label: `\`/tabs/${LAST}\`, Android phone`,
      device: 'android',
      app: `${urls.app}/tabs/${LAST}`,
      stock: `${urls.stock}/${LAST}`,
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
  /** The earlier Tabshell at this one's address, on the host of the same kind. */
  const before = (url: string) => {
    const host = (['app', 'spa', 'client'] as const).find((kind) =>
      url.startsWith(`${urls[kind]}/`),
    );
    return host && urls.before ? `${urls.before[host]}${url.slice(urls[host].length)}` : '';
  };
  // The stock Angular app at the stock React app's path: the same routes, served alike.
  return doors.map((door) => ({
    ...door,
    before: before(door.app),
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
      name === 'app' || name === 'before'
        ? {
            mark: APP_HYDRATED_MARK,
            phases: { codeRun: APP_CODE_RUN_MARK, ionicDefined: IONIC_DEFINED_MARK },
          }
        : 'ready',
    ...(plan.earlyTab ? { earlyTab: plan.earlyTab } : {}),
    ...(plan.locale ? { locale: plan.locale } : {}),
    ...(plan.locale && (name === 'app' || name === 'before')
      ? { titles: tabTitles(plan.locale) }
      : {}),
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
  const before = options.before ? buildBefore(options.before) : undefined;
  try {
    await measureAll({ clientDir, stockDir, angularDir, before });
  } finally {
    before?.remove();
  }
}

async function measureAll({
  clientDir,
  stockDir,
  angularDir,
  before,
}: {
  clientDir: string;
  stockDir: string;
  angularDir: string | undefined;
  before: BeforeBuild | undefined;
}): Promise<void> {
  const blankDir = mkdtempSync(join(tmpdir(), 'bench-blank-'));
  writeFileSync(join(blankDir, 'index.html'), BLANK_HTML);
  for (const dir of [blankDir, stockDir, angularDir]) {
    if (dir) writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
  }
  // Over HTTP/2 with TLS, as every static host serves: on a phone's network, HTTP/1.1's six
  // connections a host would queue a first load's requests as no real host does.
  const tls = throwawayCertificate();
  const host = (dir: string, spa = false) => serve({ port: 0, dir, spa, tls });
  const soakBeforeDir = options['soak-before'] ?? before?.dir;
  const servers = {
    app: await host(options.dir),
    spa: await host(options.dir, true),
    client: await host(clientDir),
    // Each stock app as the stock React app has always been served: every path not a file gets
    // its index.html (it has no page of its own for a path), and the app routes on the client.
    stock: await host(stockDir),
    ...(angularDir ? { angular: await host(angularDir) } : {}),
    blank: await host(blankDir),
    ...(before
      ? {
          before: await host(before.dir),
          beforeSpa: await host(before.dir, true),
          beforeClient: await host(before.clientDir),
        }
      : {}),
    ...(soakBeforeDir ? { soakBefore: await host(soakBeforeDir) } : {}),
  };
  const all = doorPlans({
    app: servers.app.url,
    spa: servers.spa.url,
    client: servers.client.url,
    stock: servers.stock.url,
    angular: servers.angular?.url ?? '',
    ...(servers.before && servers.beforeSpa && servers.beforeClient
      ? {
          before: {
            app: servers.before.url,
            spa: servers.beforeSpa.url,
            client: servers.beforeClient.url,
          },
        }
      : {}),
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
  const browser = await launchChromium([...CHROMIUM_ARGS, '--ignore-certificate-errors']);
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
    // The same doors again with no inspector in the page (uninspected.ts), as a person loads
    // them, on each network.
    const uninspected = new Map<string, UninspectedLoad[]>();
    const uninspectedEarlyTaps = new Map<string, EarlyTap[]>();
    const uninspectedHeap: Partial<Record<AppName, number[]>> = {};
    const waterfalls: Waterfall[] = [];
    const bare = await launchUninspected();
    try {
      done = 0;
      const rounds = RUNS * NETWORKS_MEASURED.length * doors.length;
      for (let run = 0; run < RUNS; run++) {
        for (const network of NETWORKS_MEASURED) {
          for (const door of doors) {
            for (const name of rotation(APPS_MEASURED, run)) {
              const key = `${door.id}|${network}|${name}`;
              const measured = await bare.load(target(door, name), 4, network);
              push(uninspected, key, measured.load);
              // What Tabshell's live waited on, at the first door, once on each network.
              if (run === 0 && name === 'app' && door === doors[0]) {
                const { requests, load: sample } = measured;
                waterfalls.push({ door: door.id, network, live: sample.hydrated, requests });
              }
              push(uninspectedEarlyTaps, key, await bare.earlyTap(target(door, name), network));
            }
            process.stderr.write(`\runinspected load runs ${++done}/${rounds}`);
          }
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
    const soakBefore = servers.soakBefore
      ? await soak(browser, servers.soakBefore.url, SOAK_STEPS)
      : undefined;
    process.stderr.write(', lighthouse');
    const lighthouse = new Map<string, Scores[]>();
    const angularUrl = servers.angular?.url ?? '';
    const pages: ({ path: string } & Record<AppName, string>)[] = [
      {
        path: '/',
        app: `${servers.app.url}/`,
        before: `${servers.before?.url ?? ''}/`,
        stock: `${servers.stock.url}/`,
        angular: `${angularUrl}/`,
      },
      {
        path: `/tabs/${SECOND}`,
        app: `${servers.app.url}/tabs/${SECOND}`,
        before: `${servers.before?.url ?? ''}/tabs/${SECOND}`,
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
      ...(before
        ? {
            before: before.commit.startsWith(before.ref)
              ? before.ref
              : `${before.ref} (${before.commit.slice(0, 7)})`,
          }
        : {}),
      networks: NETWORKS_MEASURED,
      date: new Date().toISOString(),
      chromium: browser.version(),
      runs: RUNS,
      lighthouseRuns: LIGHTHOUSE_RUNS,
      doors: doors.map(({ id, label, device }) => ({ id, label, device })),
      loads,
      earlyTaps,
      uninspected,
      uninspectedEarlyTaps,
      waterfalls,
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
