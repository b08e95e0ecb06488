/** P10: every page as a document of its own, per Ionic mode, rendered and painted. */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import { DEFAULT_LANGUAGE } from '../src/shared/languages.ts';
import { documentFile, type IonicMode } from '../src/shared/site.ts';
import {
  BUILD_ATTRIBUTE,
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from '../src/shared/startupPhases.ts';
import {
  firstScreenModules,
  LANDING_PATH,
  LANDING_TAB,
  pageModuleOf,
} from '../src/tabs/tabList.ts';
import { FIRST_SCREEN_ATTRIBUTE } from '../src/boot/firstScreen.ts';
import { firstScreenFiles, type ChunkInfo } from './firstScreen.ts';
import { paintIonic, type PaintedPage } from './ionic/paint.ts';
import { layeredElementStyles, shadowTags } from './ionic/scopedStyles.ts';

export const SERVER_ENTRY = 'src/app/renderPage.tsx';
export interface RenderModule {
  prerenderedPaths(): string[];
  renderPage(path: string): Promise<string>;
}

const ROOT = '<div id="root"></div>';
const HTML = '<html lang="en">';
export const MODES: readonly IonicMode[] = ['md', 'ios'];

/** A browser's globals for the render, removed after: later build steps must not see them. */
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

export interface PageOptions {
  readonly path: string;
  readonly mode: IonicMode;
  readonly paths: readonly string[];
  readonly build: string;
  readonly painted: { readonly head: string; readonly body: string };
  /** Its first screen's modules, asked for when the app starts (src/boot/firstScreen.ts). */
  readonly firstScreen?: readonly string[];
}

/** As the dev server serves it. */
export function inlineStyles(painted: PaintedPage): PageOptions['painted'] {
  return {
    head: painted.styles.map((css) => `<style>${css}</style>`).join(''),
    body: painted.body,
  };
}

/** index.html with the painted page, and on `<html>` what the head script reads (boot/plan.ts). */
export function pageDocument(template: string, page: PageOptions): string {
  const modules = page.firstScreen?.length
    ? ` ${FIRST_SCREEN_ATTRIBUTE}="${page.firstScreen.join(' ')}"`
    : '';
  const html = `<html lang="en" ${PAGE_ATTRIBUTE}="${page.path}" ${PAGE_MODE_ATTRIBUTE}="${page.mode}" ${PAGES_ATTRIBUTE}="${page.paths.join(' ')}"${modules}>`;
  return template
    .replace(HTML, html)
    .replace('</head>', `${page.painted.head}</head>`)
    .replace(
      ROOT,
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="${page.path}" ${BUILD_ATTRIBUTE}="${page.build}">${page.painted.body}</div>`,
    );
}

export interface RenderedPages {
  readonly paths: string[];
  readonly markup: ReadonlyMap<string, string>;
}

/** `freshApp` gives a new copy of the server build per page, as each browser load starts anew. */
export async function renderPages(freshApp: () => Promise<RenderModule>): Promise<RenderedPages> {
  const browser = browserGlobals();
  try {
    const paths = (await freshApp()).prerenderedPaths();
    if (!paths.includes(LANDING_PATH)) {
      throw new Error(`prerender: the landing page ${LANDING_PATH} has no page`);
    }
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

export interface SiteOptions {
  readonly outDir: string;
  readonly template: string;
  readonly base: string;
  readonly build: string;
  readonly chunks: readonly ChunkInfo[];
  readonly entry: ChunkInfo;
}

/** One stylesheet per mode for every page's Ionic elements, so documents stay lean. */
function writeElementStyles(
  outDir: string,
  base: string,
  mode: IonicMode,
  pages: readonly PaintedPage[],
) {
  const css = layeredElementStyles(
    [...new Set(pages.flatMap((page) => page.styles))].join('\n'),
    shadowTags(),
  );
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  const file = `assets/ionic-${mode}-${hash}.css`;
  writeFileSync(join(outDir, file), css);
  return `<link rel="stylesheet" href="${base}${file}">`;
}

/** Writes each page in each mode; returns how many it wrote. */
export async function writePages(pages: RenderedPages, site: SiteOptions): Promise<number> {
  checkTemplate(site.template);
  let written = 0;
  for (const mode of MODES) {
    const painted = new Map<string, PaintedPage>();
    for (const path of pages.paths)
      painted.set(path, await paintIonic(pages.markup.get(path) ?? '', mode));
    const head = writeElementStyles(site.outDir, site.base, mode, [...painted.values()]);
    for (const [path, { body }] of painted) {
      const files = firstScreenFiles(
        site.chunks,
        site.entry,
        firstScreenModules(pageModuleOf(path) ?? LANDING_TAB.page),
      );
      const page = pageDocument(site.template, {
        path,
        mode,
        paths: pages.paths,
        build: site.build,
        painted: { head, body },
        firstScreen: files.map((file) => `${site.base}${file}`),
      });
      const variant = { mode, language: DEFAULT_LANGUAGE };
      const file = join(site.outDir, documentFile(path, variant, LANDING_PATH));
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, page);
      written++;
    }
  }
  return written;
}
