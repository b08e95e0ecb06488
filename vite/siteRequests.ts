/**
 * How the servers the repo ships (`npm start`'s scripts/serve.ts, `vite preview`) answer a request
 * for the built site, in one place: a file by its name; a hashed asset that is gone is a 404 (P8);
 * any other path gets the page the build wrote for its route in the request's Ionic mode, else the
 * app's page (P10, src/boot/documents.ts). The static hosts' rules (netlify.toml, Cloudflare
 * Pages, the nginx rules in docs/hosting.md) are tested against it (e2e/hosting.test.ts).
 */
import { statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { fileForRoute, isDocumentUrl, requestMode } from '../src/boot/documents.ts';
import { LANDING_PATH } from '../src/tabs/tabList.ts';

export type SiteAnswer =
  /** A file by its own name (`/x` may name `x.html`, as static hosts serve it). */
  | { readonly kind: 'file'; readonly file: string }
  /** The page for a route in the request's mode, or the app's page: it differs by user agent. */
  | { readonly kind: 'page'; readonly file: string }
  /** A hashed asset that is gone (an older build's chunk): a 404, never the app's page (P8). */
  | { readonly kind: 'missing' };

export interface SiteRequest {
  /** The request's target: path and query (a fragment is ignored). */
  readonly url: string;
  readonly userAgent: string;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The decoded path, or undefined when no decoder can read it. */
function decoded(rawPath: string): string | undefined {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return undefined;
  }
}

/** The file a path names inside `root`; with `withHtml`, `/x` may name `x.html`. */
function named(root: string, path: string, withHtml: boolean): string | undefined {
  const file = normalize(join(root, path));
  if (!file.startsWith(root + sep)) return undefined;
  return [file, ...(withHtml && extname(file) === '' ? [`${file}.html`] : [])].find(isFile);
}

/**
 * The answer to `request` from the site in `root` (absolute). A plain single-page host (`spa`)
 * serves a file by its exact name and `index.html` for everything else, as such hosts do.
 */
export function answerSiteRequest(
  root: string,
  request: SiteRequest,
  { spa = false }: { readonly spa?: boolean } = {},
): SiteAnswer {
  const target = request.url.split('#')[0] ?? '/';
  const queryAt = target.indexOf('?');
  const rawPath = queryAt < 0 ? target : target.slice(0, queryAt);
  const search = queryAt < 0 ? '' : target.slice(queryAt);
  const path = decoded(rawPath);
  const index = join(root, 'index.html');
  if (path === undefined) return { kind: 'page', file: index };
  const file = named(root, path, !spa && isDocumentUrl(path));
  if (file) return { kind: 'file', file };
  if (rawPath.startsWith('/assets/')) return { kind: 'missing' };
  if (spa) return { kind: 'page', file: index };
  const mode = requestMode({ userAgent: request.userAgent, search });
  const page = fileForRoute(path, mode, LANDING_PATH, (name) => isFile(join(root, name)));
  return { kind: 'page', file: join(root, page) };
}
