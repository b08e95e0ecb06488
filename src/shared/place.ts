/**
 * P13: the person's place, kept so that a cold start of the native apps or the installed web app
 * reopens it. Plain data and pure functions: the head script reads it before the first paint
 * (src/boot/restore.ts), the app writes it (src/platform/place.ts).
 */
import { APP_SLUG } from './appIdentity.ts';
import { appPathFrom } from './appPath.ts';

/** Where the place is kept in `localStorage`. */
export const PLACE_KEY = `${APP_SLUG}:place`;

/**
 * How recent the last use must be for a cold start to reopen it: 12 hours. Long enough to carry a
 * day's interrupted use (Android ends a backgrounded app whenever it needs the memory, and a
 * person expects to come back where they were), short enough that the next morning starts fresh
 * at Home, as a reopened app is expected to after a night.
 */
export const RECENT_MS = 12 * 60 * 60 * 1000;

/** A route of the app as the tab list declares it: `/tabs/explore/:id` (one segment per `:x`). */
export type RoutePattern = string;

/** Whether `path` is one of the app's routes: every segment matches, `:x` any one segment. */
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

/**
 * The stack a path stands at the top of, root first: each shorter path that is a route of the app
 * (`/tabs/explore/offline` → `/tabs/explore`, `/tabs/explore/offline`). Back walks it down.
 */
export function placeStack(path: string, patterns: readonly RoutePattern[]): string[] {
  const segments = path.split('/').slice(1);
  return segments
    .map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)
    .filter((prefix) => isAppRoute(prefix, patterns));
}

export interface Place {
  readonly path: string;
  /** When it was last seen, in ms since the epoch. */
  readonly at: number;
}

export function serializePlace(place: Place): string {
  return JSON.stringify({ path: place.path, at: place.at });
}

/**
 * The place stored as `raw`, if it is one to reopen at `now`: well formed, one of the app's
 * routes (never a path outside them, never another origin), and seen within RECENT_MS. Anything
 * else (nothing, garbage, a stale or future time, a path the app does not have) is no place.
 */
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
  // The one rule for a path from outside the app's code (src/shared/appPath.ts), then the routes.
  return appPathFrom(path) === path && isAppRoute(path, patterns) ? path : undefined;
}
