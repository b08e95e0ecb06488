/**
 * The benchmark's report: the figures `run.ts` measured, as JSON and as the Markdown table the
 * README shows. Pure, so that its arithmetic and its wording are unit-tested (report.test.ts).
 */
import { interactionToNextPaint, median, ratio, round } from './stats.ts';

/** The three pages measured side by side. */
export const TARGETS = ['app', 'stock', 'blank'] as const;
export type TargetName = (typeof TARGETS)[number];
export const CPU_RATES = [1, 4] as const;

export interface TabSwitch {
  readonly ms: number;
  /** The first visit of that tab in this load (its page is created), or a revisit (it is shown). */
  readonly first: boolean;
  /**
   * The tap's interaction duration by the Event Timing API (its longest pointer or click event),
   * 0 when none reached the API's 16 ms floor.
   */
  readonly interaction: number;
}

/** A cold load at CPU ×4 in which the second tab was tapped as soon as the tab bar was ready. */
export interface EarlyTap {
  /** From the tap to the frame after the tapped page showed; NaN when it never showed. */
  readonly ms: number;
  /** From the frame in which the tab bar was ready to the tap's dispatch: the harness's delay. */
  readonly lag: number;
  /** Whether the tapped page showed in a new document (a link followed before the app ran). */
  readonly navigated: boolean;
}

/** One cold load of one page at one CPU rate. */
export interface LoadSample {
  readonly fcp: number;
  /** Largest contentful paint, as the page had it once settled. */
  readonly lcp: number;
  readonly ready: number;
  /** When the app's own handlers are live (its mark, or `ready`); NaN when not known in the load. */
  readonly hydrated: number;
  /** Total blocking time from the FCP until the page has settled. */
  readonly blocking: number;
  readonly bytes: Record<'html' | 'js' | 'css' | 'other', number>;
  readonly requests: number;
  readonly laterBytes: number;
  readonly switches: readonly TabSwitch[];
}

export type Scores = Record<'performance' | 'accessibility' | 'best-practices' | 'seo', number>;

export interface Measured {
  readonly date: string;
  readonly chromium: string;
  readonly runs: number;
  readonly lighthouseRuns: number;
  /** Keyed `${target}@${cpu}`. */
  readonly loads: ReadonlyMap<string, readonly LoadSample[]>;
  readonly earlyTaps: Record<TargetName, readonly EarlyTap[]>;
  readonly heap: Record<TargetName, readonly number[]>;
  readonly soak: {
    readonly steps: number;
    readonly counts: Record<string, number>;
    readonly before: { readonly nodes: number; readonly heap: number };
    readonly after: { readonly nodes: number; readonly heap: number };
  };
  readonly lighthouse: Record<TargetName, readonly Scores[]>;
  readonly belowFullMarks: Record<string, readonly string[]>;
}

/** One figure for the three pages, with Tabshell's ratio to the stock app and to the blank page. */
export interface Row {
  readonly app: number;
  readonly stock: number;
  readonly blank: number;
  readonly vsStock: number;
  readonly vsBlank: number;
}

/** Ratios to two decimals: 0.7 against a target of 0.7 must read as such. */
const twoPlaces = (value: number) => Math.round(value * 100) / 100;

function row(app: number, stock: number, blank: number): Row {
  return {
    app: round(app),
    stock: round(stock),
    blank: round(blank),
    vsStock: twoPlaces(ratio(app, stock)),
    vsBlank: twoPlaces(ratio(app, blank)),
  };
}

const kb = (bytes: number) => round(bytes / 1024);
const mb = (bytes: number) => round(bytes / 1024 / 1024);

