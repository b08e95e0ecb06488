import { relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { answerSiteRequest } from '../siteRequests.ts';

/**
 * `vite preview` answers each path as `npm start` and the static hosts do (P10, P11): a path that
 * is not a file gets the page the build wrote for it in the request's Ionic mode
 * (vite/siteRequests.ts), which Vite's own static server then sends.
 */
export function prerenderedPagesInPreview(): Plugin {
  return {
    name: 'tabshell:prerendered-pages-in-preview',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const url = request.url ?? '/';
        const answer = answerSiteRequest(outDir, {
          url,
          userAgent: request.headers['user-agent'] ?? '',
        });
        if (answer.kind === 'page') {
          const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
          request.url = `/${relative(outDir, answer.file).split(sep).join('/')}${query}`;
          response.setHeader('Vary', 'Accept-Encoding, User-Agent');
        }
        next();
      });
    },
  };
}
