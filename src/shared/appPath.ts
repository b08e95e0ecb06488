/** P9, P13: a path from outside the app's code is kept only if it stays on the app's origin. */

/** Stands for the app's origin; https, so `\` reads as `/` whatever scheme serves the app. */
const APP_ROOT = 'https://app.invalid/';
/** A path that names the first one's host (`//app.invalid/…`) leaves this one. */
const OTHER_ROOT = 'https://other.invalid/';

/** Refused, not cut: react-router answers a refused `pushState` with `location.assign`. */
export const MAX_APP_PATH_LENGTH = 8192;

function isAbsoluteUrl(candidate: string): boolean {
  // Asked, not thrown for: most candidates are paths, read on every start (startup/restore.ts), and
  // an Error made while DevTools is open reparses every function on the stack.
  if (typeof URL.canParse === 'function') return URL.canParse(candidate);
  // Safari before 17.
  try {
    new URL(candidate);
    return true;
  } catch {
    return false;
  }
}

/** The app path `candidate` names, as a browser resolves it; undefined if it leaves the origin. */
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
  if (!resolved.href.startsWith(root)) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}
