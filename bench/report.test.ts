import { summarize, table, type EarlyTap, type LoadSample, type Measured } from './report.ts';

function sample(
  ready: number,
  switches: LoadSample['switches'] = [],
  more: Partial<LoadSample> = {},
): LoadSample {
  return {
    fcp: ready / 2,
    lcp: ready / 2,
    ready,
    hydrated: ready,
    blocking: 0,
    bytes: { html: 1024, js: 10 * 1024, css: 1024, other: 0 },
    requests: 3,
    laterBytes: 0,
    switches,
    ...more,
  };
}

function measured(
  loads: Record<string, LoadSample[]>,
  earlyTaps: Measured['earlyTaps'] = { app: [], stock: [], blank: [] },
): Measured {
  return {
    date: '2026-11-22',
    chromium: '156',
    runs: 3,
    lighthouseRuns: 0,
    loads: new Map(Object.entries(loads)),
    earlyTaps,
    heap: { app: [2 * 1024 * 1024], stock: [4 * 1024 * 1024], blank: [1024 * 1024] },
    soak: { steps: 0, counts: {}, before: { nodes: 1, heap: 0 }, after: { nodes: 1, heap: 0 } },
    lighthouse: { app: [], stock: [], blank: [] },
    belowFullMarks: {},
  };
}

describe('benchmark report', () => {
  it('gives Tabshell’s medians with its ratios to the stock app and to the blank page', () => {
    const report = summarize(
      measured({
        'app@4': [sample(710), sample(810), sample(910)],
        'stock@4': [sample(1500), sample(1600), sample(1700)],
        'blank@4': [sample(400), sample(400), sample(400)],
      }),
    );
    // Ratios to two decimals, however small: 810 / 1600.
    expect(report.tabBarReadyMs.cpu4).toEqual({
      app: 810,
      stock: 1600,
      blank: 400,
      vsStock: 0.51,
      vsBlank: 2.03,
    });
    expect(report.heapMb.vsStock).toBe(0.5);
    expect(report.tabBarReadyMs.cpu1.app).toBeNaN();
  });

  it('reports first visits and revisits apart, over the taps both apps made', () => {
    const taps = (first: number, revisit: number) => [
      { ms: first, first: true, interaction: 0 },
      { ms: revisit, first: false, interaction: 0 },
      { ms: revisit, first: false, interaction: 0 },
    ];
    const report = summarize(
      measured({ 'app@4': [sample(1, taps(60, 30))], 'stock@4': [sample(1, taps(80, 60))] }),
    );
    expect(report.tabSwitchMs.first).toMatchObject({ app: 60, stock: 80, vsStock: 0.75, taps: 1 });
    expect(report.tabSwitchMs.revisit).toMatchObject({ app: 30, stock: 60, vsStock: 0.5, taps: 2 });
  });

  it('gives the largest contentful paint and the hydration time, NaN when the mark never came', () => {
    const report = summarize(
      measured({
        'app@4': [
          sample(700, [], { lcp: 500, hydrated: 900 }),
          sample(700, [], { lcp: 520, hydrated: Number.NaN }),
          sample(700, [], { lcp: 540, hydrated: 1100 }),
        ],
        'stock@4': [sample(1000, [], { lcp: 1000 })],
        'app@1': [sample(300, [], { hydrated: Number.NaN })],
        'stock@1': [sample(400)],
      }),
    );
    expect(report.lcpMs.cpu4).toMatchObject({ app: 520, stock: 1000, vsStock: 0.52 });
    // The loads that had the mark: its median, against the stock app's ready.
    expect(report.hydratedMs.cpu4).toMatchObject({ app: 1000, stock: 1000, vsStock: 1 });
    expect(report.hydratedMs.cpu1.app).toBeNaN();
    expect(report.hydratedMs.cpu1.vsStock).toBeNaN();
    expect(report.hydratedMs.cpu1.stock).toBe(400);
    expect(report.hydratedMissing).toEqual({
      cpu1: { loads: 1, missing: 1 },
      cpu4: { loads: 3, missing: 1 },
    });
  });

  it('gives the early tap’s median over the taps whose page showed, and counts the lost ones', () => {
    const tap = (ms: number, navigated = false): EarlyTap => ({ ms, lag: 4, navigated });
    const report = summarize(
      measured(
        {},
        {
          app: [tap(300, true), tap(Number.NaN), tap(500, true), tap(400)],
          stock: [tap(700), tap(800), tap(600)],
          blank: [],
        },
      ),
    );
    expect(report.earlyTapMs).toMatchObject({
      app: 400,
      stock: 700,
      vsStock: 0.57,
      taps: 3,
      lost: { app: 1, stock: 0 },
      navigated: { app: 2, stock: 0 },
      lagMs: { app: 4, stock: 4 },
    });
    expect(report.earlyTapMs.blank).toBeNaN();
  });

  it('gives each app’s INP over all its taps, first visits and revisits together', () => {
    const taps = (...interactions: number[]) =>
      interactions.map((interaction, index) => ({ ms: 1, first: index === 0, interaction }));
    const report = summarize(
      measured({
        'app@4': [sample(1, taps(120, 40, 48)), sample(1, taps(96, 0, 56))],
        'stock@4': [sample(1, taps(80, 32, 40)), sample(1, taps(88, 24, 32))],
      }),
    );
    // Under 50 interactions, the longest.
    expect(report.tabSwitchInpMs).toMatchObject({ app: 120, stock: 88, vsStock: 1.36, taps: 6 });
  });

  it('prints every figure in the table, and a dash for one not measured', () => {
    const tap = { ms: 1, first: true, interaction: 64 };
    const report = summarize(
      measured(
        {
          'app@4': [sample(800, [tap], { hydrated: Number.NaN })],
          'stock@4': [sample(1600, [tap])],
        },
        { app: [{ ms: 200, lag: 3, navigated: true }], stock: [], blank: [] },
      ),
    );
    const text = table(report, { width: 390, height: 844 });
    expect(text).toContain(
      '| tab bar visible and tappable, CPU ×4 | 800 ms | 1600 ms | – | 0.5× | – |',
    );
    expect(text).toContain('| largest contentful paint, CPU ×4 | 400 ms | 800 ms | – | 0.5× | – |');
    expect(text).toContain(
      '| app hydrated (its own handlers live; stock: ready; no mark in 1 of 1 loads), CPU ×4 | – | 1600 ms | – | – | – |',
    );
    expect(text).toContain(
      '| tap as soon as the tab bar is painted, to the tapped page shown, CPU ×4 (0 loads each) | 200 ms | – |  | – |  |',
    );
    expect(text).toContain(
      '| tab tap, interaction to next paint (Web Vitals INP over 1 taps each), CPU ×4 | 64 ms | 64 ms |  | 1× |  |',
    );
    expect(text).toContain('stock Ionic tabs');
    expect(text).toContain('390×844');
  });
});
