/**
 * Before the first paint, an app's history: a cold start at the start URL reopens the last place
 * (P13), and one at a pushed page gets its tab's stack beneath it (S10).
 */
import {
  PLACE_KEY,
  placeStack,
  placeToReopen,
  STACKED_ENTRY,
  type RoutePattern,
} from '../shared/place.ts';

export interface ReopenEnvironment {
  readonly location: Pick<Location, 'pathname' | 'origin'>;
  readonly history: Pick<History, 'replaceState' | 'pushState'>;
  /** Reading `window.localStorage` itself may throw. */
  readonly storage: () => Pick<Storage, 'getItem'> | undefined;
  readonly now: number;
  /** A native app, or the installed web app. */
  readonly relaunch: boolean;
  readonly routes: readonly RoutePattern[];
}

/** The manifest's `start_url`, and the native apps'. */
const START_URL = '/';

/** Puts the place to reopen, if any, into the history. Never throws. */
export function reopenPlace(env: ReopenEnvironment): string | undefined {
  if (!env.relaunch || env.location.pathname !== START_URL) return undefined;
  let raw: string | null | undefined;
  try {
    raw = env.storage()?.getItem(PLACE_KEY);
  } catch {
    return undefined;
  }
  const path = placeToReopen(raw, env.now, env.routes);
  if (path === undefined) return undefined;
  writeStack(env, placeStack(path, env.routes), path);
  return path;
}

/** The stack's entries, root first, the last one `top` (its search and hash kept) and marked. */
function writeStack(
  env: Pick<ReopenEnvironment, 'history' | 'location'>,
  stack: readonly string[],
  top: string,
): void {
  stack.forEach((entry, index) => {
    const last = index === stack.length - 1;
    const url = new URL(last ? top : entry, env.location.origin);
    if (url.origin !== env.location.origin) return;
    const state = last && index > 0 ? { [STACKED_ENTRY]: true } : null;
    if (index === 0) env.history.replaceState(state, '', url);
    else env.history.pushState(state, '', url);
  });
}

export interface DoorEnvironment extends Pick<
  ReopenEnvironment,
  'history' | 'relaunch' | 'routes'
> {
  readonly location: Pick<Location, 'pathname' | 'search' | 'hash' | 'origin'>;
  /** How this document was reached (`PerformanceNavigationTiming.type`). */
  readonly navigation: string | undefined;
}

/**
 * S10: an app (native or installed) opened at a pushed page, a deep link, gets the pages of its
 * tab's stack beneath it, so Back goes to the tab's root, in the app. Only for a new visit: a
 * reload, or a return through history, finds the history it had.
 */
export function stackBeneathDoor(env: DoorEnvironment): boolean {
  if (!env.relaunch || env.navigation !== 'navigate') return false;
  const { pathname, search, hash } = env.location;
  const stack = placeStack(pathname, env.routes);
  if (stack.length < 2 || stack.at(-1) !== pathname) return false;
  writeStack(env, stack, `${pathname}${search}${hash}`);
  return true;
}
