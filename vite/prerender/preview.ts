import { existsSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `vite preview` serves a prerendered page for its path (`/tabs/explore` → `tabs/explore.html`),
 * as `npm start` and the static hosts do (P10, P11).
 */
export function prerenderedPagesInPreview(): Plugin {
  return {
    name: 'tabshell:prerendered-pages-in-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, _response, next) => {
        const [path = '/', query] = (request.url ?? '/').split('?', 2);
        let file: string;
        try {
          file = normalize(join(outDir, decodeURI(path)));
        } catch {
          next();
          return;
        }
        if (extname(path) === '' && file.startsWith(outDir) && existsSync(`${file}.html`)) {
          request.url = `${path}.html${query === undefined ? '' : `?${query}`}`;
        }
        next();
      });
    },
  };
}
