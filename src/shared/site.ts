/**
 * P10: which file of the built site answers a request, for the head script, the servers and the
 * service worker. Each page is written per variant: `tabs/explore.html`, `ios/…`, `de/…`.
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

export interface Variant {
  readonly mode: IonicMode;
  readonly language: Language;
}

export const sameVariant = (a: Variant | undefined, b: Variant): boolean =>
  a?.mode === b.mode && a.language === b.language;

export const IOS_FOLDER = 'ios';
/**
 * Issue 57: each page again as it links its stylesheets, where the served one inlines them
 * (vite/pages.ts): what the service worker keeps, one copy of each stylesheet for every page.
 */
export const LINKED_FOLDER = 'linked';

export const linkedFile = (file: string): string => `${LINKED_FOLDER}/${file}`;

/** A page's address (`/ios/index.html`) as its linked copy's (`/linked/ios/index.html`). */
export const linkedUrl = (url: string): string => `/${linkedFile(url.replace(/^\/+/, ''))}`;

/** Paths the router sends to the landing tab (S2, P1). */
const LANDING_ALIASES = new Set(['/', '/tabs']);

/** A folder of pages, not a route, at the start of a path. */
const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);
const PAGE_FOLDER = new RegExp(
  `^/(?:${[...OTHER_LANGUAGES.map((language) => `${language}(?:/${IOS_FOLDER})?`), IOS_FOLDER].join('|')})(?=/|$)`,
  'i',
);

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

function folderOf({ mode, language }: Variant): string {
  const languageFolder = language === DEFAULT_LANGUAGE ? '' : `${language}/`;
  return `${languageFolder}${mode === 'ios' ? `${IOS_FOLDER}/` : ''}`;
}

/** The site-relative file of `route`'s page in `variant`: `ios/tabs/explore.html`. */
export function documentFile(route: string, variant: Variant, landing: string): string {
  const clean = withoutTrailingSlash(route);
  const name = clean === landing || LANDING_ALIASES.has(clean) ? 'index' : clean.slice(1);
  return `${folderOf(variant)}${name}.html`;
}

export function documentUrl(route: string, variant: Variant, landing: string): string {
  return `/${documentFile(route, variant, landing)}`;
}

/** A page file's variant, by its folders; a linked copy's is its page's. */
export function variantOfFile(file: string): Variant {
  const linked = `${LINKED_FOLDER}/`;
  const page = file.startsWith(linked) ? file.slice(linked.length) : file;
  const [first = '', second = ''] = page.split('/');
  const language = isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
  const rest = language === DEFAULT_LANGUAGE ? first : second;
  return { mode: rest.toLowerCase() === IOS_FOLDER ? 'ios' : 'md', language };
}

/** Whether a path names a page's file rather than a route (some hosts drop `.html`). */
export function isDocumentUrl(pathname: string): boolean {
  return /\.html$/i.test(pathname) || (PAGE_FOLDER.exec(pathname)?.[0] ?? '').length > 0;
}

export function namedFile(pathname: string): string {
  const path = pathname.replace(/\/+$/, '');
  const folder = PAGE_FOLDER.exec(path)?.[0] ?? '';
  if (path === folder) return `${path.slice(1)}${path ? '/' : ''}index.html`;
  return /\.html$/i.test(path) ? path.slice(1) : `${path.slice(1)}.html`;
}

export function routeOf(pathname: string, landing: string): string {
  let path = pathname;
  if (isDocumentUrl(path)) {
    path = path.slice((PAGE_FOLDER.exec(path)?.[0] ?? '').length).replace(/\.html$/i, '');
    if (path === '' || path === '/' || /^\/index$/i.test(path)) return landing;
  }
  const clean = withoutTrailingSlash(path);
  return LANDING_ALIASES.has(clean) ? landing : clean;
}

/** The variant a request asks for, as far as a server can tell; the page corrects it. */
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

/** The file for a route in `variant`, else that variant's landing page (S2), else the default. */
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
  | { readonly kind: 'file'; readonly file: string }
  /** Differs by request. */
  | { readonly kind: 'page'; readonly file: string }
  /** A gone hashed asset: a 404, never the app's page (P8). */
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

/** The answer to a request for the site; `spa` answers as a plain single-page host does. */
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
