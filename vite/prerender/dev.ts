import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServerModuleRunner, type Plugin, type ViteDevServer } from 'vite';
import { isDocumentUrl, requestMode, routeOf } from '../../src/boot/documents.ts';
import type { IonicMode } from '../../src/ionic/mode.ts';
import { LANDING_PATH } from '../../src/tabs/tabList.ts';
import { paintIonic } from '../ionic/paint.ts';
import { browserGlobals, checkTemplate, pageDocument, SERVER_ENTRY } from './prerender.ts';

interface RenderModule {
  prerenderedPaths(): string[];
  renderPage(path: string): Promise<string>;
}

/** The Ionic mode a page's address asks for: its folder for a file's address, else the device's. */
function modeOf(request: IncomingMessage, url: URL): IonicMode {
  if (isDocumentUrl(url.pathname)) return /^\/ios(\/|$)/i.test(url.pathname) ? 'ios' : 'md';
  return requestMode({ userAgent: request.headers['user-agent'] ?? '', search: url.search });
}

/** The page for `url` as the build would write it, or undefined for a path with no page. */
async function devPage(
  server: ViteDevServer,
  request: IncomingMessage,
  url: URL,
): Promise<string | undefined> {
  // A fresh copy of the app for each page, as the build renders each: Ionic numbers its outlets
  // from the app's start. Modules already transformed are not transformed again.
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const browser = browserGlobals();
  try {
    const app = await runner.import<RenderModule>(`/${SERVER_ENTRY}`);
    const paths = app.prerenderedPaths();
    const path = routeOf(url.pathname, LANDING_PATH);
    if (!paths.includes(path)) return undefined;
    browser.at(path);
    const mode = modeOf(request, url);
    const painted = await paintIonic(await app.renderPage(path), mode);
    const template = await server.transformIndexHtml(
      url.pathname + url.search,
      readFileSync(join(server.config.root, 'index.html'), 'utf8'),
    );
    checkTemplate(template);
    const build = String(JSON.parse(String(server.config.define?.__APP_BUILD__ ?? '""')));
    return pageDocument(template, { path, mode, paths, build, painted });
  } finally {
    browser.remove();
    await runner.close();
  }
}

/**
 * P10 in development (issue 29): `npm run dev` answers each page's address with the page the build
 * would write (rendered on the server, painted by Ionic), and the app hydrates it, so a hydration
 * mismatch shows while the page is being written (src/start.tsx throws it in development), not
 * in a build. Other addresses, and anything but a browser's request for a document, are Vite's.
 */
export function prerenderedPagesInDev(): Plugin {
  return {
    name: 'tabshell:prerendered-pages-in-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request: IncomingMessage, response: ServerResponse, next) => {
        const accept = request.headers.accept ?? '';
        if (request.method !== 'GET' || !accept.includes('text/html') || !request.url) {
          next();
          return;
        }
        const url = new URL(request.url, 'http://dev.invalid');
        if (/^\/(@|src\/|node_modules\/)/.test(url.pathname)) {
          next();
          return;
        }
        devPage(server, request, url).then(
          (page) => {
            if (page === undefined) {
              next();
              return;
            }
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('Cache-Control', 'no-store');
            response.end(page);
          },
          (error: unknown) => {
            server.config.logger.error(
              `The page at ${url.pathname} could not be rendered on the server: ${String(error)}`,
            );
            next(error);
          },
        );
      });
    },
  };
}
