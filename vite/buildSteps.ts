import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';

/**
 * The build's steps, in their order. Each depends on the one before: the server render reads the
 * client's files (its entry, its chunks), the pages are written from that render into index.html
 * as the client build wrote it, and the service worker precaches the site last, pages included
 * (P7). Vite runs them in its hooks' order (writeBundle, then closeBundle); each step says when it
 * is done, and the last is checked against the first three (an Ionic upgrade, a plugin moved, or a
 * Vite change to hook order fails the build here rather than shipping a worker without pages).
 */
export const BUILD_STEPS = [
  'client build',
  'server render',
  'pages written',
  'service worker',
] as const;
export type BuildStep = (typeof BUILD_STEPS)[number];

/** Says a step is done, as `vite build` prints its own lines. */
export function stepDone(config: ResolvedConfig, step: BuildStep, detail: string): void {
  const number = BUILD_STEPS.indexOf(step) + 1;
  config.logger.info(`build step ${number}/${BUILD_STEPS.length}, ${step}: ${detail}`);
}

/** Every HTML page of the site, site-relative (`tabs/explore.html`). */
function pagesOf(outDir: string): string[] {
  return readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !file.startsWith('assets/'))
    .map((file) => file.split('\\').join('/'));
}

/** The pages the service worker's precache lacks. */
export function pagesNotPrecached(outDir: string, worker = 'sw.js'): string[] {
  const code = readFileSync(join(outDir, worker), 'utf8');
  return pagesOf(outDir).filter((page) => !code.includes(`"${page}"`));
}

/**
 * The first and last steps' bookends: the client build is said done when its files are written,
 * and after the service worker, every page must be in its precache.
 */
export function buildSteps({ prerender }: { readonly prerender: boolean }): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'tabshell:build-steps',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      handler(_options, bundle) {
        if (!config || config.build.ssr) return;
        stepDone(config, 'client build', `${Object.keys(bundle).length} files`);
        if (!prerender) {
          config.logger.info('build steps 2/4 and 3/4 skipped: PRERENDER=0, no page prerendered');
        }
      },
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler(error) {
        if (error || !config || config.build.ssr) return;
        const outDir = resolve(config.root, config.build.outDir);
        const missing = pagesNotPrecached(outDir);
        if (missing.length > 0) {
          this.error(
            `build step 4 (service worker) ran before step 3 (pages written): its precache lacks ${missing.join(', ')}`,
          );
        }
        const pages = pagesOf(outDir).length;
        stepDone(config, 'service worker', `precaches ${pages} page${pages === 1 ? '' : 's'}`);
      },
    },
  };
}
