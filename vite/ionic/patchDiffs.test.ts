// @vitest-environment node
/**
 * What each patch changes in the installed package, as the diffs in vite/ionic/patches/ say it:
 * after an upgrade a changed diff fails here, and `UPDATE_PATCH_DIFFS=1 npx vitest run
 * vite/ionic/patchDiffs.test.ts` writes it anew for review (git diff shows what moved).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { diffFileOf, patchDiff, PATCH_DIFFS_DIR } from './patchDiffs.ts';
import { fits } from './patch.ts';
import { PATCHES } from './plugin.ts';

const dir = fileURLToPath(PATCH_DIFFS_DIR);
const update = process.env.UPDATE_PATCH_DIFFS === '1';

describe("each patch of Ionic's code, as a diff a reviewer reads", () => {
  it.each(PATCHES.map((patch) => [patch.name, patch] as const))(
    '%s changes the installed file as its diff says',
    (_name, patch) => {
      expect(fits(patch), `${patch.owner} no longer fits the installed ${patch.target}`).toBe(true);
      const file = `${dir}${diffFileOf(patch)}`;
      const diff = patchDiff(patch);
      if (update) {
        mkdirSync(dir, { recursive: true });
        writeFileSync(file, diff);
      }
      expect(existsSync(file), `no diff for ${patch.name}: run with UPDATE_PATCH_DIFFS=1`).toBe(
        true,
      );
      expect(diff, `${patch.name} now changes the installed file otherwise`).toBe(
        readFileSync(file, 'utf8'),
      );
      expect(diff).toMatch(/^@@ /m);
    },
  );

  it('keeps a diff for every patch and for no other', () => {
    const expected = PATCHES.map(diffFileOf).sort();
    expect(
      readdirSync(dir)
        .filter((file) => file.endsWith('.diff'))
        .sort(),
    ).toEqual(expected);
  });

  it('names a patch that no longer changes the installed file the same way', () => {
    const [patch] = PATCHES;
    if (!patch) throw new Error('no patches');
    const changed = patchDiff({ ...patch, apply: (code) => `${code}\n// more` });
    expect(changed).not.toBe(readFileSync(`${dir}${diffFileOf(patch)}`, 'utf8'));
  });
});
