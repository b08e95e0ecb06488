// @vitest-environment node
import type { Rollup } from 'vite';
import {
  COMPILE_HINT,
  compileHints,
  firstScreenFiles,
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

  it('are compiled eagerly, with the entry and its imports; nothing else is', () => {
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
      'later.js': code('later.js', [], { facadeModuleId: '/app/src/pages/later.tsx' }),
    };
    const { generateBundle } = compileHints(['src/start.tsx']);
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
    expect(bundle['later.js']?.code).toBe('x();');
  });
});
