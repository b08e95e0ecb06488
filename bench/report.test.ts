import {
  summarize,
  table,
  type AppName,
  type Door,
  type EarlyTap,
  type LoadSample,
  type Measured,
  type TabSwitch,
  type UninspectedLoad,
} from './report.ts';

/** Tabshell and the two stock apps, as a run without `--before` measures them. */
const APPS: readonly AppName[] = ['app', 'stock', 'angular'];

const DOORS: Door[] = [
  { id: 'root-android', label: '`/`, Android phone', device: 'android' },
  { id: 'root-iphone', label: '`/`, iPhone', device: 'iphone' },
];

function sample(ready: number, switches: TabSwitch[] = [], more: Partial<LoadSample> = {}) {
  return {
    fcp: ready / 2,
    lcp: ready / 2,
    cls: 0,
    ready,
    hydrated: ready,
    blocking: 0,
    kb: 100,
    switches,
    ...more,
  } satisfies LoadSample;
}

const tap = (ms: number, more: Partial<EarlyTap> = {}): EarlyTap => ({
  ms,
  tappedAt: ms / 2,
  lost: false,
  navigated: false,
  ...more,
});

function measured(
  loads: Record<string, LoadSample[]>,
  earlyTaps: Record<string, EarlyTap[]> = {},
  apps: readonly AppName[] = APPS,
  uninspected: Record<string, UninspectedLoad[]> = {},
): Measured {
  return {
    apps,
    networks: ['loopback'],
    waterfalls: [],
    date: '2026-11-24',
    chromium: '156',
    runs: 3,
    lighthouseRuns: 0,
    doors: DOORS,
    loads: new Map(Object.entries(loads)),
    earlyTaps: new Map(Object.entries(earlyTaps)),
    uninspected: new Map(Object.entries(uninspected)),
    uninspectedEarlyTaps: new Map(),
    blankReady: [100, 120, 110],
    heap: { app: [2 * 1024 * 1024], stock: [4 * 1024 * 1024], angular: [8 * 1024 * 1024] },
    uninspectedHeap: {},
    soak: {
      now: { steps: 0, counts: {}, before: { nodes: 1, heap: 0 }, after: { nodes: 1, heap: 0 } },
    },
    lighthouse: new Map(),
    belowFullMarks: {},
  };
}

