/** P10: the first screen's modules are asked for beside the entry and compiled eagerly. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin, Rollup } from 'vite';

export type ChunkInfo = Pick<Rollup.OutputChunk, 'fileName' | 'facadeModuleId' | 'imports'> & {
  readonly isEntry?: boolean;
  readonly moduleIds?: readonly string[];
};

export function chunksOf(output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[]): {
  chunks: ChunkInfo[];
  entry: ChunkInfo | undefined;
} {
  const chunks = output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  return { chunks, entry: chunks.find((chunk) => chunk.isEntry) };
}

/** A chunk's file and every file it imports, directly or not, added to `into`. */
export function importClosure(
  chunks: readonly ChunkInfo[],
  start: ChunkInfo,
  into = new Set<string>(),
): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const visit = (chunk: ChunkInfo | undefined) => {
    if (!chunk || into.has(chunk.fileName)) return;
    into.add(chunk.fileName);
    chunk.imports.forEach((file) => {
      visit(byFile.get(file));
    });
  };
  visit(start);
  return into;
}

/** The files the first screen needs beyond what the entry pulls in (they stay chunks, S2). */
export function firstScreenFiles(
  chunks: readonly ChunkInfo[],
  entry: ChunkInfo,
  modules: readonly string[],
): string[] {
  const loaded = importClosure(chunks, entry);
  const wanted = new Set<string>();
  for (const suffix of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(suffix));
    if (!chunk) throw new Error(`first screen: no chunk for ${suffix}`);
    importClosure(chunks, chunk, wanted);
  }
  return [...wanted].filter((file) => !loaded.has(file));
}

/** Where Rolldown's own modules are. */
const ROLLDOWN_VIRTUAL = '\0rolldown/';

/**
 * P10: the modules every first screen loads beyond the entry and Ionic's set-up, in the chunks of
 * a build: what `firstScreenChunk` then puts in one file. The first screens' own modules (the
 * start, the tabs module of S2, each page, each language) keep their chunks, and so does a chunk
 * that leads to one of them, so that no two chunks import each other.
 */
export function firstScreenShared(
  chunks: readonly ChunkInfo[],
  entry: ChunkInfo,
  screens: readonly (readonly string[])[],
  setUp: string,
): { files: string[]; modules: string[] } {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const own = new Set(
    chunks
      .filter((chunk) => screens.flat().some((module) => chunk.facadeModuleId?.endsWith(module)))
      .map((chunk) => chunk.fileName),
  );
  const setUpFiles = new Set(firstScreenFiles(chunks, entry, [setUp]));
  const leadsToOwn = (file: string, seen = new Set<string>()): boolean => {
    if (seen.has(file)) return false;
    seen.add(file);
    return (byFile.get(file)?.imports ?? []).some(
      (next) => own.has(next) || leadsToOwn(next, seen),
    );
  };
  const [first = [], ...rest] = screens.map((screen) =>
    firstScreenFiles(
      chunks,
      entry,
      screen.filter((module) => module !== setUp),
    ),
  );
  // Rolldown's runtime keeps a chunk of its own, which no group can take.
  const runtime = (file: string) =>
    byFile.get(file)?.moduleIds?.every((id) => id.startsWith(ROLLDOWN_VIRTUAL)) ?? false;
  const files = first.filter(
    (file) =>
      !runtime(file) &&
      rest.every((screen) => screen.includes(file)) &&
      !setUpFiles.has(file) &&
      !own.has(file) &&
      !leadsToOwn(file),
  );
  return { files, modules: files.flatMap((file) => byFile.get(file)?.moduleIds ?? []) };
}

export const FIRST_SCREEN_CHUNK = 'first-screen';

/** Where the probe leaves the modules every first screen shares, for the client build. */
export const FIRST_SCREEN_SHARED_FILE = '.build/first-screen-shared.json';

export function writeFirstScreenShared(root: string, modules: readonly string[]): void {
  const file = resolve(root, FIRST_SCREEN_SHARED_FILE);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(modules));
}

/**
 * P10: one file for what every first screen needs beyond the entry and Ionic's set-up. Each file
 * costs the browser a request and a module record before the app can run. Rolldown's chunking
 * sees imports before tree shaking (Ionic's index names every element), so the modules come from
 * the probe's chunks (vite/pipeline.ts), each already with what it imports; read as the client
 * build asks, so that its config is its own, never changed between builds.
 */
export function firstScreenChunk(root: string): Rollup.CodeSplittingOptions {
  let members: Set<string> | undefined;
  const shared = () => {
    const file = resolve(root, FIRST_SCREEN_SHARED_FILE);
    members ??= new Set(
      existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [],
    );
    return members;
  };
  return {
    includeDependenciesRecursively: false,
    groups: [{ name: FIRST_SCREEN_CHUNK, test: (id) => shared().has(id) }],
  };
}

/** With nothing to paint first (no prerendered page), the first screen's modules at once. */
export function withModulePreloads(html: string, files: readonly string[], base: string): string {
  if (!html.includes('</head>')) throw new Error('first screen: the page has no </head>');
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">\n`)
    .join('');
  return html.replace('</head>', `${links}</head>`);
}

/** V8's explicit compile hint; V8 reads it only as a file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The files every first screen loads: the entry's and what each screen adds in all of them
 * (Ionic's set-up, the start, the shared chunk, the tabs module). A file only some screens load
 * (a page, a component only a page uses, a language) is left out.
 */
export function everyFirstScreenFiles(
  chunks: readonly ChunkInfo[],
  entry: ChunkInfo,
  screens: readonly (readonly string[])[],
): string[] {
  const [first = [], ...rest] = screens.map((screen) => firstScreenFiles(chunks, entry, screen));
  return first.filter((file) => rest.every((screen) => screen.includes(file)));
}

/**
 * Marks for eager compilation what every first screen loads, so V8 compiles it while it streams,
 * off the main thread; the rest stays lazy. A chunk only some screens load is mostly code they
 * do not run (the Settings page's chunk carries Ionic's menu and modal, 92 kB, for a demo page),
 * and eager code for it stayed in the heap of every door that preloads it (docs/performance.md).
 * Runs after Vite's own hooks, which put `__vite__mapDeps` on a chunk's first line.
 */
export function compileHints(screens: readonly (readonly string[])[]): Plugin {
  return {
    name: 'tabshell:compile-hints',
    apply: (_config, { command }) => command === 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { chunks, entry } = chunksOf(Object.values(bundle));
        if (!entry) return;
        const files = [
          ...importClosure(chunks, entry),
          ...everyFirstScreenFiles(chunks, entry, screens),
        ];
        for (const file of files) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
