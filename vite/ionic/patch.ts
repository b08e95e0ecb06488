import { readFileSync } from 'node:fs';

/** A rewrite of one of Ionic's files, with what must hold in it for the rewrite to mean anything. */
export interface Patch {
  readonly name: string;
  /** The boundary file that owns it, named in its warning. */
  readonly owner: string;
  /** The installed file it rewrites, as a package path: `@ionic/react-router/dist/index.js`. */
  readonly target: string;
  /** The module ids it rewrites. */
  readonly file: RegExp;
  /** What no longer holds in the installed code: nothing, while the patch fits. */
  readonly problems: (code: string) => string[];
  readonly apply: (code: string) => string;
  /** What the app goes without when the patch no longer fits and steps aside. */
  readonly withoutIt: string;
}

/** The installed text of the patch's target. */
export function installedTarget(patch: Patch): string {
  return readFileSync(new URL(`../../node_modules/${patch.target}`, import.meta.url), 'utf8');
}

/** Whether the patch fits the installed package. */
export function fits(patch: Patch): boolean {
  return patch.problems(installedTarget(patch)).length === 0;
}

/** The warning a patch that no longer fits gives as it steps aside. */
export function stepAsideWarning(patch: Patch, problems: readonly string[]): string {
  return `${patch.owner}: the ${patch.name} patch no longer fits the installed ${patch.target} and is left out, so ${patch.withoutIt}:\n- ${problems.join('\n- ')}`;
}
