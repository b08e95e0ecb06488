// @vitest-environment node
import type { Rollup } from 'vite';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  COMPILE_HINT,
  compileHints,
  FIRST_SCREEN_CHUNK,
  firstScreenChunk,
  writeFirstScreenShared,
  firstScreenFiles,
  firstScreenShared,
  withModulePreloads,
  type ChunkInfo,
} from './firstScreen';

const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) =>
  ({ fileName, facadeModuleId, imports }) satisfies ChunkInfo;

const entry = { ...chunk('index.js', '/app/index.html', ['react.js']), isEntry: true };
const chunks = [
  entry,
  chunk('react.js', null),
  chunk('tabs.js', '/app/src/tabs/TabsPage.tsx', ['react.js', 'ionic-tabs.js']),
  chunk('ionic-tabs.js', null, ['react.js']),
  chunk('home.js', '/app/src/pages/home/HomePage.tsx', ['page.js', 'react.js']),
  chunk('page.js', null),
  chunk('settings.js', '/app/src/pages/settings/SettingsPage.tsx', ['page.js']),
];

describe("P10: the first screen's modules", () => {
  it('are the named lazy modules and their imports, not what the entry already loads', () => {
    expect(
      firstScreenFiles(chunks, entry, ['src/tabs/TabsPage.tsx', 'src/pages/home/HomePage.tsx']),
    ).toEqual(['tabs.js', 'ionic-tabs.js', 'home.js', 'page.js']);
  });

  it('leave the other lazy modules to the preload after the first page (S3)', () => {
    expect(firstScreenFiles(chunks, entry, ['src/tabs/TabsPage.tsx'])).not.toContain('settings.js');
  });

  it('fail the build when a named module has no chunk of its own', () => {
    expect(() => firstScreenFiles(chunks, entry, ['src/Missing.tsx'])).toThrow(/no chunk/);
  });

  it('are preloaded at once where no page is painted first (the client path)', () => {
    const page = '<head>\n<link rel="stylesheet" href="/a.css">\n</head>';
    expect(withModulePreloads(page, ['start.js', 'explore.js'], '/')).toBe(
      '<head>\n<link rel="stylesheet" href="/a.css">\n' +
        '<link rel="modulepreload" crossorigin href="/start.js">\n' +
        '<link rel="modulepreload" crossorigin href="/explore.js">\n</head>',
    );
    expect(() => withModulePreloads('<body></body>', [], '/')).toThrow(/no <\/head>/);
  });

  it('are compiled eagerly where every first screen loads them, with the entry and its imports', () => {
    const code = (fileName: string, imports: string[], extra: Partial<Rollup.OutputChunk> = {}) =>
      ({
        type: 'chunk',
        fileName,
        imports,
        code: 'x();',
        isEntry: false,
        ...extra,
      }) as Rollup.OutputChunk;
    const bundle: Record<string, Rollup.OutputChunk> = {
      'index.js': code('index.js', ['shared.js'], { isEntry: true }),
      'shared.js': code('shared.js', ['index.js']),
      'start.js': code('start.js', ['react.js'], { facadeModuleId: '/app/src/start.tsx' }),
      'react.js': code('react.js', []),
      'home.js': code('home.js', ['react.js'], { facadeModuleId: '/app/src/pages/home.tsx' }),
      'settings.js': code('settings.js', ['toggle.js'], {
        facadeModuleId: '/app/src/pages/settings.tsx',
      }),
      'toggle.js': code('toggle.js', ['react.js']),
      'later.js': code('later.js', [], { facadeModuleId: '/app/src/pages/later.tsx' }),
    };
    const { generateBundle } = compileHints([
      ['src/start.tsx', 'src/pages/home.tsx'],
      ['src/start.tsx', 'src/pages/settings.tsx'],
    ]);
    // After Vite's own hooks, which write `__vite__mapDeps` above a chunk's code.
    expect(generateBundle).toMatchObject({ order: 'post' });
    const { handler } = generateBundle as { handler: (o: unknown, b: unknown) => void };
    handler({}, bundle);
    const marked = Object.values(bundle).filter((c) => c.code === `${COMPILE_HINT}\nx();`);
    expect(marked.map((c) => c.fileName)).toEqual([
      'index.js',
      'shared.js',
      'start.js',
      'react.js',
    ]);
    // A page and what only it loads stay lazy, like a chunk no first screen loads.
    for (const file of ['home.js', 'settings.js', 'toggle.js', 'later.js']) {
      expect(bundle[file]?.code, file).toBe('x();');
    }
  });
});

