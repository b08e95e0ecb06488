/**
 * The benchmark's report: the figures `run.ts` measured, as JSON and as the Markdown tables the
 * README shows. Pure, so that its arithmetic and its wording are unit-tested (report.test.ts).
 *
 * Every figure is Tabshell's beside the stock Ionic React tabs app at the same door (the same
 * address kind, device and host), measured in the same run, interleaved.
 */
import { interactionToNextPaint, median, percentile, ratio, round } from './stats.ts';

/** The two apps measured side by side at every door. */
export const APPS = ['app', 'stock'] as const;
export type AppName = (typeof APPS)[number];
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

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

export interface SoakResult {
  readonly steps: number;
  readonly counts: Record<string, number>;
  readonly before: { readonly nodes: number; readonly heap: number };
  readonly after: { readonly nodes: number; readonly heap: number };
}

export interface Measured {
  readonly date: string;
  readonly chromium: string;
  readonly runs: number;
  readonly lighthouseRuns: number;
  readonly doors: readonly Door[];
  /** Keyed `${door}|${app}`. */
  readonly loads: ReadonlyMap<string, readonly LoadSample[]>;
  /** Keyed `${door}|${app}`. */
  readonly earlyTaps: ReadonlyMap<string, readonly EarlyTap[]>;
  /** The blank page's "ready" (its one paragraph painted), CPU ×4: the floor. */
  readonly blankReady: readonly number[];
  readonly heap: Record<AppName, readonly number[]>;
  /** The soak of this build, and of an earlier build when one was given (`--soak-before`). */
  readonly soak: { readonly now: SoakResult; readonly before?: SoakResult };
  /** Keyed `${path}|${app}`. */
  readonly lighthouse: ReadonlyMap<string, readonly Scores[]>;
  readonly belowFullMarks: Record<string, readonly string[]>;
}

/** One figure for both apps, with Tabshell's ratio to the stock app. */
export interface Row {
  readonly app: number;
  readonly stock: number;
  readonly vsStock: number;
  /** How many samples of each (the fewer of the two). */
  readonly n: number;
}

/** Ratios to two decimals: 0.6 against a target of 0.6 must read as such. */
/** Tab taps after the app is ready, in one Ionic mode. */
interface ModeSwitches {
  readonly firstVisitMs: Row;
  readonly revisitMs: Row;
  readonly inpP75Ms: Row;
  readonly inpWorstMs: Row;
  /** Web Vitals' INP over the taps (the longest under 50 interactions). */
  readonly inpMs: Row;
}

const twoPlaces = (value: number) => Math.round(value * 100) / 100;

function row(app: readonly number[], stock: readonly number[], of = median): Row {
  const a = app.filter(Number.isFinite);
  const s = stock.filter(Number.isFinite);
  const appValue = round(of(a));
  const stockValue = round(of(s));
  return {
    app: appValue,
    stock: stockValue,
    vsStock: twoPlaces(ratio(of(a), of(s))),
    n: Math.min(a.length, s.length),
  };
}

/** The median cumulative layout shift, to three places (CLS's own scale: good is under 0.1). */
const clsOf = (samples: readonly LoadSample[]) =>
  samples.length === 0 ? Number.NaN : Math.round(median(samples.map((s) => s.cls)) * 1000) / 1000;
const mb = (bytes: number) => round(bytes / 1024 / 1024);
const key = (door: string, app: AppName) => `${door}|${app}`;

function medianScores(all: readonly Scores[] | undefined): Scores | undefined {
  if (!all || all.length === 0) return undefined;
  const of = (id: keyof Scores) => median(all.map((s) => s[id]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
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
  const loads = (door: string, app: AppName) => measured.loads.get(key(door, app)) ?? [];
  const perDoor = (door: string, pick: (sample: LoadSample) => number) =>
    row(loads(door, 'app').map(pick), loads(door, 'stock').map(pick));
  const taps = (door: string, app: AppName) => measured.earlyTaps.get(key(door, app)) ?? [];

  const doors = measured.doors.map((door) => ({
    ...door,
    fcpMs: perDoor(door.id, (s) => s.fcp),
    lcpMs: perDoor(door.id, (s) => s.lcp),
    tabBarReadyMs: perDoor(door.id, (s) => s.ready),
    hydratedMs: perDoor(door.id, (s) => s.hydrated),
    blockingMs: perDoor(door.id, (s) => s.blocking),
    /** How long after the first contentful paint the tab bar could be tapped. */
    tabBarAfterFcpMs: perDoor(door.id, (s) => Math.max(0, s.ready - s.fcp)),
    /** Cumulative layout shift until settled; a ratio to the stock app says little here. */
    cls: {
      app: clsOf(loads(door.id, 'app')),
      stock: clsOf(loads(door.id, 'stock')),
    },
    firstLoadKb: perDoor(door.id, (s) => s.kb),
    earlyTapMs: {
      ...row(
        taps(door.id, 'app').map((tap) => tap.ms),
        taps(door.id, 'stock').map((tap) => tap.ms),
      ),
      /** Loads whose first tap did nothing and needed a second. */
      lost: {
        app: taps(door.id, 'app').filter((tap) => tap.lost).length,
        stock: taps(door.id, 'stock').filter((tap) => tap.lost).length,
      },
      /** Loads whose tapped page never showed: left out of the medians. */
      neverShown: {
        app: taps(door.id, 'app').filter((tap) => !Number.isFinite(tap.ms)).length,
        stock: taps(door.id, 'stock').filter((tap) => !Number.isFinite(tap.ms)).length,
      },
    },
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
            firstVisitMs: row(ms('app', true), ms('stock', true)),
            revisitMs: row(ms('app', false), ms('stock', false)),
            inpP75Ms: row(interactions('app'), interactions('stock'), (values) =>
              percentile(values, 75),
            ),
            inpWorstMs: row(interactions('app'), interactions('stock'), (values) =>
              values.length === 0 ? Number.NaN : Math.max(...values),
            ),
            /** Web Vitals' INP over the taps (the longest under 50 interactions). */
            inpMs: row(interactions('app'), interactions('stock'), interactionToNextPaint),
          },
        ];
      }),
  ) as Partial<Record<Device, ModeSwitches>>;

  const lighthousePaths = [
    ...new Set([...measured.lighthouse.keys()].map((name) => name.split('|')[0] ?? '')),
  ];
  return {
    date: measured.date,
    chromium: measured.chromium,
    runs: measured.runs,
    lighthouseRuns: measured.lighthouseRuns,
    doors,
    switches,
    blankReadyMs: round(median(measured.blankReady)),
    heapMb: row(measured.heap.app.map(mb), measured.heap.stock.map(mb)),
    soak: {
      now: soakFigures(measured.soak.now),
      ...(measured.soak.before ? { before: soakFigures(measured.soak.before) } : {}),
    },
    lighthouse: Object.fromEntries(
      lighthousePaths.map((path) => [
        path,
        {
          app: medianScores(measured.lighthouse.get(key(path, 'app'))),
          stock: medianScores(measured.lighthouse.get(key(path, 'stock'))),
        },
      ]),
    ),
    belowFullMarks: measured.belowFullMarks,
  };
}

