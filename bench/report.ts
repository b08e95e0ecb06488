/**
 * The benchmark's report: the figures `run.ts` measured, as JSON and as the Markdown tables the
 * README shows. Pure, so that its arithmetic and its wording are unit-tested (report.test.ts).
 *
 * Every figure is Tabshell's beside the stock Ionic React tabs app and the stock Ionic Angular
 * tabs app at the same door (the same address kind, device and host), measured in the same run,
 * interleaved, with Tabshell's ratio to each; a run without the Angular app (`--no-angular`)
 * reports the first two alone. With `--before <ref>`, Tabshell built at that commit is a further
 * app beside them, and Tabshell's ratio to it is given too.
 */
import {
  NETWORKS,
  waterfall,
  waterfallRows,
  type NetworkName,
  type NetworkRequest,
} from './network.ts';
import { interactionToNextPaint, median, percentile, ratio, round } from './stats.ts';

/**
 * The apps measured side by side at every door: Tabshell, Tabshell at an earlier commit (only
 * with `--before`), the stock Ionic React tabs app (bench/baseline/) and the stock Ionic Angular
 * one (bench/baseline-angular/).
 */
export const APPS = ['app', 'before', 'stock', 'angular'] as const;
export type AppName = (typeof APPS)[number];
/** How the table names each app (the earlier commit by its ref). */
const appLabel = (app: AppName, before = 'before') =>
  ({
    app: 'Tabshell',
    before: `Tabshell at ${before}`,
    stock: 'stock React',
    angular: 'stock Angular',
  })[app];
/** A device of each of Ionic's modes (e2e/support/devices.ts). */
export type Device = 'android' | 'iphone';

/** A way in: the address kind, the device, the host. */
export interface Door {
  readonly id: string;
  /** What a person reads in the table: "`/`, Android phone". */
  readonly label: string;
  readonly device: Device;
}

export interface TabSwitch {
  readonly ms: number;
  /** The first visit of that tab in this load, or a revisit. */
  readonly first: boolean;
  /**
   * The tap's interaction duration by the Event Timing API (its longest pointer or click event),
   * 0 when none reached the API's 16 ms floor.
   */
  readonly interaction: number;
}

/** A cold load in which the second tab was tapped the first frame it could be hit. */
export interface EarlyTap {
  /** From navigation start to the frame after the tapped page showed; NaN when it never showed. */
  readonly ms: number;
  /** From navigation start to the (first) tap. */
  readonly tappedAt: number;
  /** The first tap did nothing within 500 ms, and a second tap was made then (counted in `ms`). */
  readonly lost: boolean;
  /** Whether the tapped page showed in a new document (a link followed before the app ran). */
  readonly navigated: boolean;
}

/** One cold load of one app at one door, CPU ×4. */
export interface LoadSample {
  readonly fcp: number;
  /** Largest contentful paint once the page has settled (2 s after ready, before any input). */
  readonly lcp: number;
  /** Cumulative layout shift until the page settled, before any input. */
  readonly cls: number;
  /** The tab bar visible and what a tap at its centre hits. */
  readonly ready: number;
  /** When the app's own handlers are live (Tabshell's mark, the stock app's ready). */
  readonly hydrated: number;
  /** Total blocking time from the FCP until settled. */
  readonly blocking: number;
  /** Bytes fetched before the tab bar was ready, gzip as sent: html + js + css. */
  readonly kb: number;
  readonly switches: readonly TabSwitch[];
}

/**
 * One cold load with no DevTools inspector in the page (uninspected.ts): as a person's browser
 * runs it. The figures as LoadSample's.
 */
export interface UninspectedLoad {
  readonly fcp: number;
  readonly ready: number;
  readonly hydrated: number;
  readonly blocking: number;
  /** Tabshell's start before live: its modules have run; Ionic's elements are defined (NaN: no mark). */
  readonly codeRun?: number;
  readonly ionicDefined?: number;
  /** The longest chain of requests finished before the first paint, and before live (network.ts). */
  readonly roundTripsToFcp?: number;
  readonly roundTripsToLive?: number;
  /** The bytes of the requests finished before live, as sent (gzip), in kB. */
  readonly kbToLive?: number;
}

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

/** Lighthouse's four scores, and its total blocking time (simulated, in ms): issue 57's target. */
export type Scores = Record<Category, number> & { readonly tbtMs: number };

export interface SoakResult {
  readonly steps: number;
  readonly counts: Record<string, number>;
  readonly before: { readonly nodes: number; readonly heap: number };
  readonly after: { readonly nodes: number; readonly heap: number };
}

