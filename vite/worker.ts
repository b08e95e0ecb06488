/** P7: builds the service worker, then gives it the precache manifest of the whole site. */
import { join } from 'node:path';
import type { BuildEnvironment, ViteBuilder } from 'vite';
import { injectManifest } from 'workbox-build';
import { linkedFile } from '../src/shared/site.ts';

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
    dontCacheBustURLsMatching: /^assets\//,
    manifestTransforms: [
      (entries) => {
        // A page is kept as it links its stylesheets, where the build wrote it so (src/sw.ts).
        const urls = new Set(entries.map(({ url }) => url));
        const manifest = entries.filter(({ url }) => !urls.has(linkedFile(url)));
        pages = manifest.filter(({ url }) => url.endsWith('.html')).length;
        return { manifest, warnings: [] };
      },
    ],
  });
  if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
  return { count, kb: Math.round(size / 1024), pages };
}
