import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';

/** The part of a built chunk this plugin reads. */
export type ChunkInfo = Pick<Rollup.OutputChunk, 'fileName' | 'facadeModuleId' | 'imports'>;

/**
 * The files the first screen needs beyond what the entry already pulls in: each lazy module named
 * (by the end of its source path) and its static imports. They stay separate chunks (S2); the page
 * only asks for them at once, beside the entry, instead of one level at a time after each has run.
 */
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
    if (!chunk) throw new Error(`first-screen preload: no chunk for ${suffix}`);
    closure(chunk, wanted);
  }
  return [...wanted].filter((file) => !loaded.has(file));
}

/**
 * Adds `<link rel="prefetch">` for the first screen's lazy modules to the built page: their bytes
 * arrive beside the entry's, and the imports that follow find them in the HTTP cache. Not
 * `modulepreload`: Chromium then compiles every module before the first paint, which held the
 * painted shell (P6) back by about 200 ms at CPU ×4 in `npm run bench`.
 */
export function firstScreenPreload(modules: readonly string[]): Plugin {
  let base = '/';
  return {
    name: 'tabshell:first-screen-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }): HtmlTagDescriptor[] {
        if (!bundle || !chunk) return [];
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        return firstScreenFiles(chunks, chunk, modules).map((file) => ({
          tag: 'link',
          attrs: { rel: 'prefetch', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head',
        }));
      },
    },
  };
}
