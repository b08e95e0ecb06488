/** P13: the person's place, kept so that a cold start reopens it; read by the head script. */
import { APP_SLUG } from './appIdentity.ts';
import { appPathFrom } from './appPath.ts';

export const PLACE_KEY = `${APP_SLUG}:place`;

/** How recent a place must be to reopen: a day's interrupted use, but not the next morning. */
export const RECENT_MS = 12 * 60 * 60 * 1000;

/** A route as the tab list declares it: `/tabs/explore/:id`. */
export type RoutePattern = string;

export function isAppRoute(path: string, patterns: readonly RoutePattern[]): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return false;
  const segments = path.split('/').slice(1);
  return patterns.some((pattern) => {
    const parts = pattern.split('/').slice(1);
    return (
      parts.length === segments.length &&
      parts.every((part, index) => {
        const segment = segments[index] ?? '';
        // A parameter is one plain segment: never `.`/`..`, an encoding, or a separator.
        return part.startsWith(':') ? /^[\w~-][\w.~-]*$/.test(segment) : part === segment;
      })
    );
  });
}

/** The routes a path stands on top of, root first: what Back walks down. */
export function placeStack(path: string, patterns: readonly RoutePattern[]): string[] {
  const segments = path.split('/').slice(1);
  return segments
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .filter((prefix) => isAppRoute(prefix, patterns));
}

/**
 * S10: the mark on a history entry that the head script put its tab's stack beneath (a restored
 * place, a deep link into an app): Back there steps down that stack.
 */
export const STACKED_ENTRY = `${APP_SLUG}:stacked`;

export function isStackedEntry(state: unknown): boolean {
  return (state as Record<string, unknown> | null)?.[STACKED_ENTRY] === true;
}

export interface Place {
  readonly path: string;
  readonly at: number;
}

export function serializePlace(place: Place): string {
  return JSON.stringify({ path: place.path, at: place.at });
}

/** The place stored as `raw`, if it is a route of the app seen within RECENT_MS of `now`. */
export function placeToReopen(
  raw: string | null | undefined,
  now: number,
  patterns: readonly RoutePattern[],
): string | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  const { path, at } = (value ?? {}) as Partial<Record<keyof Place, unknown>>;
  if (typeof path !== 'string' || typeof at !== 'number' || !Number.isFinite(at)) return undefined;
  if (at > now || now - at > RECENT_MS) return undefined;
  return appPathFrom(path) === path && isAppRoute(path, patterns) ? path : undefined;
}