export type Report = ReturnType<typeof summarize>;

const cell = (value: number, unit = ' ms') => (Number.isFinite(value) ? `${value}${unit}` : '–');
const times = (value: number) => cell(value, '×');
const pair = (r: Row, unit = ' ms') =>
  `${cell(r.app, unit)} / ${cell(r.stock, unit)} (${times(r.vsStock)})`;

/** The Markdown tables the README and docs/performance.md show. */
export function table(report: Report): string {
  const scores = (s: Scores | undefined) =>
    s ? `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}` : 'not run';
  const lostNote = (early: Report['doors'][number]['earlyTapMs']) => {
    const notes = [
      early.lost.app + early.lost.stock > 0 ? `lost ${early.lost.app} / ${early.lost.stock}` : '',
      early.neverShown.app + early.neverShown.stock > 0
        ? `never shown ${early.neverShown.app} / ${early.neverShown.stock}`
        : '',
    ].filter(Boolean);
    return notes.length > 0 ? `; ${notes.join(', ')}` : '';
  };
  const soakLine = (name: string, soak: ReturnType<typeof soakFigures>) =>
    `${name}: ${soak.steps} steps (${Object.entries(soak.counts)
      .map(([move, count]) => `${count} ${move}`)
      .join(
        ', ',
      )}): DOM elements ${soak.before.nodes} → ${soak.after.nodes}, JS heap ${soak.before.heapMb} → ${soak.after.heapMb} MB`;
  return [
    '**Every door** (Tabshell / stock (ratio), CPU ×4, medians):',
    '',
    '| door | tab bar usable | its delay after FCP | LCP, settled | app live (hydrated) | early tap, from navigation start | CLS | total blocking time | first load, gzip |',
    '|---|---|---|---|---|---|---|---|---|',
    ...report.doors.map(
      (door) =>
        `| ${door.label} | ${pair(door.tabBarReadyMs)} | ${pair(door.tabBarAfterFcpMs)} | ${pair(door.lcpMs)} | ${pair(door.hydratedMs)} | ${pair(door.earlyTapMs)}${lostNote(door.earlyTapMs)} | ${cell(door.cls.app, '')} / ${cell(door.cls.stock, '')} | ${pair(door.blockingMs)} | ${pair(door.firstLoadKb, ' kB')} |`,
    ),
    '',
    '**Tab taps after the app is ready** (tap to the tapped page painted; INP of the taps; CPU ×4):',
    '',
    '| Ionic mode | first visit | revisit | INP p75 | INP worst | taps each (first / all) |',
    '|---|---|---|---|---|---|',
    ...Object.entries(report.switches).map(
      ([device, s]) =>
        `| ${device === 'android' ? 'Material (Android phone)' : 'iOS (iPhone)'} | ${pair(s.firstVisitMs)} | ${pair(s.revisitMs)} | ${pair(s.inpP75Ms)} | ${pair(s.inpWorstMs)} | ${s.firstVisitMs.n} / ${s.inpP75Ms.n} |`,
    ),
    '',
    `JS heap after load and GC: ${pair(report.heapMb, ' MB')}. Blank page ready (the floor): ${cell(report.blankReadyMs)}.`,
    '',
    soakLine('Soak of this build', report.soak.now),
    ...(report.soak.before ? ['', soakLine('Soak of the earlier build', report.soak.before)] : []),
    '',
    ...Object.entries(report.lighthouse).map(
      ([path, s]) =>
        `Lighthouse mobile perf/a11y/best practices/SEO at \`${path}\`: Tabshell ${scores(s.app)}, stock ${scores(s.stock)}.`,
    ),
    '',
    `Medians of ${report.runs} interleaved cold loads of each app at each door (Lighthouse: ${report.lighthouseRuns} runs each), headless Chromium ${report.chromium}, device profiles of e2e/support/devices.ts, loopback, gzip. The stock app is bench/baseline/, built by the bench from the same packages and served at the same doors.`,
  ].join('\n');
}
