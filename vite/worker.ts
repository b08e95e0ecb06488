/**
 * P7: the service worker, built as an environment of its own (src/sw.ts), then given the precache
 * manifest of the whole site as written by the steps before it: every chunk, every page.
 */
import { join } from 'node:path';
import type { BuildEnvironment, ViteBuilder } from 'vite';
import { injectManifest } from 'workbox-build';

/** The worker's file in the site, as src/platform/serviceWorker.ts registers it. */
export const WORKER_FILE = 'sw.js';

export interface Precached {
  readonly count: number;
  readonly kb: number;
  readonly pages: number;
}

export async function buildServiceWorker(
  builder: ViteBuilder,
  worker: BuildEnvironment,
  outDir: string,
): Promise<Precached> {
  await builder.build(worker);
  const file = join(outDir, WORKER_FILE);
  let pages = 0;
  const { count, size, warnings } = await injectManifest({
    swSrc: file,
    swDest: file,
    globDirectory: outDir,
    globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
    // A host's 404 page for a missing asset is not the app's.
    globIgnores: [WORKER_FILE, 'assets/404.html'],
    // Hashed file names change with their content: no revision needed.
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (manifest) => {
        pages = manifest.filter(({ url }) => url.endsWith('.html')).length;
        return { manifest, warnings: [] };
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, kb: Math.round(size / 1024), pages };
}
