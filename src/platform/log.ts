import { LOG_TAG } from '../shared/appIdentity';

const told = new Set<string>();

/** Warns once per kind of problem (P9). */
export function warnOnce(problem: string, message: string, cause?: unknown): void {
  if (told.has(problem)) return;
  told.add(problem);
  if (cause === undefined) console.warn(`${LOG_TAG} ${message}`);
  else console.warn(`${LOG_TAG} ${message}`, cause);
}