/** One load's requests until it went live, to show what live waited on. */
export interface Waterfall {
  readonly door: string;
  readonly network: NetworkName;
  readonly live: number;
  readonly requests: readonly NetworkRequest[];
}

export interface Measured {
  /**
   * The apps measured, in APPS's order: Tabshell and both stock apps, without `angular`
   * (`--no-angular`), with `before` (`--before`).
   */
  readonly apps: readonly AppName[];
  /** The ref Tabshell's earlier build was made from, when one was measured. */
  readonly before?: string;
  /** The networks the loads with no inspector were made on (the others: loopback). */
  readonly networks: readonly NetworkName[];
  readonly date: string;
  readonly chromium: string;
  readonly runs: number;
  readonly lighthouseRuns: number;
  readonly doors: readonly Door[];
  /** Keyed `${door}|${app}`. */
  readonly loads: ReadonlyMap<string, readonly LoadSample[]>;
  /** Keyed `${door}|${app}`. */
  readonly earlyTaps: ReadonlyMap<string, readonly EarlyTap[]>;
  /** Keyed `${door}|${network}|${app}`: the same cold loads with no inspector in the page. */
  readonly uninspected: ReadonlyMap<string, readonly UninspectedLoad[]>;
  /** Keyed `${door}|${network}|${app}`: the same early taps with no inspector in the page. */
  readonly uninspectedEarlyTaps: ReadonlyMap<string, readonly EarlyTap[]>;
  /** Tabshell's requests until live in some of those loads. */
  readonly waterfalls: readonly Waterfall[];
  /** The blank page's "ready" (its one paragraph painted), CPU ×4: the floor. */
  readonly blankReady: readonly number[];
  /** Keyed by app; an app not measured has none. */
  readonly heap: Partial<Record<AppName, readonly number[]>>;
  /** The same with no inspector in the page (uninspected.ts). */
  readonly uninspectedHeap: Partial<Record<AppName, readonly number[]>>;
  /** The soak of this build, and of an earlier build when one was given (`--soak-before`). */
  readonly soak: { readonly now: SoakResult; readonly before?: SoakResult };
  /** Keyed `${path}|${app}`. */
  readonly lighthouse: ReadonlyMap<string, readonly Scores[]>;
  readonly belowFullMarks: Record<string, readonly string[]>;
}

/** One figure for every app, with Tabshell's ratio to each other app. */
export interface Row {
  readonly app: number;
  /** Tabshell at the earlier commit (only when measured), and the ratio to it. */
  readonly before?: number;
  readonly vsBefore?: number;
  /** The stock Ionic React app's figure, and Tabshell's ratio to it. */
  readonly stock: number;
  readonly vsStock: number;
  /** The stock Ionic Angular app's figure (NaN when it was not measured), and the ratio to it. */
  readonly angular: number;
  readonly vsAngular: number;
  /** How many samples of each (the fewest of the apps measured). */
  readonly n: number;
}

/** Tab taps after the app is ready, in one Ionic mode. */
interface ModeSwitches {
  readonly firstVisitMs: Row;
  readonly revisitMs: Row;
  readonly inpP75Ms: Row;
  readonly inpWorstMs: Row;
  /** Web Vitals' INP over the taps (the longest under 50 interactions). */
  readonly inpMs: Row;
}

/** Ratios to two decimals: 0.6 against a target of 0.6 must read as such. */
const twoPlaces = (value: number) => Math.round(value * 100) / 100;

/** Each app's figure over its samples (`of`, the median unless told), those not finite left out. */
function row(
  apps: readonly AppName[],
  samples: (app: AppName) => readonly number[],
  of: (values: readonly number[]) => number = median,
): Row {
  const finite = (app: AppName) => (apps.includes(app) ? samples(app) : []).filter(Number.isFinite);
  const [a, b, s, ng] = [finite('app'), finite('before'), finite('stock'), finite('angular')];
  return {
    app: round(of(a)),
    ...(apps.includes('before')
      ? { before: round(of(b)), vsBefore: twoPlaces(ratio(of(a), of(b))) }
      : {}),
    stock: round(of(s)),
    vsStock: twoPlaces(ratio(of(a), of(s))),
    angular: round(of(ng)),
    vsAngular: twoPlaces(ratio(of(a), of(ng))),
    n: Math.min(...apps.map((app) => finite(app).length)),
  };
}

