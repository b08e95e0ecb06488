import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** Where the build's manifest goes: beside the site, never inside it. */
export const BUILD_MANIFEST = '.build/manifest.json';

/**
 * Moves Vite's build manifest (`dist/.vite/manifest.json`, which `npm run size` reads) out of the
 * deployed folder. It is build internals: it names the files of the source tree and, through
 * linked `node_modules`, the folders the project was built in, and a host would serve it.
 */
export function buildManifestOutsideSite(target = BUILD_MANIFEST): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'tabshell:build-manifest-outside-site',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const from = join(outDir, '.vite/manifest.json');
        // A failed build wrote no manifest: its own error is the one to report.
        if (!existsSync(from)) return;
        const to = resolve(root, target);
        mkdirSync(dirname(to), { recursive: true });
        renameSync(from, to);
        rmSync(join(outDir, '.vite'), { recursive: true, force: true });
      },
    },
  };
}
