/**
 * The benchmark's report: the figures `run.ts` measured, as JSON and as the Markdown table the
 * README shows. Pure, so that its arithmetic and its wording are unit-tested (report.test.ts).
 */
import { median, ratio, round } from './stats.ts';

/** The three pages measured side by side. */
export const TARGETS = ['app', 'stock', 'blank'] as const;
export type TargetName = (typeof TARGETS)[number];
export const CPU_RATES = [1, 4] as const;

export interface TabSwitch {
  readonly ms: number;
  /** The first visit of that tab in this load (its page is created), or a revisit (it is shown). */
  readonly first: boolean;
}

/** One cold load of one page at one CPU rate. */
export interface LoadSample {
  readonly fcp: number;
  readonly ready: number;
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
  const of = (target: TargetName, cpu: number, pick: (sample: LoadSample) => number) =>
    median(samples(target, cpu).map(pick));
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
    tabBarReadyMs: perCpu((s) => s.ready),
    blockingMs: perCpu((s) => s.blocking),
    tabSwitchMs: { first: switchRow(true), revisit: switchRow(false) },
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
  const { soak } = report;
  return [
    '| | Tabshell | stock Ionic tabs | blank page | Tabshell ÷ stock | Tabshell ÷ blank |',
    '|---|---|---|---|---|---|',
    line('first load before the tab bar is ready, gzip', report.firstLoadKb, ' kB'),
    line('… of it JavaScript', report.firstLoadJsKb, ' kB'),
    line('… requests', report.firstLoadRequests, ''),
    `| preloaded at idle after the first page | ${report.preloadedLaterKb} kB | | | | |`,
    line('first contentful paint, CPU ×1', report.fcpMs.cpu1, ' ms'),
    line('first contentful paint, CPU ×4', report.fcpMs.cpu4, ' ms'),
    line('tab bar visible and tappable, CPU ×1', report.tabBarReadyMs.cpu1, ' ms'),
    line('tab bar visible and tappable, CPU ×4', report.tabBarReadyMs.cpu4, ' ms'),
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
    line('JS heap after load and GC', report.heapMb, ' MB'),
    `| after a ${soak.steps}-step soak (${Object.entries(soak.counts)
      .map(([move, count]) => `${count} ${move}`)
      .join(
        ', ',
      )}): DOM elements, heap | ${soak.before.nodes} → ${soak.after.nodes}, ${soak.before.heapMb} → ${soak.after.heapMb} MB | | | | |`,
    `| Lighthouse mobile perf/a11y/best practices/SEO | ${scores(report.lighthouse.app)} | ${scores(report.lighthouse.stock)} | ${scores(report.lighthouse.blank)} | | |`,
    '',
    `Medians of ${report.runs} interleaved cold loads of each page at each CPU rate (Lighthouse: ${report.lighthouseRuns} runs each), headless Chromium ${report.chromium}, ${viewport.width}×${viewport.height} phone viewport, loopback, gzip. The stock app is bench/baseline/, built by the bench from the same packages.`,
  ].join('\n');
}
