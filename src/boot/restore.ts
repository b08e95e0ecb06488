/**
 * P13 from `<head>`, before the first paint: a cold start of the native apps or of the installed
 * web app, at its start URL, reopens the place the person last saw (src/shared/place.ts) with its
 * tab's stack in the history, so Back walks down it. A browser tab keeps its URL as its state,
 * and any other URL is a deep link, which wins.
 */
import { PLACE_KEY, placeStack, placeToReopen, type RoutePattern } from '../shared/place.ts';

export interface ReopenEnvironment {
  readonly location: Pick<Location, 'pathname' | 'origin'>;
  readonly history: Pick<History, 'replaceState' | 'pushState'>;
  /** `window.localStorage`: reading the property itself may throw. */
  readonly storage: () => Pick<Storage, 'getItem'> | undefined;
  readonly now: number;
  /** A native app, or the installed web app: where a cold start reopens the last place. */
  readonly relaunch: boolean;
  readonly routes: readonly RoutePattern[];
}

/** The start URL: the native apps' and the installed web app's (the manifest's `start_url`). */
const START_URL = '/';

/** Puts the place to reopen, if any, into the history; returns its path. Never throws. */
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