/** The median cumulative layout shift, to three places (CLS's own scale: good is under 0.1). */
const clsOf = (samples: readonly LoadSample[]) =>
  samples.length === 0 ? Number.NaN : Math.round(median(samples.map((s) => s.cls)) * 1000) / 1000;
const mb = (bytes: number) => round(bytes / 1024 / 1024);
const key = (door: string, app: AppName) => `${door}|${app}`;
/** Tabshell's median heap minus the stock React app's, in MB (2²⁰ bytes), unrounded to 0.01. */
const aboveStock = (heap: Partial<Record<AppName, readonly number[]>>) =>
  twoPlaces((median(heap.app ?? []) - median(heap.stock ?? [])) / 1024 / 1024);

function medianScores(all: readonly Scores[] | undefined): Scores | undefined {
  if (!all || all.length === 0) return undefined;
  // NaN: a run that returned no score for the category; the median is of the runs that did.
  const of = (id: keyof Scores) => median(all.map((s) => s[id]).filter(Number.isFinite));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
    tbtMs: of('tbtMs'),
  };
}

const soakFigures = (soak: SoakResult) => ({
  steps: soak.steps,
  counts: soak.counts,
  before: { nodes: soak.before.nodes, heapMb: mb(soak.before.heap) },
  after: { nodes: soak.after.nodes, heapMb: mb(soak.after.heap) },
});

