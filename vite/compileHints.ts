import type { Plugin, Rollup } from 'vite';
import { firstScreenFiles } from './firstScreenPreload.ts';

/** V8's explicit compile hint: the file's functions are compiled eagerly, off the main thread. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * P10: marks every chunk the first screen runs (the entry, its static imports, and the first
 * screen's lazy modules with theirs) for eager compilation. Most of what the app does before it
 * has hydrated is compiling functions one by one as they are first called, on the main thread;
 * compiled eagerly, on a background thread while the file streams in, that work leaves the
 * hydration's critical path. Other chunks (preloaded later, S3) are left to V8's lazy default.
 */
export function compileHints(modules: readonly string[]): Plugin {
  return {
    name: 'tabshell:compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (output): output is Rollup.OutputChunk => output.type === 'chunk',
        );
        const entry = chunks.find((chunk) => chunk.isEntry);
        if (!entry) return;
        const entryClosure = new Set<string>();
        const visit = (file: string) => {
          if (entryClosure.has(file)) return;
          entryClosure.add(file);
          const chunk = bundle[file];
          if (chunk?.type === 'chunk') chunk.imports.forEach(visit);
        };
        visit(entry.fileName);
        for (const file of [...entryClosure, ...firstScreenFiles(chunks, entry, modules)]) {
          const chunk = bundle[file];
          if (chunk?.type === 'chunk' && !chunk.code.startsWith(COMPILE_HINT)) {
            chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          }
        }
      },
    },
  };
}
