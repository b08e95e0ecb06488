/** P10, P14: every page as a document of its own, per Ionic mode and language, rendered and painted. */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { JSDOM } from 'jsdom';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  LANGUAGES,
  type Language,
} from '../src/shared/languages.ts';
import { documentFile, linkedFile, type IonicMode, type Variant } from '../src/shared/site.ts';
import {
  BUILD_ATTRIBUTE,
  PAGE_ATTRIBUTE,
  PAGE_MODE_ATTRIBUTE,
  PAGES_ATTRIBUTE,
  MODE_STYLESHEETS_ATTRIBUTE,
  PRERENDERED_ATTRIBUTE,
} from '../src/shared/startupPhases.ts';
import {
  firstScreenModules,
  LANDING_PATH,
  LANDING_TAB,
  pageModuleOf,
  START_MODULE,
} from '../src/tabs/tabList.ts';
import {
  FIRST_SCREEN_ATTRIBUTE,
  MODE_STYLES_ATTRIBUTE,
  START_ATTRIBUTE,
} from '../src/startup/firstScreen.ts';
import { inlineInputScript } from './bootScripts.ts';
import { firstScreenFiles, type ChunkInfo } from './firstScreen.ts';
import { paintIonic, type PaintedPage } from './ionic/paint.ts';
import { resolvedModeStyles } from './ionic/modeStyles.ts';
import { layeredElementStyles, shadowTags } from './ionic/scopedStyles.ts';

export const SERVER_ENTRY = 'src/app/renderPage.tsx';
export interface RenderModule {
  prerenderedPaths(): string[];
  renderPage(path: string, language: Language): Promise<string>;
}

const ROOT = '<div id="root"></div>';
const HTML = '<html lang="en">';
export const MODES: readonly IonicMode[] = ['md', 'ios'];

export interface BrowserGlobals {
  at(path: string, mode?: IonicMode): void;
  remove(): void;
}

/** A browser's globals for the render, removed after: later build steps must not see them. */
export function browserGlobals(): BrowserGlobals {
  const dom = new JSDOM('<!doctype html><html><body></body></html>', {
    url: 'https://app.invalid/',
  });
  const globals = globalThis as Record<string, unknown>;
  const added = ['window', 'document', 'location', 'localStorage', 'sessionStorage'].filter(
    (name) => !(name in globals),
  );
  for (const name of added) globals[name] = dom.window[name as keyof typeof dom.window];
  return {
    // As the head script leaves it: Ionic's mode on <html> (src/startup/plan.ts).
    at: (path, mode = 'md') => {
      dom.reconfigure({ url: new URL(path, 'https://app.invalid/').href });
      dom.window.document.documentElement.setAttribute('mode', mode);
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
  readonly language: Language;
  readonly paths: readonly string[];
  readonly build: string;
  readonly painted: { readonly head: string; readonly body: string };
  /** Each mode's stylesheet, `md <href> ios <href>` (`modeStylesheetsOf`). */
  readonly modeStylesheets?: string;
  /**
   * The modules its first screen needs by their site paths: asked for by the page's head script on
   * a slow line, else once the first frame is painted (src/startup/firstScreen.ts).
   */
  readonly firstScreen?: readonly string[];
  /** The start's own file by its site path, asked for by the start (src/startup/firstScreen.ts). */
  readonly start?: string;
  /** Each mode's element styles module, `md <path> ios <path>`, asked for beside them. */
  readonly modeStyles?: string;
}

/** A mode's stylesheet of Ionic's element styles: each component's once, in cascade layers. */
export interface ModeStylesheet {
  readonly css: string;
  /** Its file in the site, by its content. */
  readonly fileName: string;
}

/** The stylesheet every page of a mode links, from the styles its pages were painted with. */
export function modeStylesheet(mode: IonicMode, pages: readonly PaintedPage[]): ModeStylesheet {
  const css = layeredElementStyles(
    [...new Set(pages.flatMap((page) => page.styles))].join('\n'),
    shadowTags(),
  );
  const hash = createHash('sha256').update(css).digest('base64url').slice(0, 8);
  return { css, fileName: `assets/ionic-${mode}-${hash}.css` };
}

export const stylesheetLink = (base: string, stylesheet: ModeStylesheet): string =>
  `<link rel="stylesheet" href="${base}${stylesheet.fileName}">`;

/** Each mode's stylesheet, as `<html>` names them: a hop to the other mode asks for its at once. */
export const modeStylesheetsOf = (
  base: string,
  modes: readonly { readonly mode: IonicMode; readonly stylesheet: ModeStylesheet }[],
): string => modes.map(({ mode, stylesheet }) => `${mode} ${base}${stylesheet.fileName}`).join(' ');

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*>/g;
/**
 * Issue 57: the page as served, each stylesheet it links inlined at the end of its head, named by
 * its address (`<style data-href>`, read by src/startup/pageSwap.ts): the first paint waits for no
 * second round trip, and the module preloads before them are in the document's first bytes.
 * `read` gives a stylesheet's text by its address.
 */
export function inlineStylesheets(page: string, read: (href: string) => string): string {
  const styles: string[] = [];
  const linked = page.replace(STYLESHEET_LINK, (link) => {
    const href = /\bhref="([^"]+)"/.exec(link)?.[1];
    if (!href) throw new Error(`prerender: a stylesheet link without its address: ${link}`);
    const css = read(href);
    if (/<\/style/i.test(css))
      throw new Error(`prerender: ${href} cannot be inlined: it holds </style`);
    styles.push(`<style data-href="${href}">${css}</style>`);
    return '';
  });
  return linked.replace('</head>', () => `${styles.join('')}</head>`);
}

