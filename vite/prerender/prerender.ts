import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { documentFile, type IonicMode } from '../../src/boot/documents.ts';
import {
  BUILD_ATTRIBUTE,
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from '../../src/shared/startupPhases.ts';
import {
  firstScreenModules,
  LANDING_PATH,
  LANDING_TAB,
  pageModuleOf,
} from '../../src/tabs/tabList.ts';
import { chunksOf, firstScreenFiles, withFirstScreenLinks } from '../firstScreenPreload.ts';
import { ionicRouterFirstView } from '../ionic/routerFirstView.ts';
import { stepDone } from '../buildSteps.ts';
import { paintIonic } from '../ionic/paint.ts';
import { stencilRuntimeOnServer } from '../ionic/serverRuntime.ts';

/** Where the server build of `src/app/renderPage.tsx` goes: beside the site, never inside it. */
const SERVER_OUT = '.build/prerender';
export const SERVER_ENTRY = 'src/app/renderPage.tsx';
/** The page's mount point and its document element, as index.html has them. */
const ROOT = '<div id="root"></div>';
const HTML = '<html lang="en">';
/** Each page is written once per Ionic mode (src/boot/documents.ts says where). */
const MODES: readonly IonicMode[] = ['md', 'ios'];

interface RenderModule {
  prerenderedPaths(): string[];
  renderPage(path: string): Promise<string>;
}

/**
 * A browser's globals for the render (the app reads `window` and `location`, Ionic `document`),
 * taken away again when done: the rest of the build (the service worker's) must not see them.
 */
export function browserGlobals(): { at(path: string): void; remove(): void } {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'https://app.invalid/',
  });
  const globals = globalThis as Record<string, unknown>;
  const added = ['window', 'document', 'location', 'localStorage', 'sessionStorage'].filter(
    (name) => !(name in globals),
  );
  for (const name of added) globals[name] = dom.window[name as keyof typeof dom.window];
  return {
    at: (path) => {
      dom.reconfigure({ url: new URL(path, 'https://app.invalid/').href });
    },
    remove: () => {
      for (const name of added) Reflect.deleteProperty(globals, name);
      dom.window.close();
    },
  };
}

/** The app built for Node, with Ionic React's wrappers rendering their props as attributes. */
async function serverBuild(
  config: ResolvedConfig,
  out: string,
): Promise<() => Promise<RenderModule>> {
  const outDir = resolve(config.root, out);
  await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    ...(config.define ? { define: config.define } : {}),
    plugins: [ionicRouterFirstView(), stencilRuntimeOnServer()],
    ssr: { noExternal: true },
    build: {
      ssr: SERVER_ENTRY,
      outDir,
      emptyOutDir: true,
      target: 'node22',
      rolldownOptions: {
        // The service worker is registered after the load, in a browser only.
        external: ['virtual:pwa-register'],
        // One file: a chunk importing the entry back would make a second copy of every module.
        output: { entryFileNames: 'renderPage.mjs', codeSplitting: false },
      },
    },
  });
  const url = pathToFileURL(join(outDir, 'renderPage.mjs')).href;
  // A fresh copy of the app for each page: Ionic numbers its outlets (`routerOutlet-1`) from the
  // start of the app, as the browser does when it hydrates that one page.
  let copies = 0;
  return async () => (await import(`${url}?page=${++copies}`)) as RenderModule;
}

/** Stops the build if index.html lacks what a page is written into. */
export function checkTemplate(template: string): void {
  for (const [mark, what] of [
    [ROOT, 'its mount point'],
    [HTML, 'its document element'],
  ] as const) {
    if (template.split(mark).length !== 2) {
      throw new Error(`prerender: index.html must hold ${what}, ${mark}, once`);
    }
  }
}

interface PageOptions {
  readonly path: string;
  readonly mode: IonicMode;
  /** Every path the build writes a page for. */
  readonly paths: readonly string[];
  readonly build: string;
  readonly painted: { readonly styles: string; readonly body: string };
}

