/**
 * P9, P13: the one rule for a path that comes from outside the app's own code (a deep link, a
 * link of a prerendered page, a stored place): it is read as the browser reads a URL on the app's
 * origin, and kept only if it stays there. Nothing downstream (react-router, which falls back to
 * `location.assign` when `pushState` refuses a URL, History, `location`) then sees a string it
 * could take to another origin.
 */

/**
 * Stands for the app's origin. A special scheme (https), so a path is read by the browser's
 * strictest rules (`\` is `/`) whatever scheme the app is served from: `http(s)` on the web and
 * Android, `capacitor://localhost` on iOS. `.invalid` is never a real host.
 */
const APP_ROOT = 'https://app.invalid/';
/** A second stand-in: a path that names the first one's host (`//app.invalid/…`) leaves this one. */
const OTHER_ROOT = 'https://other.invalid/';

/**
 * Longer paths are refused, not cut: no page of the app needs one, and browsers refuse long URLs
 * in `pushState` (Chromium at 2 MB), which react-router would answer with `location.assign`.
 */
export const MAX_APP_PATH_LENGTH = 8192;

function isAbsoluteUrl(candidate: string): boolean {
  try {
    new URL(candidate);
    return true;
  } catch {
    return false;
  }
}

/**
 * The path of the app that `candidate` names (pathname, search and hash), resolved as the browser
 * resolves a path: leading and trailing spaces and control characters trimmed, tabs and newlines
 * dropped, `\` read as `/`, `.` and `..` segments (`%2e` included) resolved, unsafe characters
 * percent-encoded. Undefined when the candidate is a URL rather than a path, or when, resolved on
 * the app's origin, it would leave it (`//host`, `/\host`, `/.//host`). What it returns resolves to
 * itself again, on the app's origin.
 */
export function appPathFrom(candidate: string): string | undefined {
  if (candidate.length > MAX_APP_PATH_LENGTH || isAbsoluteUrl(candidate)) return undefined;
  const path = pathOn(APP_ROOT, candidate);
  // A fixed point: `/.//host` resolves to the path `//host`, which read again names the host.
  if (path === undefined || pathOn(APP_ROOT, path) !== path) return undefined;
  return pathOn(OTHER_ROOT, candidate) === path ? path : undefined;
}

/** The path `candidate` resolves to on `root`'s origin, or undefined if it leaves that origin. */
function pathOn(root: string, candidate: string): string | undefined {
  let resolved: URL;
  try {
    resolved = new URL(candidate, root);
  } catch {
    return undefined;
  }
  // Same scheme, host and port, and no user or password: the href begins with the root.
  if (!resolved.href.startsWith(root)) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
