import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import { FIRST_SCREEN_LINK } from '../src/boot/firstScreen.ts';

/** The part of a built chunk this plugin reads. */
export type ChunkInfo = Pick<Rollup.OutputChunk, 'fileName' | 'facadeModuleId' | 'imports'> & {
  readonly isEntry?: boolean;
};

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

/** How the page asks for the first screen's modules (see `firstScreenPreload`). */
export type FirstScreenRel = 'prefetch' | 'modulepreload';

/** The entry chunk and every chunk of a bundle. */
export function chunksOf(bundle: Rollup.OutputBundle): {
  chunks: ChunkInfo[];
  entry: ChunkInfo | undefined;
} {
  const chunks = Object.values(bundle).filter(
    (output): output is Rollup.OutputChunk => output.type === 'chunk',
  );
  return { chunks, entry: chunks.find((chunk) => chunk.isEntry) };
}

/** The links that ask for these files, marked as the first screen's (src/boot/firstScreen.ts). */
export function firstScreenTags(
  files: readonly string[],
  base: string,
  rel: FirstScreenRel,
): HtmlTagDescriptor[] {
  return files.map((file) => ({
    tag: 'link',
    attrs: { rel, crossorigin: true, href: `${base}${file}`, [FIRST_SCREEN_LINK]: true },
    injectTo: 'head',
  }));
}

/** A first-screen link (no `g` flag: `test` must not keep a position between calls). */
const MARKED_LINK_SOURCE = `<link\\b[^>]*\\s${FIRST_SCREEN_LINK}(?=[\\s>=])[^>]*>\\n?`;
const MARKED_LINK = new RegExp(MARKED_LINK_SOURCE);

/**
 * A page with the first screen's links of another page (index.html's, the landing page's) made
 * its own: each prerendered page asks for the modules its own address shows first.
 */
export function withFirstScreenLinks(
  html: string,
  files: readonly string[],
  base: string,
  rel: FirstScreenRel,
): string {
  const links = files
    .map((file) => `<link rel="${rel}" crossorigin href="${base}${file}" ${FIRST_SCREEN_LINK}>`)
    .join('\n');
  if (!MARKED_LINK.test(html)) {
    throw new Error('first-screen preload: the page has no first-screen links to replace');
  }
  // The page's own links where the first of the others was.
  let first = true;
  return html.replace(new RegExp(MARKED_LINK_SOURCE, 'g'), () => {
    const replacement = first ? `${links}\n` : '';
    first = false;
    return replacement;
  });
}

/**
 * Adds the first screen's lazy modules to the built page, beside the entry, instead of one level
 * at a time after each has run. `prefetch` for a page with a prerendered screen: its bytes arrive
 * beside the entry's and the imports find them in the HTTP cache, while `modulepreload` would have
 * Chromium compile every module before the first paint (about 200 ms of the painted screen at
 * CPU ×4 in `npm run bench`); the app asks for them to be compiled when it starts (main.tsx). For
 * a build without prerendered pages (`PRERENDER=0`) there is nothing to paint first:
 * `modulepreload` then, which brought the app's start 70 ms sooner (ready 671 -> 602 ms at ×4).
 */
export function firstScreenPreload(
  modules: readonly string[],
  { rel }: { readonly rel: FirstScreenRel },
): Plugin {
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
        return firstScreenTags(
          firstScreenFiles(chunksOf(bundle).chunks, chunk, modules),
          base,
          rel,
        );
      },
    },
  };
}