/**
 * Step 3 of the build: a page's document, index.html (as transformed) with the painted page in
 * its root, and on `<html>` what the head script reads before the first paint
 * (src/boot/prerendered.ts). The dev server writes its pages with it too (dev.ts).
 */
export function pageDocument(template: string, page: PageOptions): string {
  const html = `<html lang="en" ${PAGE_ATTRIBUTE}="${page.path}" ${PAGE_MODE_ATTRIBUTE}="${page.mode}" ${PAGES_ATTRIBUTE}="${page.paths.join(' ')}">`;
  return template
    .replace(HTML, html)
    .replace('</head>', `${page.painted.styles}</head>`)
    .replace(
      ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}" ${BUILD_ATTRIBUTE}="${page.build}">${page.painted.body}</div>`,
    );
}

/** Every page the build writes: its path, and the app's markup there, before Ionic paints it. */
export interface RenderedPages {
  readonly paths: string[];
  readonly markup: ReadonlyMap<string, string>;
}

/**
 * Step 2 of the build (after the client's files, before the pages are written): the app built for
 * Node renders every page at its own path. Also what the hydration test checks against
 * (scripts/render-pages.ts), built into a folder of its own.
 */
export async function renderPages(
  config: ResolvedConfig,
  out: string = SERVER_OUT,
): Promise<RenderedPages> {
  const freshApp = await serverBuild(config, out);
  const browser = browserGlobals();
  try {
    const paths = (await freshApp()).prerenderedPaths();
    const markup = new Map<string, string>();
    for (const path of paths) {
      browser.at(path);
      markup.set(path, await (await freshApp()).renderPage(path));
    }
    return { paths, markup };
  } finally {
    browser.remove();
  }
}

/**
 * P10: writes each page of the app (every tab's root, every page pushed on a tab) as HTML of its
 * own, once in each of Ionic's modes (Material at the site's root, iOS under `ios/`; the landing
 * page is `index.html`, src/boot/documents.ts): the real screen prerendered by React and painted
 * by Ionic's hydrate (declarative shadow DOM), in theme-neutral markup that the page's head script
 * themes before the first paint (P6).
 * The app then hydrates it. Runs once the client's files are written and before the service
 * worker is generated, so that it precaches the pages (P7); the pages keep index.html's inline
 * scripts byte for byte, so the headers' script hashes hold for them too.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig | undefined;
  return {
    name: 'tabshell:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(_options, bundle) {
      if (!config || config.build.ssr) return;
      const { chunks, entry } = chunksOf(bundle);
      if (!entry) throw new Error('prerender: the build has no entry chunk');
      const outDir = resolve(config.root, config.build.outDir);
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      checkTemplate(template);
      // The app hydrates only a page of its own build (src/boot/prerendered.ts).
      const build = String(JSON.parse(String(config.define?.__APP_BUILD__ ?? '""')));
      const { paths, markup } = await renderPages(config);
      if (!paths.includes(LANDING_PATH)) {
        throw new Error(`prerender: the landing page ${LANDING_PATH} has no page`);
      }
      stepDone(config, 'server render', `${paths.length} pages`);
      for (const path of paths) {
        for (const mode of MODES) {
          const painted = await paintIonic(markup.get(path) ?? '', mode);
          // Each page asks for its own first screen's modules: the landing page's are not its.
          const files = firstScreenFiles(
            chunks,
            entry,
            firstScreenModules(pageModuleOf(path) ?? LANDING_TAB.page),
          );
          const page = pageDocument(
            withFirstScreenLinks(template, files, config.base, 'prefetch'),
            {
              path,
              mode,
              paths,
              build,
              painted,
            },
          );
          // The landing page is index.html: what `/` and every path without a file get (P10).
          const file = join(outDir, documentFile(path, mode, LANDING_PATH));
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, page);
        }
      }
      stepDone(config, 'pages written', `${paths.length * MODES.length} (${MODES.join(', ')})`);
    },
  };
}
