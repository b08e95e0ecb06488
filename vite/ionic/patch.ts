import { readFileSync } from 'node:fs';

/** A rewrite of one of Ionic's files, with what must hold in it for the rewrite to apply. */
export interface Patch {
  readonly name: string;
  readonly owner: string;
  /** As a package path: `@ionic/react-router/dist/index.js`. */
  readonly target: string;
  readonly file: RegExp;
  readonly problems: (code: string) => string[];
  readonly apply: (code: string) => string;
  /** What the app goes without when the patch no longer fits and steps aside. */
  readonly withoutIt: string;
}

export function installedTarget(patch: Patch): string {
  return readFileSync(new URL(`../../node_modules/${patch.target}`, import.meta.url), 'utf8');
}

export function fits(patch: Patch): boolean {
  return patch.problems(installedTarget(patch)).length === 0;
}

export function stepAsideWarning(patch: Patch, problems: readonly string[]): string {
  return `${patch.owner}: the ${patch.name} patch no longer fits the installed ${patch.target} and is left out, so ${patch.withoutIt}:\n- ${problems.join('\n- ')}`;
}