/** The medians and ratios of everything measured: what `docs/benchmark.json` holds. */
export function summarize(measured: Measured) {
  const apps = APPS.filter((app) => measured.apps.includes(app));
  /** One value for each app measured; the others are left out of the JSON. */
  const byApp = <T>(value: (app: AppName) => T) =>
    Object.fromEntries(apps.map((app) => [app, value(app)])) as Partial<Record<AppName, T>>;
  const loads = (door: string, app: AppName) => measured.loads.get(key(door, app)) ?? [];
  const perDoor = (door: string, pick: (sample: LoadSample) => number) =>
    row(apps, (app) => loads(door, app).map(pick));
  const earlyTapFigures = (all: ReadonlyMap<string, readonly EarlyTap[]>, door: string) => {
    const taps = (app: AppName) => all.get(key(door, app)) ?? [];
    return {
      ...row(apps, (app) => taps(app).map((tap) => tap.ms)),
      /** Loads whose first tap did nothing and needed a second. */
      lost: byApp((app) => taps(app).filter((tap) => tap.lost).length),
      /** Loads whose tapped page never showed: left out of the medians. */
      neverShown: byApp((app) => taps(app).filter((tap) => !Number.isFinite(tap.ms)).length),
    };
  };
  const uninspected = (at: string, pick: (sample: UninspectedLoad) => number) =>
    row(apps, (app) => (measured.uninspected.get(key(at, app)) ?? []).map(pick));
  /** The loads with no inspector at a door (`at`: `${door}|${network}`). */
  const onNetwork = (at: string) => ({
    fcpMs: uninspected(at, (s) => s.fcp),
    tabBarReadyMs: uninspected(at, (s) => s.ready),
    hydratedMs: uninspected(at, (s) => s.hydrated),
    blockingMs: uninspected(at, (s) => s.blocking),
    earlyTapMs: earlyTapFigures(measured.uninspectedEarlyTaps, at),
    /** The longest chain of requests the first paint, and live, waited on (network.ts). */
    roundTripsToFcp: uninspected(at, (s) => s.roundTripsToFcp ?? Number.NaN),
    roundTripsToLive: uninspected(at, (s) => s.roundTripsToLive ?? Number.NaN),
    /** The bytes fetched before live, gzip as sent. */
    kbToLive: uninspected(at, (s) => s.kbToLive ?? Number.NaN),
    /** Where Tabshell's time to live goes: its start's modules run, Ionic's elements defined. */
    codeRunMs: uninspected(at, (s) => s.codeRun ?? Number.NaN),
    ionicDefinedMs: uninspected(at, (s) => s.ionicDefined ?? Number.NaN),
  });

  const networkFigures = (door: string) => {
    const figures: Partial<Record<NetworkName, ReturnType<typeof onNetwork>>> = {};
    for (const network of measured.networks) figures[network] = onNetwork(`${door}|${network}`);
    return figures;
  };

  const doors = measured.doors.map((door) => ({
    ...door,
    fcpMs: perDoor(door.id, (s) => s.fcp),
    lcpMs: perDoor(door.id, (s) => s.lcp),
    tabBarReadyMs: perDoor(door.id, (s) => s.ready),
    hydratedMs: perDoor(door.id, (s) => s.hydrated),
    blockingMs: perDoor(door.id, (s) => s.blocking),
    /** How long after the first contentful paint the tab bar could be tapped. */
    tabBarAfterFcpMs: perDoor(door.id, (s) => Math.max(0, s.ready - s.fcp)),
    /** Cumulative layout shift until settled; a ratio to a stock app says little here. */
    cls: byApp((app) => clsOf(loads(door.id, app))),
    firstLoadKb: perDoor(door.id, (s) => s.kb),
    earlyTapMs: earlyTapFigures(measured.earlyTaps, door.id),
    /**
     * The same figures with no DevTools inspector in the page, as a person's browser loads it, on
     * each network measured.
     */
    uninspected: networkFigures(door.id),
  }));

  // Tab switches by Ionic mode, over every door of that mode's device.
  const switches = Object.fromEntries(
    (['android', 'iphone'] as const)
      .filter((device) => measured.doors.some((door) => door.device === device))
      .map((device) => {
        const all = (app: AppName) =>
          measured.doors
            .filter((door) => door.device === device)
            .flatMap((door) => loads(door.id, app).flatMap((sample) => sample.switches));
        const ms = (app: AppName, first: boolean) =>
          all(app)
            .filter((tap) => tap.first === first)
            .map((tap) => tap.ms);
        const interactions = (app: AppName) => all(app).map((tap) => tap.interaction);
        return [
          device,
          {
            firstVisitMs: row(apps, (app) => ms(app, true)),
            revisitMs: row(apps, (app) => ms(app, false)),
            inpP75Ms: row(apps, interactions, (values) => percentile(values, 75)),
            inpWorstMs: row(apps, interactions, (values) =>
              values.length === 0 ? Number.NaN : Math.max(...values),
            ),
            /** Web Vitals' INP over the taps (the longest under 50 interactions). */
            inpMs: row(apps, interactions, interactionToNextPaint),
          },
        ];
      }),
  ) as Partial<Record<Device, ModeSwitches>>;

  const lighthousePaths = [
    ...new Set([...measured.lighthouse.keys()].map((name) => name.split('|')[0] ?? '')),
  ];
  return {
    apps,
    ...(measured.before === undefined ? {} : { before: measured.before }),
    networks: measured.networks,
    date: measured.date,
    chromium: measured.chromium,
    runs: measured.runs,
    lighthouseRuns: measured.lighthouseRuns,
    doors,
    switches,
    blankReadyMs: round(median(measured.blankReady)),
    heapMb: row(apps, (app) => (measured.heap[app] ?? []).map(mb)),
    // Issue 34's limit is on this difference, which rounding each median to 0.1 MB can hide.
    heapAboveStockMb: aboveStock(measured.heap),
    uninspectedHeapMb: row(apps, (app) => (measured.uninspectedHeap[app] ?? []).map(mb)),
    uninspectedHeapAboveStockMb: aboveStock(measured.uninspectedHeap),
    soak: {
      now: soakFigures(measured.soak.now),
      ...(measured.soak.before ? { before: soakFigures(measured.soak.before) } : {}),
    },
    lighthouse: Object.fromEntries(
      lighthousePaths.map((path) => [
        path,
        byApp((app) => medianScores(measured.lighthouse.get(key(path, app)))),
      ]),
    ),
    belowFullMarks: measured.belowFullMarks,
    /** Tabshell's requests begun before live, with their depth (network.ts). */
    waterfalls: measured.waterfalls.map(({ door, network, live, requests }) => ({
      door,
      network,
      liveMs: round(live),
      requests: waterfallRows(requests, live),
    })),
  };
}

export type Report = ReturnType<typeof summarize>;

const cell = (value: number, unit = ' ms') => (Number.isFinite(value) ? `${value}${unit}` : '–');
const times = (value: number) => cell(value, '×');

/** Tabshell's ratio to each other app in a row. */
const VERSUS = { before: 'vsBefore', stock: 'vsStock', angular: 'vsAngular' } as const;

/**
 * Tabshell's figure, then each other app's with Tabshell's ratio to it:
 * `800 ms / 1600 ms (0.5×) / 1200 ms (0.67×)`.
 */
function figures(apps: readonly AppName[], r: Row, unit = ' ms'): string {
  return apps
    .map((app) =>
      app === 'app'
        ? cell(r.app, unit)
        : `${cell(r[app] ?? Number.NaN, unit)} (${times(r[VERSUS[app]] ?? Number.NaN)})`,
    )
    .join(' / ');
}