/**
 * One page in one variant, rendered by a fresh copy of the app (each load of a page starts the app
 * anew): the build, the dev server and the hydration test all render a page through this.
 */
export async function renderMarkup(
  freshApp: () => Promise<RenderModule>,
  browser: BrowserGlobals,
  path: string,
  { mode, language }: Variant,
): Promise<string> {
  browser.at(path, mode);
  return (await freshApp()).renderPage(path, language);
}

/** A page rendered, then painted by Ionic's hydrate, as the build and the dev server serve it. */
export async function renderPainted(
  freshApp: () => Promise<RenderModule>,
  browser: BrowserGlobals,
  path: string,
  variant: Variant,
): Promise<PaintedPage> {
  return paintIonic(await renderMarkup(freshApp, browser, path, variant), variant.mode);
}

/**
 * A mode's stylesheet, from every page painted in the default language: the same in the build and
 * in development (writePages checks that no page of another language needs more).
 */
export async function paintedModeStylesheet(
  freshApp: () => Promise<RenderModule>,
  browser: BrowserGlobals,
  paths: readonly string[],
  mode: IonicMode,
): Promise<ModeStylesheet> {
  const pages: PaintedPage[] = [];
  for (const path of paths) {
    pages.push(await renderPainted(freshApp, browser, path, { mode, language: DEFAULT_LANGUAGE }));
  }
  return modeStylesheet(mode, pages);
}

/** index.html with the painted page, and on `<html>` what the head script reads (startup/plan.ts). */
export function pageDocument(template: string, page: PageOptions): string {
  const modules = page.firstScreen?.length
    ? ` ${FIRST_SCREEN_ATTRIBUTE}="${page.firstScreen.join(' ')}"`
    : '';
  const stylesheets = page.modeStylesheets
    ? ` ${MODE_STYLESHEETS_ATTRIBUTE}="${page.modeStylesheets}"`
    : '';
  const start = page.start ? ` ${START_ATTRIBUTE}="${page.start}"` : '';
  const styles = page.modeStyles ? ` ${MODE_STYLES_ATTRIBUTE}="${page.modeStyles}"` : '';
  const html = `<html lang="${page.language}" dir="${directionOf(page.language)}" ${PAGE_ATTRIBUTE}="${page.path}" ${PAGE_MODE_ATTRIBUTE}="${page.mode}" ${PAGES_ATTRIBUTE}="${page.paths.join(' ')}"${stylesheets}${modules}${start}${styles}>`;
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
  /** Each page's markup in each variant, by `variantKey` then path. */
  readonly markup: ReadonlyMap<string, ReadonlyMap<string, string>>;
}

export const variantKey = ({ mode, language }: Variant): string => `${mode} ${language}`;

