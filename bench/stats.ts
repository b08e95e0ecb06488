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

/** Interleaves the targets round by round, alternating which goes first, so drift hits all alike. */
export function interleave<T>(targets: readonly T[], rounds: number): T[] {
  const order: T[] = [];
  for (let round = 0; round < rounds; round++) {
    order.push(...(round % 2 === 0 ? targets : [...targets].reverse()));
  }
  return order;
}
