/**
 * P10, every door: which file of the built site answers a request. One rule, used by the page's
 * head script, the servers the repo ships (`npm start`, `vite preview`, `npm run dev`), the service
 * worker and the host configurations' tests.
 *
 * The build writes each page once per variant (an Ionic mode and a language): Material at the
 * site's root, iOS under `ios/`, a language other than the default under its own folder. The
 * landing page is `index.html`, which every host also answers for `/` and any path it has no
 * file for:
 *
 *   path              Material, en            iOS, en                 (another language: de/…)
 *   /, /tabs, landing index.html              ios/index.html
 *   /tabs/explore     tabs/explore.html       ios/tabs/explore.html
 *
 * A document that is not the page for its URL and variant goes once to its page's file by name
 * (src/boot/plan.ts), which every host serves as it is.
 */
import { ionicMode, type IonicMode } from '../ionic/mode.ts';
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  nearestLanguage,
  type Language,
} from './languages.ts';

export type { IonicMode, Language };

/** What a page's document is written in: Ionic's mode and the language. */
export interface Variant {
  readonly mode: IonicMode;
  readonly language: Language;
}

/** The folder of the iOS pages, under the site's root (or a language's folder). */
export const IOS_FOLDER = 'ios';

/** Paths the router sends to the landing tab (S2, P1): the empty path and the tabs module's root. */
const LANDING_ALIASES = new Set(['/', '/tabs']);

/** A folder of pages, not a route, at the start of a path: a language's, the iOS pages', or both. */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const PAGE_FOLDER = new RegExp(
  `^/(?:${[...OTHER_LANGUAGES.map((language) => `${language}(?:/${IOS_FOLDER})?`), IOS_FOLDER].join('|')})(?=/|$)`,
  'i',
);

/** `/tabs/explore/` is `/tabs/explore`, as the router reads it; `/` stays. */
function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

/** The folder a variant's pages are in: `''`, `ios/`, `de/`, `de/ios/`. */
function folderOf({ mode, language }: Variant): string {
  const languageFolder = language === DEFAULT_LANGUAGE ? '' : `${language}/`;
  return `${languageFolder}${mode === 'ios' ? `${IOS_FOLDER}/` : ''}`;
}

/** The site-relative file holding `route`'s page in `variant`: `tabs/explore.html`, `ios/index.html`. */
export function documentFile(route: string, variant: Variant, landing: string): string {
  const clean = withoutTrailingSlash(route);
  const name = clean === landing || LANDING_ALIASES.has(clean) ? 'index' : clean.slice(1);
  return `${folderOf(variant)}${name}.html`;
}

/** The address of that file, which every static host serves as it is. */
export function documentUrl(route: string, variant: Variant, landing: string): string {
  return `/${documentFile(route, variant, landing)}`;
}

/** The variant a site-relative page file is written in (`de/ios/tabs/x.html` → iOS, German). */
export function variantOfFile(file: string): Variant {
  const [first = '', second = ''] = file.split('/');
  const language = isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
  const rest = language === DEFAULT_LANGUAGE ? first : second;
  return { mode: rest.toLowerCase() === IOS_FOLDER ? 'ios' : 'md', language };
}

/**
 * Whether a path names a page's file rather than a route: `.html`, or anything under a folder of
 * pages (some hosts drop `.html` from a file's address, and the app has no such route).
 */
export function isDocumentUrl(pathname: string): boolean {
  return /\.html$/i.test(pathname) || (PAGE_FOLDER.exec(pathname)?.[0] ?? '').length > 0;
}

/** The site-relative file a page's address names: `/ios/tabs/x` and `/ios/tabs/x.html` → `ios/tabs/x.html`. */
export function namedFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const folder = PAGE_FOLDER.exec(path)?.[0] ?? '';
  if (path === folder) return `${path.slice(1)}${path ? '/' : ''}index.html`;
  return /\.html$/i.test(path) ? path.slice(1) : `${path.slice(1)}.html`;
}

/** The route a path stands for: a file's address read back (`/ios/tabs/x.html` → `/tabs/x`). */
export function routeOf(pathname: string, landing: string): string {
  let path = pathname;
  if (isDocumentUrl(path)) {
    path = path.slice((PAGE_FOLDER.exec(path)?.[0] ?? '').length).replace(/\.html$/i, '');
    if (path === '' || path === '/' || /^\/index$/i.test(path)) return landing;
  }
  const clean = withoutTrailingSlash(path);
  return LANDING_ALIASES.has(clean) ? landing : clean;
}

/**
 * The variant a request asks for, as far as a server can tell: Ionic's mode by its rule without
 * the pointer (an iPad that reads as a Mac is told apart in the page, and goes to its file), the
 * language by Accept-Language (a stored choice is the page's to apply).
 */
export function requestVariant(request: {
  readonly userAgent: string;
  readonly search: string;
  readonly acceptLanguage?: string;
}): Variant {
  return {
    mode: ionicMode({ userAgent: request.userAgent, search: request.search, coarsePointer: false }),
    language: nearestLanguage(acceptedLanguages(request.acceptLanguage ?? '')) ?? DEFAULT_LANGUAGE,
  };
}

/**
 * The file for a route in `variant` if the build wrote one, else that variant's landing page (the
 * app's page, which sends an unknown path where it belongs, S2), else the default one.
 */
export function fileForRoute(
  pathname: string,
  variant: Variant,
  landing: string,
  hasFile: (file: string) => boolean,
): string {
  const page = documentFile(routeOf(pathname, landing), variant, landing);
  if (hasFile(page)) return page;
  const fallback = documentFile(landing, variant, landing);
  if (hasFile(fallback)) return fallback;
  return documentFile(landing, { mode: 'md', language: DEFAULT_LANGUAGE }, landing);
}

export type SiteAnswer =
  /** A file by its own name (`/x` may name `x.html`, as static hosts serve it). */
  | { readonly kind: 'file'; readonly file: string }
  /** The page for a route in the request's variant, or the app's page: it differs by request. */
  | { readonly kind: 'page'; readonly file: string }
  /** A hashed asset that is gone (an older build's chunk): a 404, never the app's page (P8). */
  | { readonly kind: 'missing' };

/** A site-relative path without `.` and `..`, or undefined when it would leave the site. */
export function siteRelative(path: string): string | undefined {
  const parts: string[] = [];
  for (const part of path.split(/[/\\]+/)) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return undefined;
      parts.pop();
    } else parts.push(part);
  }
  return parts.join('/');
}

/**
 * The answer to a request for the site, whose files `hasFile` knows (site-relative). A plain
 * single-page host (`spa`) serves a file by its exact name and `index.html` for everything else,
 * as such hosts do; every other host answers a path with its page in the request's variant.
 */
export function answerRequest(
  request: { readonly url: string; readonly variant: Variant; readonly landing: string },
  hasFile: (file: string) => boolean,
  { spa = false }: { readonly spa?: boolean } = {},
): SiteAnswer {
  const target = request.url.split('#')[0] ?? '/';
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'page', file: 'index.html' };
  }
  const named = siteRelative(path);
  const candidates =
    named === undefined
      ? []
      : [named, ...(!spa && isDocumentUrl(path) && !/\.\w+$/.test(named) ? [`${named}.html`] : [])];
  const file = candidates.find((candidate) => candidate !== '' && hasFile(candidate));
  if (file) return { kind: 'file', file };
  if (rawPath.startsWith('/assets/')) return { kind: 'missing' };
  if (spa) return { kind: 'page', file: 'index.html' };
  return { kind: 'page', file: fileForRoute(path, request.variant, request.landing, hasFile) };
}