/** `freshApp` gives a new copy of the server build per page, as each browser load starts anew. */
export async function renderPages(
  freshApp: () => Promise<RenderModule>,
  modes: readonly IonicMode[] = MODES,
): Promise<RenderedPages> {
  const browser = browserGlobals();
  try {
    const paths = (await freshApp()).prerenderedPaths();
    if (!paths.includes(LANDING_PATH)) {
      throw new Error(`prerender: the landing page ${LANDING_PATH} has no page`);
    }
    const markup = new Map<string, Map<string, string>>();
    for (const mode of modes) {
      for (const language of LANGUAGES) {
        const pages = new Map<string, string>();
        for (const path of paths) {
          pages.set(path, await renderMarkup(freshApp, browser, path, { mode, language }));
        }
        markup.set(variantKey({ mode, language }), pages);
      }
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

/**
 * Writes each page in each mode and language, as served (its stylesheets inlined) and as linked
 * (LINKED_FOLDER); returns how many pages it wrote.
 */
export async function writePages(pages: RenderedPages, site: SiteOptions): Promise<number> {
  checkTemplate(site.template);
  let written = 0;
  const modes: {
    mode: IonicMode;
    painted: { language: Language; path: string; page: PaintedPage }[];
    stylesheet: ModeStylesheet;
  }[] = [];
  for (const mode of MODES) {
    const painted: { language: Language; path: string; page: PaintedPage }[] = [];
    for (const language of LANGUAGES) {
      const markup = pages.markup.get(variantKey({ mode, language }));
      for (const path of pages.paths) {
        painted.push({ language, path, page: await paintIonic(markup?.get(path) ?? '', mode) });
      }
    }
    // Each component's styles once, for every page of the mode: documents stay lean.
    const stylesheet = modeStylesheet(
      mode,
      painted.filter(({ language }) => language === DEFAULT_LANGUAGE).map(({ page }) => page),
    );
    const covered = new Set(
      painted
        .filter(({ language }) => language === DEFAULT_LANGUAGE)
        .flatMap(({ page }) => page.styles),
    );
    const more = painted.find(({ page }) => page.styles.some((css) => !covered.has(css)));
    if (more) {
      throw new Error(
        `prerender: ${more.path} in ${more.language} needs styles no page in ${DEFAULT_LANGUAGE} has`,
      );
    }
    writeFileSync(join(site.outDir, stylesheet.fileName), stylesheet.css);
    modes.push({ mode, painted, stylesheet });
  }
  // What a served page inlines (its stylesheets, its input script), read once by its address.
  const inlined = new Map<string, string>();
  const read = (href: string) => {
    if (!href.startsWith(site.base)) throw new Error(`prerender: ${href} is not in the site`);
    const text =
      inlined.get(href) ?? readFileSync(join(site.outDir, href.slice(site.base.length)), 'utf8');
    inlined.set(href, text);
    return text;
  };
  const modeStylesheets = modeStylesheetsOf(site.base, modes);
  // Each mode's element styles, which the entry loads beside the first screen.
  const modeStyles = modes
    .map(({ mode }) => {
      const file = site.chunks.find(
        (chunk) => chunk.facadeModuleId === resolvedModeStyles(mode),
      )?.fileName;
      if (!file) throw new Error(`prerender: no chunk of ${mode}'s element styles`);
      return `${mode} ${site.base}${file}`;
    })
    .join(' ');
  const start = site.chunks.find((chunk) => chunk.facadeModuleId?.endsWith(START_MODULE))?.fileName;
  if (!start) throw new Error(`prerender: no chunk of ${START_MODULE}`);
  for (const { mode, painted, stylesheet } of modes) {
    const head = stylesheetLink(site.base, stylesheet);
    for (const {
      language,
      path,
      page: { body },
    } of painted) {
      const files = firstScreenFiles(
        site.chunks,
        site.entry,
        firstScreenModules(pageModuleOf(path) ?? LANDING_TAB.page, language),
      );
      const page = pageDocument(site.template, {
        path,
        mode,
        language,
        paths: pages.paths,
        build: site.build,
        painted: { head, body },
        modeStylesheets,
        firstScreen: files.filter((file) => file !== start).map((file) => `${site.base}${file}`),
        start: `${site.base}${start}`,
        modeStyles,
      });
      const name = documentFile(path, { mode, language }, LANDING_PATH);
      for (const [file, html] of [
        [name, inlineInputScript(inlineStylesheets(page, read), read)],
        [linkedFile(name), page],
      ] as const) {
        mkdirSync(dirname(join(site.outDir, file)), { recursive: true });
        writeFileSync(join(site.outDir, file), html);
      }
      written++;
    }
  }
  return written;
}
