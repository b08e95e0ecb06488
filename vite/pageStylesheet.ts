/**
 * Issue 57: every page holds the entry's stylesheet, inlined (vite/pages.ts), so no chunk asks
 * for it. Vite lists it among what a lazy chunk's import preloads (the chunks import the entry's),
 * and its preload helper, finding no `<link>` for it in an inlining page, would fetch it again as
 * the start loads: a round trip before live. Vite's `modulePreload.resolveDependencies` is never
 * shown a stylesheet, so the lists are cut after it writes them.
 */
import type { Plugin } from 'vite';

/** The entry's stylesheet, by the name Vite gives it after `index.html`. */
const PAGE_STYLESHEET = /^assets\/index-[\w-]+\.css$/;
/** Vite's table of a chunk's preloads, then each import's indices into it. */
const TABLE = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])/m;
const LIST = /__vite__mapDeps\(\[([\d,]*)\]\)/g;

/** A chunk's code with the entry's stylesheet left out of each import's preloads. */
export function withoutPageStylesheet(code: string): string {
  const table = TABLE.exec(code)?.[1];
  if (table === undefined) return code;
  const files = JSON.parse(table) as string[];
  const cut = new Set(files.flatMap((file, at) => (PAGE_STYLESHEET.test(file) ? [at] : [])));
  if (cut.size === 0) return code;
  return code.replace(
    LIST,
    (_, list: string) =>
      `__vite__mapDeps([${list
        .split(',')
        .filter((at) => at !== '' && !cut.has(Number(at)))
        .join(',')}])`,
  );
}

export function pageStylesheetUnlisted(): Plugin {
  return {
    name: 'tabshell:page-stylesheet-unlisted',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      // After Vite's import analysis writes the lists.
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = withoutPageStylesheet(file.code);
        }
      },
    },
  };
}