/** A network as the footnote names it: `slow 4G (562.5 ms a request, 180 kB/s down)`. */
function networkLine(name: NetworkName): string {
  const { label, conditions } = NETWORKS[name];
  return conditions
    ? `${label} (${conditions.latency} ms a request, ${conditions.downloadThroughput / 1000} kB/s down, ${conditions.uploadThroughput / 1000} kB/s up)`
    : `${label} (no throttling)`;
}

/** The Markdown tables the README and docs/performance.md show. */
export function table(report: Report): string {
  const { apps } = report;
  const all = (r: Row, unit?: string) => figures(apps, r, unit);
  /** A count or a figure of each app, with no ratio: `0 / 0.05 / 0.01`. */
  const each = (values: Partial<Record<AppName, number>>) =>
    apps.map((app) => cell(values[app] ?? Number.NaN, '')).join(' / ');
  const anyOf = (counts: Partial<Record<AppName, number>>) =>
    apps.some((app) => (counts[app] ?? 0) > 0);
  const scores = (s: Scores | undefined) =>
    s
      ? `${[s.performance, s.accessibility, s['best-practices'], s.seo]
          .map((n) => cell(n, ''))
          .join('/')} (blocking ${cell(s.tbtMs)})`
      : 'not run';
  const neverShownNote = (early: Report['doors'][number]['earlyTapMs']) =>
    anyOf(early.neverShown) ? `; never shown ${each(early.neverShown)}` : '';
  const lostNote = (early: Report['doors'][number]['earlyTapMs']) => {
    const notes = [
      anyOf(early.lost) ? `lost ${each(early.lost)}` : '',
      anyOf(early.neverShown) ? `never shown ${each(early.neverShown)}` : '',
    ].filter(Boolean);
    return notes.length > 0 ? `; ${notes.join(', ')}` : '';
  };
  const soakLine = (name: string, soak: ReturnType<typeof soakFigures>) =>
    `${name}: ${soak.steps} steps (${Object.entries(soak.counts)
      .map(([move, count]) => `${count} ${move}`)
      .join(
        ', ',
      )}): DOM elements ${soak.before.nodes} → ${soak.after.nodes}, JS heap ${soak.before.heapMb} → ${soak.after.heapMb} MB`;
  const label = (app: AppName) => appLabel(app, report.before);
  const legend = apps
    .map((app) => (app === 'app' ? label(app) : `${label(app)} (ratio)`))
    .join(' / ');
  /** Each door on each network it was measured on with no inspector, in the table's order. */
  const onNetworks = report.doors.flatMap((door) =>
    report.networks.flatMap((network) => {
      const figures = door.uninspected[network];
      return figures ? [{ door, network: NETWORKS[network].label, u: figures }] : [];
    }),
  );
  const slowest = report.networks.at(-1);
  const stockApps = [
    'bench/baseline/ (Ionic React, built by the bench from the same packages)',
    ...(apps.includes('angular')
      ? [
          'bench/baseline-angular/ (Ionic Angular, installed from its own lockfile and built by its `ng build`)',
        ]
      : []),
  ];
  return [
    `**Every door** (${legend}, CPU ×4, medians):`,
    '',
    '| door | tab bar usable | its delay after FCP | LCP, settled | app live (hydrated) | early tap, from navigation start | CLS | total blocking time | first load, gzip |',
    '|---|---|---|---|---|---|---|---|---|',
    ...report.doors.map(
      (door) =>
        `| ${door.label} | ${all(door.tabBarReadyMs)} | ${all(door.tabBarAfterFcpMs)} | ${all(door.lcpMs)} | ${all(door.hydratedMs)} | ${all(door.earlyTapMs)}${lostNote(door.earlyTapMs)} | ${each(door.cls)} | ${all(door.blockingMs)} | ${all(door.firstLoadKb, ' kB')} |`,
    ),
    '',
    ...(onNetworks.some(({ u }) => u.hydratedMs.n > 0)
      ? [
          `**Every door on each network, with no inspector in the page** (${legend}, CPU ×4, medians; loads driven over the DevTools protocol without its Runtime domain, as a person's browser runs them, bench/uninspected.ts; round trips: the longest chain of requests finished before that moment, each asked for by the one before):`,
          '',
          '| door | network | first contentful paint | tab bar usable | app live (hydrated) | early tap, from navigation start | first taps needing a second | round trips to first paint | round trips to live | fetched before live, gzip | total blocking time |',
          '|---|---|---|---|---|---|---|---|---|---|---|',
          ...onNetworks.map(
            ({ door, network, u }) =>
              `| ${door.label} | ${network} | ${all(u.fcpMs)} | ${all(u.tabBarReadyMs)} | ${all(u.hydratedMs)} | ${all(u.earlyTapMs)}${neverShownNote(u.earlyTapMs)} | ${each(u.earlyTapMs.lost)} | ${all(u.roundTripsToFcp, '')} | ${all(u.roundTripsToLive, '')} | ${all(u.kbToLive, ' kB')} | ${all(u.blockingMs)} |`,
          ),
          '',
        ]
      : []),
    ...(onNetworks.some(({ u }) => Number.isFinite(u.codeRunMs.app))
      ? [
          `**Where Tabshell’s time to live goes, with no inspector in the page** (Tabshell’s medians from navigation start; the last column: the start’s modules run, over the stock React app’s ready):`,
          '',
          '| door | network | first contentful paint | the start’s modules run | Ionic’s elements defined | app live | stock React ready | modules run ÷ stock React ready |',
          '|---|---|---|---|---|---|---|---|',
          ...onNetworks.map(({ door, network, u }) => {
            const ms = (value: number) => (Number.isFinite(value) ? `${value} ms` : '–');
            const versus = ratio(u.codeRunMs.app, u.hydratedMs.stock);
            return `| ${door.label} | ${network} | ${ms(u.fcpMs.app)} | ${ms(u.codeRunMs.app)} | ${ms(u.ionicDefinedMs.app)} | ${ms(u.hydratedMs.app)} | ${ms(u.hydratedMs.stock)} | ${Number.isFinite(versus) ? `${twoPlaces(versus)}×` : '–'} |`;
          }),
          '',
        ]
      : []),
    ...report.waterfalls
      .filter(({ network }) => network === slowest)
      .flatMap(({ door, network, liveMs, requests }) => [
        `**What Tabshell’s live waited on, ${report.doors.find(({ id }) => id === door)?.label ?? door}, ${NETWORKS[network].label}** (one load with no inspector, live at ${cell(liveMs)}; its requests begun by then, ms from navigation start, – for one not finished when the load was read just after; depth: the round trips each waited on, its own included):`,
        '',
        waterfall(requests),
        '',
      ]),
    '**Tab taps after the app is ready** (tap to the tapped page painted; INP of the taps; CPU ×4):',
    '',
    '| Ionic mode | first visit | revisit | INP p75 | INP worst | taps each (first / all) |',
    '|---|---|---|---|---|---|',
    ...Object.entries(report.switches).map(
      ([device, s]) =>
        `| ${device === 'android' ? 'Material (Android phone)' : 'iOS (iPhone)'} | ${all(s.firstVisitMs)} | ${all(s.revisitMs)} | ${all(s.inpP75Ms)} | ${all(s.inpWorstMs)} | ${s.firstVisitMs.n} / ${s.inpP75Ms.n} |`,
    ),
    '',
    `JS heap after load and GC: ${all(report.heapMb, ' MB')} (Tabshell minus stock React: ${report.heapAboveStockMb} MB)${report.uninspectedHeapMb.n > 0 ? `; with no inspector in the page: ${all(report.uninspectedHeapMb, ' MB')} (${report.uninspectedHeapAboveStockMb} MB)` : ''}. Blank page ready (the floor): ${cell(report.blankReadyMs)}.`,
    '',
    soakLine('Soak of this build', report.soak.now),
    ...(report.soak.before ? ['', soakLine('Soak of the earlier build', report.soak.before)] : []),
    '',
    ...Object.entries(report.lighthouse).map(
      ([path, s]) =>
        `Lighthouse mobile perf/a11y/best practices/SEO at \`${path}\`: ${apps.map((app) => `${label(app)} ${scores(s[app])}`).join(', ')}.`,
    ),
    '',
    `Medians of ${report.runs} interleaved cold loads of each app at each door (Lighthouse: ${report.lighthouseRuns} runs each), headless Chromium ${report.chromium}, device profiles of e2e/support/devices.ts, served over HTTP/2 with TLS and gzip; the loads under Playwright on loopback, the others on ${report.networks.map(networkLine).join(', ')}. The stock ${stockApps.length > 1 ? 'apps are' : 'app is'} ${stockApps.join(' and ')}, served at the same doors.`,
  ].join('\n');
}
