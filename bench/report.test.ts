import { summarize, table, type LoadSample, type Measured } from './report.ts';

function sample(ready: number, switches: LoadSample['switches'] = []): LoadSample {
  return {
    fcp: ready / 2,
    ready,
    blocking: 0,
    bytes: { html: 1024, js: 10 * 1024, css: 1024, other: 0 },
    requests: 3,
    laterBytes: 0,
    switches,
  };
}

function measured(loads: Record<string, LoadSample[]>): Measured {
  return {
    date: '2026-11-22',
    chromium: '156',
    runs: 3,
    lighthouseRuns: 0,
    loads: new Map(Object.entries(loads)),
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
      { ms: first, first: true },
      { ms: revisit, first: false },
      { ms: revisit, first: false },
    ];
    const report = summarize(
      measured({ 'app@4': [sample(1, taps(60, 30))], 'stock@4': [sample(1, taps(80, 60))] }),
    );
    expect(report.tabSwitchMs.first).toMatchObject({ app: 60, stock: 80, vsStock: 0.75, taps: 1 });
    expect(report.tabSwitchMs.revisit).toMatchObject({ app: 30, stock: 60, vsStock: 0.5, taps: 2 });
  });

  it('prints every figure in the table, and a dash for one not measured', () => {
    const report = summarize(measured({ 'app@4': [sample(800)], 'stock@4': [sample(1600)] }));
    const text = table(report, { width: 390, height: 844 });
    expect(text).toContain(
      '| tab bar visible and tappable, CPU ×4 | 800 ms | 1600 ms | – | 0.5× | – |',
    );
    expect(text).toContain('stock Ionic tabs');
    expect(text).toContain('390×844');
  });
});