describe('benchmark report', () => {
  it('gives each door’s medians for every app with Tabshell’s ratio to each stock app', () => {
    const report = summarize(
      measured({
        'root-android|app': [sample(710), sample(810), sample(910)],
        'root-android|stock': [sample(1500), sample(1600), sample(1700)],
        'root-android|angular': [sample(1100), sample(1200), sample(1300)],
      }),
    );
    const door = report.doors[0];
    // Ratios to two decimals, however small: 810 / 1600, 810 / 1200.
    expect(door?.tabBarReadyMs).toEqual({
      app: 810,
      stock: 1600,
      vsStock: 0.51,
      angular: 1200,
      vsAngular: 0.68,
      n: 3,
    });
    expect(door?.lcpMs).toMatchObject({ app: 405, stock: 800, angular: 600, vsAngular: 0.68 });
    expect(report.doors[1]?.tabBarReadyMs.app).toBeNaN();
    expect(report.heapMb).toMatchObject({ vsStock: 0.5, vsAngular: 0.25 });
    expect(report.heapAboveStockMb).toBe(-2);
    expect(report.blankReadyMs).toBe(110);
    expect(report.apps).toEqual(['app', 'stock', 'angular']);
  });

  it('reports the loads with no inspector in the page beside the others, only when measured', () => {
    const loads = {
      'root-android|app': [sample(600)],
      'root-android|stock': [sample(1200)],
      'root-android|angular': [sample(1000)],
    };
    const bare = (hydrated: number, blocking: number): UninspectedLoad => ({
      fcp: 500,
      ready: 500,
      hydrated,
      blocking,
    });
    const withNone = summarize(measured(loads));
    expect(withNone.doors[0]?.uninspected.loopback?.hydratedMs.n).toBe(0);
    expect(withNone.uninspectedHeapMb.n).toBe(0);
    expect(table(withNone)).not.toContain('no inspector');

    const report = summarize({
      ...measured(loads, { 'root-android|app': [tap(700)] }, APPS, {
        'root-android|loopback|app': [bare(1300, 20), bare(1400, 40), bare(1500, 30)],
        'root-android|loopback|stock': [bare(900, 0), bare(1000, 0), bare(1100, 0)],
        'root-android|loopback|angular': [bare(700, 0), bare(800, 0), bare(900, 0)],
      }),
      uninspectedEarlyTaps: new Map([
        ['root-android|loopback|app', [tap(900), tap(1000, { lost: true }), tap(800)]],
        ['root-android|loopback|stock', [tap(1300)]],
        ['root-android|loopback|angular', [tap(1200)]],
      ]),
      uninspectedHeap: {
        app: [4.25 * 1024 * 1024, 4.2 * 1024 * 1024, 4.3 * 1024 * 1024],
        stock: [2.7 * 1024 * 1024],
        angular: [3 * 1024 * 1024],
      },
    });
    // Unrounded: 4.25 - 2.7, where the medians print as 4.3 and 2.7.
    expect(report.uninspectedHeapAboveStockMb).toBe(1.55);
    expect(report.heapAboveStockMb).toBe(-2);
    expect(table(report)).toContain(
      'with no inspector in the page: 4.3 MB / 2.7 MB (1.59×) / 3 MB (1.43×) (1.55 MB)',
    );
    // Its own medians, not the inspected loads': 1400 / 1000 and 1400 / 800.
    expect(report.doors[0]?.uninspected.loopback?.hydratedMs).toEqual({
      app: 1400,
      stock: 1000,
      vsStock: 1.4,
      angular: 800,
      vsAngular: 1.75,
      n: 3,
    });
    expect(report.doors[0]?.hydratedMs.app).toBe(600);
    expect(report.doors[0]?.uninspected.loopback?.earlyTapMs).toMatchObject({
      app: 900,
      stock: 1300,
      vsStock: 0.69,
      lost: { app: 1, stock: 0, angular: 0 },
    });
    expect(report.doors[0]?.earlyTapMs).toMatchObject({ app: 700, lost: { app: 0 } });
    expect(table(report)).toContain(
      '| `/`, Android phone | loopback | 500 ms / 500 ms (1×) / 500 ms (1×) | 500 ms / 500 ms (1×) / 500 ms (1×) | 1400 ms / 1000 ms (1.4×) / 800 ms (1.75×) | 900 ms / 1300 ms (0.69×) / 1200 ms (0.75×) | 1 / 0 / 0 | – / – (–) / – (–) | – / – (–) / – (–) | – / – (–) / – (–) | 30 ms / 0 ms (–) / 0 ms (–) |',
    );
  });

  it('says where Tabshell’s time to live goes, from its own marks, only when measured', () => {
    const loads = { 'root-android|app': [sample(600)], 'root-android|stock': [sample(1200)] };
    const bare = (hydrated: number, more: Partial<UninspectedLoad> = {}): UninspectedLoad => ({
      fcp: 600,
      ready: 600,
      hydrated,
      blocking: 0,
      ...more,
    });
    const stock = [bare(900), bare(1000), bare(1100)];
    const unmarked = summarize(
      measured(loads, {}, ['app', 'stock'], {
        'root-android|loopback|app': [bare(1400)],
        'root-android|loopback|stock': stock,
      }),
    );
    expect(unmarked.doors[0]?.uninspected.loopback?.codeRunMs.app).toBeNaN();
    expect(table(unmarked)).toContain('no inspector in the page');
    expect(table(unmarked)).not.toContain('time to live goes');

    const marked = (codeRun: number, ionicDefined: number, hydrated: number) =>
      bare(hydrated, { codeRun, ionicDefined });
    const report = summarize(
      measured(loads, {}, ['app', 'stock'], {
        'root-android|loopback|app': [
          marked(800, 1200, 1300),
          marked(900, 1300, 1400),
          marked(850, 1250, 1350),
        ],
        'root-android|loopback|stock': stock,
      }),
    );
    expect(report.doors[0]?.uninspected.loopback?.codeRunMs.app).toBe(850);
    expect(report.doors[0]?.uninspected.loopback?.ionicDefinedMs.app).toBe(1250);
    // 850 / 1000, the stock app's median ready; the iPhone door, unmeasured, shows dashes.
    expect(table(report)).toContain(
      '| `/`, Android phone | loopback | 600 ms | 850 ms | 1250 ms | 1350 ms | 1000 ms | 0.85× |',
    );
    expect(table(report)).toContain('| `/`, iPhone | loopback | – | – | – | – | – | – |');
  });

  it('gives the ratio to the Angular app on its own: a ratio above 1 when Tabshell is slower', () => {
    const report = summarize(
      measured({
        'root-android|app': [sample(900), sample(1000)],
        'root-android|stock': [sample(1800)],
        'root-android|angular': [sample(600), sample(700), sample(800)],
      }),
    );
    // 950 / 700; the fewest samples of the three apps: the stock React app's one.
    expect(report.doors[0]?.tabBarReadyMs).toMatchObject({
      app: 950,
      angular: 700,
      vsAngular: 1.36,
      vsStock: 0.53,
      n: 1,
    });
    expect(table(report)).toContain(
      '| `/`, Android phone | 950 ms / 1800 ms (0.53×) / 700 ms (1.36×) |',
    );
  });

  it('leaves the Angular app out when it was not measured (--no-angular)', () => {
    const report = summarize(
      measured(
        {
          'root-android|app': [sample(800), sample(800)],
          'root-android|stock': [sample(1600), sample(1600)],
        },
        { 'root-android|stock': [tap(1500, { lost: true })] },
        ['app', 'stock'],
      ),
    );
    const door = report.doors[0];
    // Its missing samples neither count in n nor give it a figure.
    expect(door?.tabBarReadyMs).toMatchObject({ app: 800, stock: 1600, vsStock: 0.5, n: 2 });
    expect(door?.tabBarReadyMs.angular).toBeNaN();
    expect(door?.tabBarReadyMs.vsAngular).toBeNaN();
    expect(door?.cls).toEqual({ app: 0, stock: 0 });
    expect(door?.earlyTapMs.lost).toEqual({ app: 0, stock: 1 });
    const text = table(report);
    expect(text).toContain('**Every door** (Tabshell / stock React (ratio), CPU ×4, medians):');
    expect(text).toContain(
      '| `/`, Android phone | 800 ms / 1600 ms (0.5×) | 400 ms / 800 ms (0.5×) | 400 ms / 800 ms (0.5×) | 800 ms / 1600 ms (0.5×) | – / 1500 ms (–); lost 0 / 1 | 0 / 0 |',
    );
    expect(text).toContain(
      'JS heap after load and GC: 2 MB / 4 MB (0.5×) (Tabshell minus stock React: -2 MB).',
    );
    expect(text).not.toContain('Angular');
  });

  it("gives the tab bar's delay after the first paint and the median layout shift (issue 34)", () => {
    const report = summarize(
      measured({
        'root-android|app': [
          sample(700, [], { fcp: 600, cls: 0.0004 }),
          sample(800, [], { fcp: 800, cls: 0 }),
          sample(900, [], { fcp: 650, cls: 0.2 }),
        ],
        'root-android|stock': [sample(1600, [], { fcp: 1600, cls: 0.05 })],
        'root-android|angular': [sample(1000, [], { fcp: 700, cls: 0.0125 })],
      }),
    );
    const door = report.doors[0];
    expect(door?.tabBarAfterFcpMs).toMatchObject({ app: 100, stock: 0, angular: 300 });
    expect(door?.cls).toEqual({ app: 0, stock: 0.05, angular: 0.013 });
    expect(table(report)).toContain('| 0 / 0.05 / 0.013 |');
  });

  it('leaves a figure missing from a load out of its median, and counts what is left', () => {
    const report = summarize(
      measured({
        'root-android|app': [
          sample(700, [], { hydrated: 900 }),
          sample(700, [], { hydrated: Number.NaN }),
          sample(700, [], { hydrated: 1100 }),
        ],
        'root-android|stock': [sample(1000)],
        'root-android|angular': [sample(500, [], { hydrated: Number.NaN }), sample(500)],
      }),
    );
    expect(report.doors[0]?.hydratedMs).toEqual({
      app: 1000,
      stock: 1000,
      vsStock: 1,
      angular: 500,
      vsAngular: 2,
      n: 1,
    });
  });

  it('reports tab switches by Ionic mode over all its doors: first visits, revisits, INP p75 and worst', () => {
    const switches = (first: number, revisit: number, interaction: number) => [
      { ms: first, first: true, interaction },
      { ms: revisit, first: false, interaction: interaction / 2 },
      { ms: revisit, first: false, interaction: 0 },
    ];
    const report = summarize(
      measured({
        'root-android|app': [sample(1, switches(60, 30, 100)), sample(1, switches(80, 40, 40))],
        'root-android|stock': [sample(1, switches(100, 60, 200)), sample(1, switches(120, 60, 80))],
        'root-android|angular': [
          sample(1, switches(140, 70, 400)),
          sample(1, switches(140, 70, 80)),
        ],
        'root-iphone|app': [sample(1, switches(10, 10, 10))],
        'root-iphone|stock': [sample(1, switches(20, 20, 20))],
        'root-iphone|angular': [sample(1, switches(40, 40, 40))],
      }),
    );
    const android = report.switches.android;
    expect(android?.firstVisitMs).toEqual({
      app: 70,
      stock: 110,
      vsStock: 0.64,
      angular: 140,
      vsAngular: 0.5,
      n: 2,
    });
    expect(android?.revisitMs).toEqual({
      app: 35,
      stock: 60,
      vsStock: 0.58,
      angular: 70,
      vsAngular: 0.5,
      n: 4,
    });
    // Interactions app: 100, 50, 0, 40, 20, 0; p75 by nearest rank is the 5th of 6: 50.
    expect(android?.inpP75Ms).toMatchObject({ app: 50, stock: 100, angular: 200, n: 6 });
    expect(android?.inpWorstMs).toMatchObject({
      app: 100,
      stock: 200,
      vsStock: 0.5,
      angular: 400,
      vsAngular: 0.25,
    });
    expect(report.switches.iphone?.firstVisitMs).toMatchObject({
      app: 10,
      stock: 20,
      angular: 40,
      n: 1,
    });
  });

  it('gives the early tap from navigation start over the taps whose page showed, and counts lost taps', () => {
    const report = summarize(
      measured(
        {},
        {
          'root-android|app': [tap(900), tap(Number.NaN), tap(1100, { navigated: true })],
          'root-android|stock': [tap(1500, { lost: true }), tap(1600, { lost: true }), tap(1400)],
          'root-android|angular': [tap(800), tap(Number.NaN), tap(Number.NaN, { lost: true })],
        },
      ),
    );
    expect(report.doors[0]?.earlyTapMs).toMatchObject({
      app: 1000,
      stock: 1500,
      vsStock: 0.67,
      angular: 800,
      vsAngular: 1.25,
      n: 1,
      lost: { app: 0, stock: 2, angular: 1 },
      neverShown: { app: 1, stock: 0, angular: 2 },
    });
    expect(table(report)).toContain(
      '| 1000 ms / 1500 ms (0.67×) / 800 ms (1.25×); lost 0 / 2 / 1, never shown 1 / 0 / 2 |',
    );
  });

  it('prints every door and mode in the tables, and a dash for a figure not measured', () => {
    const report = summarize(
      measured(
        {
          'root-android|app': [sample(800, [{ ms: 50, first: true, interaction: 64 }])],
          'root-android|stock': [sample(1600, [{ ms: 100, first: true, interaction: 128 }])],
          'root-android|angular': [sample(400, [{ ms: 25, first: true, interaction: 16 }])],
        },
        { 'root-android|stock': [tap(1500, { lost: true })] },
      ),
    );
    const text = table(report);
    expect(text).toContain(
      '**Every door** (Tabshell / stock React (ratio) / stock Angular (ratio), CPU ×4, medians):',
    );
    expect(text).toContain(
      '| `/`, Android phone | 800 ms / 1600 ms (0.5×) / 400 ms (2×) | 400 ms / 800 ms (0.5×) / 200 ms (2×) | 400 ms / 800 ms (0.5×) / 200 ms (2×) | 800 ms / 1600 ms (0.5×) / 400 ms (2×) | – / 1500 ms (–) / – (–); lost 0 / 1 / 0 | 0 / 0 / 0 |',
    );
    expect(text).toContain('| `/`, iPhone | – / – (–) / – (–) |');
    expect(text).toContain(
      '| Material (Android phone) | 50 ms / 100 ms (0.5×) / 25 ms (2×) | – / – (–) / – (–) | 64 ms / 128 ms (0.5×) / 16 ms (4×) | 64 ms / 128 ms (0.5×) / 16 ms (4×) | 1 / 1 |',
    );
    expect(text).toContain(
      'JS heap after load and GC: 2 MB / 4 MB (0.5×) / 8 MB (0.25×) (Tabshell minus stock React: -2 MB).',
    );
    expect(text).toContain('Blank page ready (the floor): 110 ms.');
    expect(text).toContain('bench/baseline/ (Ionic React');
    expect(text).toContain('and bench/baseline-angular/ (Ionic Angular');
  });

  it('gives each door on each network its round trips and bytes before live, and its lost taps', () => {
    const onNetwork = (hydrated: number, roundTrips: number, kb: number): UninspectedLoad => ({
      fcp: hydrated / 2,
      ready: hydrated / 2,
      hydrated,
      blocking: 0,
      roundTripsToFcp: roundTrips - 1,
      roundTripsToLive: roundTrips,
      kbToLive: kb,
    });
    const report = summarize({
      ...measured({}, {}, ['app', 'stock']),
      networks: ['loopback', 'slow4g'],
      uninspected: new Map([
        ['root-android|loopback|app', [onNetwork(1000, 4, 220)]],
        ['root-android|loopback|stock', [onNetwork(800, 3, 300)]],
        [
          'root-android|slow4g|app',
          [onNetwork(4000, 3, 225.04), onNetwork(5000, 4, 225.04), onNetwork(4400, 3, 225.04)],
        ],
        ['root-android|slow4g|stock', [onNetwork(8000, 3, 330)]],
      ]),
      uninspectedEarlyTaps: new Map([
        ['root-android|slow4g|app', [tap(2500, { lost: true }), tap(2600)]],
        ['root-android|slow4g|stock', [tap(9000, { lost: true })]],
      ]),
    });
    const slow = report.doors[0]?.uninspected.slow4g;
    expect(slow?.hydratedMs).toMatchObject({ app: 4400, stock: 8000, vsStock: 0.55, n: 1 });
    expect(slow?.roundTripsToLive).toMatchObject({ app: 3, stock: 3, vsStock: 1 });
    expect(slow?.roundTripsToFcp).toMatchObject({ app: 2, stock: 2 });
    expect(slow?.kbToLive).toMatchObject({ app: 225, stock: 330, vsStock: 0.68 });
    expect(slow?.earlyTapMs.lost).toEqual({ app: 1, stock: 1 });
    expect(report.doors[0]?.uninspected.fast4g).toBeUndefined();
    const text = table(report);
    expect(text).toContain(
      '| `/`, Android phone | slow 4G | 2200 ms / 4000 ms (0.55×) | 2200 ms / 4000 ms (0.55×) | 4400 ms / 8000 ms (0.55×) | 2550 ms / 9000 ms (0.28×) | 1 / 1 | 2 / 2 (1×) | 3 / 3 (1×) | 225 kB / 330 kB (0.68×) | 0 ms / 0 ms (–) |',
    );
    // A door and network with no tap lost still says so.
    expect(text).toContain('| `/`, Android phone | loopback | 500 ms / 400 ms (1.25×) |');
    expect(text).toMatch(/\| `\/`, Android phone \| loopback \|( [^|]+ \|){4} 0 \/ 0 \|/);
    expect(text).toContain(
      'the others on loopback (no throttling), slow 4G (562.5 ms a request, 180 kB/s down, 84.375 kB/s up).',
    );
  });

  it('puts Tabshell at an earlier commit beside this one, with the ratio to it (--before)', () => {
    const report = summarize({
      ...measured(
        {
          'root-android|app': [sample(800)],
          'root-android|before': [sample(1000)],
          'root-android|stock': [sample(1600)],
        },
        {},
        ['app', 'before', 'stock'],
      ),
      before: 'f2bbb8f',
      uninspected: new Map([
        ['root-android|loopback|app', [{ fcp: 400, ready: 400, hydrated: 900, blocking: 0 }]],
        ['root-android|loopback|before', [{ fcp: 400, ready: 400, hydrated: 1200, blocking: 0 }]],
        ['root-android|loopback|stock', [{ fcp: 700, ready: 700, hydrated: 700, blocking: 0 }]],
      ]),
    });
    expect(report.before).toBe('f2bbb8f');
    expect(report.doors[0]?.tabBarReadyMs).toMatchObject({
      app: 800,
      before: 1000,
      vsBefore: 0.8,
      stock: 1600,
      vsStock: 0.5,
    });
    // Without --before, rows carry no figure for it.
    expect(summarize(measured({})).doors[0]?.tabBarReadyMs).not.toHaveProperty('before');
    const text = table(report);
    expect(text).toContain('(Tabshell / Tabshell at f2bbb8f (ratio) / stock React (ratio), CPU ×4');
    expect(text).toContain('| `/`, Android phone | 800 ms / 1000 ms (0.8×) / 1600 ms (0.5×) |');
    expect(text).toContain(
      '| `/`, Android phone | loopback | 400 ms / 400 ms (1×) / 700 ms (0.57×) | 400 ms / 400 ms (1×) / 700 ms (0.57×) | 900 ms / 1200 ms (0.75×) / 700 ms (1.29×) |',
    );
  });

  it('prints what Tabshell’s live waited on at the slowest network measured, and keeps all', () => {
    const document = {
      id: 'doc',
      url: 'https://127.0.0.1:4000/',
      start: 0,
      end: 700,
      bytes: 10_240,
      document: true,
      initiator: {},
    };
    const entry = {
      id: 'entry',
      url: 'https://127.0.0.1:4000/assets/index.js',
      start: 900,
      end: 1600,
      bytes: 4608,
      initiator: { url: 'https://127.0.0.1:4000/' },
    };
    const late = { ...entry, id: 'late', url: 'https://127.0.0.1:4000/late.js', start: 3000 };
    const report = summarize({
      ...measured({}),
      networks: ['loopback', 'slow4g'],
      waterfalls: [
        { door: 'root-android', network: 'loopback', live: 1000, requests: [document] },
        { door: 'root-android', network: 'slow4g', live: 2500, requests: [document, entry, late] },
      ],
    });
    expect(report.waterfalls[1]?.requests.map(({ request, depth }) => [request, depth])).toEqual([
      ['/', 1],
      ['/assets/index.js', 2],
    ]);
    const text = table(report);
    expect(text).toContain(
      '**What Tabshell’s live waited on, `/`, Android phone, slow 4G** (one load with no inspector, live at 2500 ms;',
    );
    expect(text).toContain('| 900 | 1600 | 4.5 | 2 | /assets/index.js | / |');
    expect(text).not.toContain('late.js');
    expect(text.match(/What Tabshell’s live waited on/g)).toHaveLength(1);
  });

  it('leaves a Lighthouse run that returned no score out of the median, never counts it as 0', () => {
    const scored = {
      performance: 80,
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
      tbtMs: 150,
    };
    const unscored = { ...scored, performance: Number.NaN, tbtMs: Number.NaN };
    const report = summarize({
      ...measured({}),
      lighthouseRuns: 2,
      lighthouse: new Map([
        ['/|app', [scored, unscored]],
        ['/|stock', [unscored]],
      ]),
    });
    expect(report.lighthouse['/']?.app?.performance).toBe(80);
    expect(report.lighthouse['/']?.stock?.performance).toBeNaN();
    expect(table(report)).toContain(
      'Lighthouse mobile perf/a11y/best practices/SEO at `/`: Tabshell 80/100/100/100 (blocking 150 ms), stock React –/100/100/100 (blocking –)',
    );
  });
});