function medianScores(all: readonly Scores[]): Scores | undefined {
  if (all.length === 0) return undefined;
  const of = (id: keyof Scores) => median(all.map((s) => s[id]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    'best-practices': of('best-practices'),
    seo: of('seo'),
  };
}

/** The medians and ratios of everything measured: what `docs/benchmark.json` holds. */
export function summarize(measured: Measured) {
  const samples = (target: TargetName, cpu: number) => measured.loads.get(`${target}@${cpu}`) ?? [];
  // Over the loads that measured it (a figure missing from every load stays NaN).
  const of = (target: TargetName, cpu: number, pick: (sample: LoadSample) => number) =>
    median(samples(target, cpu).map(pick).filter(Number.isFinite));
  const perCpu = (pick: (sample: LoadSample) => number) =>
    Object.fromEntries(
      CPU_RATES.map((cpu) => [
        `cpu${cpu}`,
        row(of('app', cpu, pick), of('stock', cpu, pick), of('blank', cpu, pick)),
      ]),
    ) as Record<`cpu${(typeof CPU_RATES)[number]}`, Row>;
  const firstLoad = (pick: (sample: LoadSample) => number) =>
    row(of('app', 1, pick), of('stock', 1, pick), of('blank', 1, pick));
  const switches = (target: TargetName, first: boolean) =>
    samples(target, 4)
      .flatMap((sample) => sample.switches)
      .filter((tap) => tap.first === first)
      .map((tap) => tap.ms);
  const switchRow = (first: boolean) => {
    const app = switches('app', first);
    const stock = switches('stock', first);
    return {
      ...row(median(app), median(stock), Number.NaN),
      taps: Math.min(app.length, stock.length),
    };
  };
  const inpRow = () => {
    const interactions = (target: TargetName) =>
      samples(target, 4).flatMap((sample) => sample.switches.map((tap) => tap.interaction));
    const app = interactions('app');
    const stock = interactions('stock');
    return {
      ...row(interactionToNextPaint(app), interactionToNextPaint(stock), Number.NaN),
      taps: Math.min(app.length, stock.length),
    };
  };
  const earlyTapRow = () => {
    const shown = (target: TargetName) =>
      measured.earlyTaps[target].map((tap) => tap.ms).filter(Number.isFinite);
    const app = shown('app');
    const stock = shown('stock');
    const per = (pick: (target: TargetName) => number) => ({
      app: pick('app'),
      stock: pick('stock'),
    });
    return {
      ...row(median(app), median(stock), Number.NaN),
      taps: Math.min(app.length, stock.length),
      /** Taps whose page never showed: left out of the medians. */
      lost: per((target) => measured.earlyTaps[target].length - shown(target).length),
      /** Taps whose page showed in a new document. */
      navigated: per((target) => measured.earlyTaps[target].filter((tap) => tap.navigated).length),
      /** The harness's delay from the ready frame to the tap, median. */
      lagMs: per((target) => round(median(measured.earlyTaps[target].map((tap) => tap.lag)))),
    };
  };
  const heap = (target: TargetName) => mb(median(measured.heap[target]));

  return {
    date: measured.date,
    chromium: measured.chromium,
    runs: measured.runs,
    lighthouseRuns: measured.lighthouseRuns,
    firstLoadKb: firstLoad((s) => (s.bytes.html + s.bytes.js + s.bytes.css) / 1024),
    firstLoadJsKb: firstLoad((s) => s.bytes.js / 1024),
    firstLoadRequests: firstLoad((s) => s.requests),
    preloadedLaterKb: kb(of('app', 1, (s) => s.laterBytes)),
    fcpMs: perCpu((s) => s.fcp),
    lcpMs: perCpu((s) => s.lcp),
    tabBarReadyMs: perCpu((s) => s.ready),
    hydratedMs: perCpu((s) => s.hydrated),
    /** Tabshell's loads in which its hydration mark never came, of all its loads, by CPU rate. */
    hydratedMissing: Object.fromEntries(
      CPU_RATES.map((cpu) => [
        `cpu${cpu}`,
        {
          loads: samples('app', cpu).length,
          missing: samples('app', cpu).filter((s) => !Number.isFinite(s.hydrated)).length,
        },
      ]),
    ) as Record<`cpu${(typeof CPU_RATES)[number]}`, { loads: number; missing: number }>,
    earlyTapMs: earlyTapRow(),
    blockingMs: perCpu((s) => s.blocking),
    tabSwitchMs: { first: switchRow(true), revisit: switchRow(false) },
    tabSwitchInpMs: inpRow(),
    heapMb: row(heap('app'), heap('stock'), heap('blank')),
    soak: {
      steps: measured.soak.steps,
      counts: measured.soak.counts,
      before: { nodes: measured.soak.before.nodes, heapMb: mb(measured.soak.before.heap) },
      after: { nodes: measured.soak.after.nodes, heapMb: mb(measured.soak.after.heap) },
    },
    lighthouse: {
      app: medianScores(measured.lighthouse.app),
      stock: medianScores(measured.lighthouse.stock),
      blank: medianScores(measured.lighthouse.blank),
      belowFullMarks: measured.belowFullMarks,
    },
  };
}

export type Report = ReturnType<typeof summarize>;

const cell = (value: number, unit: string) => (Number.isFinite(value) ? `${value}${unit}` : '–');
const times = (value: number) => cell(value, '×');

/** The Markdown table the README shows. */
export function table(report: Report, viewport: { width: number; height: number }): string {
  const line = (label: string, r: Row, unit: string, blank = true) =>
    `| ${label} | ${cell(r.app, unit)} | ${cell(r.stock, unit)} | ${blank ? cell(r.blank, unit) : ''} | ${times(r.vsStock)} | ${blank ? times(r.vsBlank) : ''} |`;
  const scores = (s: Scores | undefined) =>
    s ? `${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}` : 'not run';
  const { soak, earlyTapMs: early } = report;
  const lost = early.lost.app + early.lost.stock;
  return [
    '| | Tabshell | stock Ionic tabs | blank page | Tabshell ÷ stock | Tabshell ÷ blank |',
    '|---|---|---|---|---|---|',
    line('first load before the tab bar is ready, gzip', report.firstLoadKb, ' kB'),
    line('… of it JavaScript', report.firstLoadJsKb, ' kB'),
    line('… requests', report.firstLoadRequests, ''),
    `| preloaded at idle after the first page | ${report.preloadedLaterKb} kB | | | | |`,
    line('first contentful paint, CPU ×1', report.fcpMs.cpu1, ' ms'),
    line('first contentful paint, CPU ×4', report.fcpMs.cpu4, ' ms'),
    line('largest contentful paint, CPU ×1', report.lcpMs.cpu1, ' ms'),
    line('largest contentful paint, CPU ×4', report.lcpMs.cpu4, ' ms'),
    line('tab bar visible and tappable, CPU ×1', report.tabBarReadyMs.cpu1, ' ms'),
    line('tab bar visible and tappable, CPU ×4', report.tabBarReadyMs.cpu4, ' ms'),
    ...CPU_RATES.map((cpu) => {
      const { loads, missing } = report.hydratedMissing[`cpu${cpu}`];
      const note = missing > 0 ? `; no mark in ${missing} of ${loads} loads` : '';
      const label = `app hydrated (its own handlers live; stock: ready${note}), CPU ×${cpu}`;
      return line(label, report.hydratedMs[`cpu${cpu}`], ' ms');
    }),
    line(
      `tap as soon as the tab bar is painted, to the tapped page shown, CPU ×4 (${early.taps} loads each${lost > 0 ? `; ${early.lost.app} + ${early.lost.stock} taps lost` : ''})`,
      early,
      ' ms',
      false,
    ),
    line('total blocking time after the FCP, CPU ×4', report.blockingMs.cpu4, ' ms'),
    line(
      `tab switch, first visit, tap to painted, CPU ×4 (${report.tabSwitchMs.first.taps} taps each)`,
      report.tabSwitchMs.first,
      ' ms',
      false,
    ),
    line(
      `tab switch, revisit, tap to painted, CPU ×4 (${report.tabSwitchMs.revisit.taps} taps each)`,
      report.tabSwitchMs.revisit,
      ' ms',
      false,
    ),
    line(
      `tab tap, interaction to next paint (Web Vitals INP over ${report.tabSwitchInpMs.taps} taps each), CPU ×4`,
      report.tabSwitchInpMs,
      ' ms',
      false,
    ),
    line('JS heap after load and GC', report.heapMb, ' MB'),
    `| after a ${soak.steps}-step soak (${Object.entries(soak.counts)
      .map(([move, count]) => `${count} ${move}`)
      .join(
        ', ',
      )}): DOM elements, heap | ${soak.before.nodes} → ${soak.after.nodes}, ${soak.before.heapMb} → ${soak.after.heapMb} MB | | | | |`,
    `| Lighthouse mobile perf/a11y/best practices/SEO | ${scores(report.lighthouse.app)} | ${scores(report.lighthouse.stock)} | ${scores(report.lighthouse.blank)} | | |`,
    '',
    `Medians of ${report.runs} interleaved cold loads of each page at each CPU rate, and as many early-tap loads (Lighthouse: ${report.lighthouseRuns} runs each), headless Chromium ${report.chromium}, ${viewport.width}×${viewport.height} phone viewport, loopback, gzip. The stock app is bench/baseline/, built by the bench from the same packages.`,
  ].join('\n');
}