describe('P10: what every first screen shares, in one chunk', () => {
  const mod = (fileName: string, moduleIds: string[], imports: string[] = [], facade?: string) =>
    ({ fileName, facadeModuleId: facade ?? null, imports, moduleIds }) satisfies ChunkInfo;
  const main = { ...mod('index.js', ['/app/src/main.tsx', '/app/src/boot.ts']), isEntry: true };
  const graph = [
    main,
    mod('setup.js', ['/app/src/setup.ts'], ['stencil.js'], '/app/src/setup.ts'),
    mod('stencil.js', ['/m/stencil/runtime.js']),
    mod('rt.js', ['\0rolldown/runtime.js']),
    mod(
      'start.js',
      ['/app/src/start.tsx'],
      ['react.js', 'rt.js', 'ionic.js'],
      '/app/src/start.tsx',
    ),
    mod('react.js', ['/m/react/index.js', '/m/react-dom/client.js']),
    mod('ionic.js', ['/m/ionic/tab-bar.js', '/m/ionic/item.js'], ['stencil.js']),
    mod(
      'tabs.js',
      ['/app/src/tabs/TabsPage.tsx'],
      ['react.js', 'ionic.js'],
      '/app/src/tabs/TabsPage.tsx',
    ),
    mod(
      'home.js',
      ['/app/src/pages/Home.tsx'],
      ['tabs.js', 'page.js', 'live.js', 'nav.js'],
      '/app/src/pages/Home.tsx',
    ),
    mod(
      'more.js',
      ['/app/src/pages/More.tsx'],
      ['page.js', 'toggle.js', 'nav.js'],
      '/app/src/pages/More.tsx',
    ),
    mod('nav.js', ['/app/src/nav.ts'], ['tabs.js']),
    mod('page.js', ['/app/src/Page.tsx'], ['react.js']),
    mod('live.js', ['/app/src/LiveValue.tsx'], ['react.js']),
    mod('toggle.js', ['/m/ionic/toggle.js', '/app/src/Toggle.tsx'], ['tabs.js']),
  ];
  const screens = ['Home', 'More'].map((page) => [
    'src/setup.ts',
    'src/start.tsx',
    'src/tabs/TabsPage.tsx',
    `src/pages/${page}.tsx`,
  ]);

  it("are the chunks every screen loads beyond the entry and Ionic's set-up", () => {
    const { files, modules } = firstScreenShared(graph, main, screens, 'src/setup.ts');
    // Not stencil.js (the set-up's), nor live.js (Home's alone), nor nav.js (it leads to the
    // tabs module's own chunk, which would import the shared one back), nor Rolldown's runtime.
    expect(files).toEqual(['react.js', 'ionic.js', 'page.js']);
    expect(modules).toEqual([
      '/m/react/index.js',
      '/m/react-dom/client.js',
      '/m/ionic/tab-bar.js',
      '/m/ionic/item.js',
      '/app/src/Page.tsx',
    ]);
  });

  it("leave each screen's own modules their own chunks (S2: the tabs module)", () => {
    const { files } = firstScreenShared(graph, main, screens, 'src/setup.ts');
    for (const own of ['start.js', 'tabs.js', 'home.js', 'more.js', 'setup.js']) {
      expect(files).not.toContain(own);
    }
  });

  it('are none where one screen shares nothing with the rest', () => {
    const bare = [['src/setup.ts'], ...screens];
    expect(firstScreenShared(graph, main, bare, 'src/setup.ts')).toEqual({
      files: [],
      modules: [],
    });
  });

  it('go in one chunk, which takes its modules only, as the probe wrote them', () => {
    const root = mkdtempSync(join(tmpdir(), 'first-screen-'));
    const options = firstScreenChunk(root);
    // Read when the client build asks, after the probe has written them.
    writeFirstScreenShared(root, ['/m/react/index.js', '/app/src/Page.tsx']);
    expect(options.includeDependenciesRecursively).toBe(false);
    const [group] = options.groups ?? [];
    expect(group?.name).toBe(FIRST_SCREEN_CHUNK);
    const test = group?.test as (id: string) => boolean;
    expect(test('/app/src/Page.tsx')).toBe(true);
    expect(test('/m/react/index.js')).toBe(true);
    expect(test('/app/src/LiveValue.tsx')).toBe(false);
  });

  it('take nothing where the probe wrote none', () => {
    const [group] = firstScreenChunk(mkdtempSync(join(tmpdir(), 'first-screen-'))).groups ?? [];
    expect((group?.test as (id: string) => boolean)('/app/src/Page.tsx')).toBe(false);
  });
});
