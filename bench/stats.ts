/** Small, pure helpers for the benchmark's figures (unit-tested in stats.test.ts). */

/** The median of the samples; NaN for none (a figure that could not be measured stays visible). */
export function median(samples: readonly number[]): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** `value / baseline`, or NaN when the baseline is zero or unknown. */
export function ratio(value: number, baseline: number): number {
  return baseline > 0 ? value / baseline : Number.NaN;
}

/** Rounds for the table: whole numbers from 100 up, one decimal below. */
export function round(value: number): number {
  if (!Number.isFinite(value)) return value;
  return Math.abs(value) >= 100 ? Math.round(value) : Math.round(value * 10) / 10;
}

/** The kind of a fetched resource, from its URL's path. */
export type ByteKind = 'html' | 'js' | 'css' | 'other';

export function byteKind(url: string): ByteKind {
  const path = new URL(url).pathname;
  if (/\.(m?js)$/.test(path)) return 'js';
  if (path.endsWith('.css')) return 'css';
  if (path.endsWith('.html') || !/\.[a-z0-9]+$/i.test(path)) return 'html';
  return 'other';
}

/** One round's order: the targets rotated by the round, so each goes first in turn (two alternate). */
export function rotation<T>(targets: readonly T[], round: number): T[] {
  const shift = targets.length > 0 ? round % targets.length : 0;
  return [...targets.slice(shift), ...targets.slice(0, shift)];
}

/** Interleaves the targets round by round, rotating which goes first, so drift hits all alike. */
export function interleave<T>(targets: readonly T[], rounds: number): T[] {
  return Array.from({ length: rounds }, (_, round) => rotation(targets, round)).flat();
}

/**
 * Event Timing entries grouped into interactions: each interaction's duration is the longest of
 * its events (pointerdown, pointerup, click share an `interactionId`), in the order first seen.
 */
export function interactionDurations(
  entries: readonly (readonly [interactionId: number, duration: number])[],
): number[] {
  const byId = new Map<number, number>();
  for (const [id, duration] of entries) {
    if (id > 0) byId.set(id, Math.max(byId.get(id) ?? 0, duration));
  }
  return [...byId.values()];
}

/**
 * Interaction to Next Paint as the Web Vitals library computes it from interaction durations: the
 * longest, or with 50 or more the 98th percentile (one longest skipped per 50 interactions, at most
 * the tenth longest, as it keeps only ten). NaN when there were none.
 */
export function interactionToNextPaint(durations: readonly number[]): number {
  if (durations.length === 0) return Number.NaN;
  const longest = [...durations].sort((a, b) => b - a).slice(0, 10);
  const index = Math.min(longest.length - 1, Math.floor(durations.length / 50));
  return longest[index] ?? Number.NaN;
}

/** The p-th percentile by the nearest-rank method (as field tools report p75); NaN for none. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}
