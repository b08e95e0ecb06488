/**
 * Each patch of an installed package as a reviewer reads it: a unified diff of the installed file
 * before and after, kept beside the patches (vite/ionic/patches/) and held to the packages by
 * patchDiffs.test.ts, so an upgrade that changes what a patch does shows as a changed diff.
 */
import { fileURLToPath } from 'node:url';
import { createTwoFilesPatch } from 'diff';
import { installedTarget, type Patch } from './patch.ts';

export const PATCH_DIFFS_DIR = new URL('./patches/', import.meta.url);

/** The diff's file name: the patch's name, in words. */
export const diffFileOf = (patch: Patch): string =>
  `${patch.name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.diff`;

/** A minified file (Ionic's stylesheets) a selector and a block a line: its diff shows the rule. */
function readable(code: string): string {
  return code
    .split('\n')
    .flatMap((line) =>
      line.length > 200 ? line.replace(/{/g, '{\n').replace(/}/g, '}\n').split('\n') : [line],
    )
    .join('\n');
}

/** This checkout's folder, which a patch names in its imports: the same diff in any checkout. */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function patchDiff(patch: Patch, installed: string = installedTarget(patch)): string {
  const path = `node_modules/${patch.target}`;
  return createTwoFilesPatch(
    `a/${path}`,
    `b/${path}`,
    readable(installed),
    readable(patch.apply(installed)).replaceAll(ROOT, '/'),
    'installed',
    `patched by ${patch.owner} (${patch.name})`,
    { context: 3 },
  );
}
