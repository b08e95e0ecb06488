/** P13, before the first paint: a cold start at the start URL reopens the last place. */
import { PLACE_KEY, placeStack, placeToReopen, type RoutePattern } from '../shared/place.ts';

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
  placeStack(path, env.routes).forEach((entry, index) => {
    const url = new URL(entry, env.location.origin);
    if (url.origin !== env.location.origin) return;
    if (index === 0) env.history.replaceState(null, '', url);
    else env.history.pushState(null, '', url);
  });
  return path;
}
