/**
 * Vite's dev and preview servers serve what the build ships: in dev each page is rendered as the
 * build would, so a hydration mismatch shows while the page is written.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, relative, resolve, sep } from 'node:path';
import { createServerModuleRunner, type Plugin, type ViteDevServer } from 'vite';
import { LANGUAGES } from '../src/shared/languages.ts';
import {
  answerRequest,
  documentFile,
  requestVariant,
  routeOf,
  variantOfFile,
  type IonicMode,
} from '../src/shared/site.ts';
import { LANDING_PATH } from '../src/tabs/tabList.ts';
import {
  browserGlobals,
  checkTemplate,
  MODES,
  modeStylesheetsOf,
  pageDocument,
  paintedModeStylesheet,
  renderPainted,
  SERVER_ENTRY,
  stylesheetLink,
  type ModeStylesheet,
  type RenderModule,
} from './pages.ts';
import { securityHeaders } from './securityHeaders.ts';
import { answerSiteRequest } from './siteRequests.ts';
import { webManifest, WEB_MANIFEST } from './webManifest.ts';

/** Each mode's stylesheet while no file changes: painting every page takes a few seconds. */
const stylesheets = new Map<IonicMode, Promise<ModeStylesheet>>();

/**
 * A fresh copy of the app for each page, as the build renders each. Pages are rendered one at a
 * time, so a copy is closed once the next is asked for (each copy listens on the server's channel,
 * and Node warns past ten listeners); the last is closed with the render.
 */
function freshApps(server: ViteDevServer) {
  let open: ReturnType<typeof createServerModuleRunner> | undefined;
  return {
    freshApp: async () => {
      await open?.close();
      open = createServerModuleRunner(server.environments.ssr, { hmr: false });
      return open.import<RenderModule>(`/${SERVER_ENTRY}`);
    },
    close: async () => {
      await open?.close();
      open = undefined;
    },
  };
}

function modeStylesheetOf(server: ViteDevServer, mode: IonicMode): Promise<ModeStylesheet> {
  let stylesheet = stylesheets.get(mode);
  if (!stylesheet) {
    stylesheet = (async () => {
      const apps = freshApps(server);
      const browser = browserGlobals();
      try {
        const paths = (await apps.freshApp()).prerenderedPaths();
        return await paintedModeStylesheet(apps.freshApp, browser, paths, mode);
      } finally {
        browser.remove();
        await apps.close();
      }
    })();
    stylesheets.set(mode, stylesheet);
    stylesheet.catch(() => stylesheets.delete(mode));
  }
  return stylesheet;
}

/** The page for `url` as the build would write it, or undefined for a path with no page. */
async function devPage(server: ViteDevServer, request: IncomingMessage, url: URL) {
  const apps = freshApps(server);
  const browser = browserGlobals();
  try {
    const paths = (await apps.freshApp()).prerenderedPaths();
    // The file the build would have written for this request, by the site's own rule.
    const files = new Set(
      paths.flatMap((path) =>
        MODES.flatMap((mode) =>
          LANGUAGES.map((language) => documentFile(path, { mode, language }, LANDING_PATH)),
        ),
      ),
    );
    const variant = requestVariant({
      userAgent: request.headers['user-agent'] ?? '',
      search: url.search,
      acceptLanguage: request.headers['accept-language'] ?? '',
    });
    const answer = answerRequest(
      { url: url.pathname + url.search, variant, landing: LANDING_PATH },
      (file) => files.has(file),
    );
    if (answer.kind === 'missing' || !files.has(answer.file)) return undefined;
    const path = routeOf(`/${answer.file}`, LANDING_PATH);
    // An address the build has no page for is the landing page's file: the app's, rendered anew.
    if (path !== routeOf(url.pathname, LANDING_PATH)) return undefined;
    const { mode, language } = variantOfFile(answer.file);
    const stylesheets = await Promise.all(
      MODES.map(async (each) => ({ mode: each, stylesheet: await modeStylesheetOf(server, each) })),
    );
    const stylesheet = stylesheets.find((each) => each.mode === mode)?.stylesheet;
    if (!stylesheet) return undefined;
    const painted = await renderPainted(apps.freshApp, browser, path, { mode, language });
    const template = await server.transformIndexHtml(
      url.pathname + url.search,
      readFileSync(join(server.config.root, 'index.html'), 'utf8'),
    );
    checkTemplate(template);
    const build = String(JSON.parse(String(server.config.define?.__APP_BUILD__ ?? '""')));
    return pageDocument(template, {
      path,
      mode,
      language,
      paths,
      build,
      painted: { head: stylesheetLink(server.config.base, stylesheet), body: painted.body },
      modeStylesheets: modeStylesheetsOf(server.config.base, stylesheets),
    });
  } finally {
    browser.remove();
    await apps.close();
  }
}

function send(response: ServerResponse, type: string, body: string): void {
  response.setHeader('Content-Type', type);
  response.setHeader('Cache-Control', 'no-store');
  response.end(body);
}

export function siteServer(): Plugin {
  return {
    name: 'tabshell:site-server',
    configureServer(server) {
      server.watcher.on('change', () => {
        stylesheets.clear();
      });
      server.middlewares.use((request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://dev.invalid');
        const sheet = /^\/assets\/ionic-(md|ios)-[\w-]+\.css$/.exec(url.pathname)?.[1];
        if (sheet === 'md' || sheet === 'ios') {
          modeStylesheetOf(server, sheet).then(
            ({ css }) => {
              send(response, 'text/css; charset=utf-8', css);
            },
            (error: unknown) => {
              next(error);
            },
          );
          return;
        }
        if (url.pathname === `/${WEB_MANIFEST}`) {
          send(response, 'application/manifest+json', JSON.stringify(webManifest()));
          return;
        }
        const wantsPage = request.method === 'GET' && request.headers.accept?.includes('text/html');
        if (!wantsPage || /^\/(@|src\/|node_modules\/)/.test(url.pathname)) {
          next();
          return;
        }
        devPage(server, request, url).then(
          (page) => {
            if (page === undefined) next();
            else send(response, 'text/html; charset=utf-8', page);
          },
          (error: unknown) => {
            server.config.logger.error(
              `The page at ${url.pathname} could not be rendered: ${String(error)}`,
            );
            next(error);
          },
        );
      });
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use((request, response, next) => {
        const index = join(outDir, 'index.html');
        if (existsSync(index)) {
          for (const [name, value] of Object.entries(
            securityHeaders(readFileSync(index, 'utf8')),
          )) {
            response.setHeader(name, value);
          }
        }
        const url = request.url ?? '/';
        const answer = answerSiteRequest(outDir, {
          url,
          userAgent: request.headers['user-agent'] ?? '',
        });
        if (answer.kind === 'missing') {
          // A gone hashed asset is an error, not the app's page (P8).
          response.statusCode = 404;
          send(response, 'text/plain', 'Not found');
          return;
        }
        if (answer.kind === 'page') {
          const query = url.includes('?') ? url.slice(url.indexOf('?')) : '';
          request.url = `/${relative(outDir, answer.file).split(sep).join('/')}${query}`;
          response.setHeader('Vary', 'Accept-Encoding, User-Agent, Accept-Language');
        }
        next();
      });
    },
  };
}
