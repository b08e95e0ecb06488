/** P10: the first screen's modules are asked for beside the entry and compiled eagerly. */
import type { Plugin, Rollup } from 'vite';

export type ChunkInfo = Pick<Rollup.OutputChunk, 'fileName' | 'facadeModuleId' | 'imports'> & {
  readonly isEntry?: boolean;
};

export function chunksOf(output: readonly (Rollup.OutputChunk | Rollup.OutputAsset)[]): {
  chunks: ChunkInfo[];
  entry: ChunkInfo | undefined;
} {
  const chunks = output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
  return { chunks, entry: chunks.find((chunk) => chunk.isEntry) };
}

/** The files the first screen needs beyond what the entry pulls in (they stay chunks, S2). */
export function firstScreenFiles(
  chunks: readonly ChunkInfo[],
  entry: ChunkInfo,
  modules: readonly string[],
): string[] {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const closure = (start: ChunkInfo, into: Set<string>) => {
    const visit = (chunk: ChunkInfo | undefined) => {
      if (!chunk || into.has(chunk.fileName)) return;
      into.add(chunk.fileName);
      chunk.imports.forEach((file) => {
        visit(byFile.get(file));
      });
    };
    visit(start);
    return into;
  };
  const loaded = closure(entry, new Set());
  const wanted = new Set<string>();
  for (const suffix of modules) {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(suffix));
    if (!chunk) throw new Error(`first screen: no chunk for ${suffix}`);
    closure(chunk, wanted);
  }
  return [...wanted].filter((file) => !loaded.has(file));
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
 * Marks the first screen's chunks for eager compilation; preloaded ones (S3) stay lazy. Runs
 * after Vite's own hooks, which put `__vite__mapDeps` on a chunk's first line.
 */
export function compileHints(modules: readonly string[]): Plugin {
  return {
    name: 'tabshell:compile-hints',
    apply: (_config, { command }) => command === 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const { chunks, entry } = chunksOf(Object.values(bundle));
        if (!entry) return;
        const marked = new Set<string>();
        const visit = (file: string) => {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk' || marked.has(file)) return;
          marked.add(file);
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          chunk.imports.forEach(visit);
        };
        [entry.fileName, ...firstScreenFiles(chunks, entry, modules)].forEach(visit);
      },
    },
  };
}
