// @vitest-environment node
import { PATCHES, patchIonic } from './plugin';
import { installedTarget } from './patch';

/** Ionic's file as the package ships it, and the module id the build would give it. */
const target = (index: number) => {
  const patch = PATCHES[index];
  if (!patch) throw new Error(`no patch ${index}`);
  return { patch, code: installedTarget(patch), id: `/app/node_modules/${patch.target}` };
};

describe('the Ionic plugin: every patch applies where it fits, and steps aside where it does not', () => {
  it.each(PATCHES.map((patch, index) => [patch.name, index] as const))(
    'the %s patch applies to the installed file, with no warning',
    (_name, index) => {
      const { code, id } = target(index);
      const warnings: string[] = [];
      expect(patchIonic(code, id, (message) => warnings.push(message))).not.toBe(code);
      expect(warnings).toEqual([]);
    },
  );

  it.each(PATCHES.map((patch, index) => [patch.name, index] as const))(
    'the %s patch warns, naming what the app goes without, and leaves a file it no longer fits as shipped',
    (_name, index) => {
      const { patch, id } = target(index);
      // A file of the patch's target with none of what any patch looks for.
      const changed = '/* an Ionic release rewritten from scratch */';
      const warnings: string[] = [];
      expect(patchIonic(changed, id, (message) => warnings.push(message))).toBe(changed);
      const mine = warnings.find((warning) => warning.includes(`the ${patch.name} patch`));
      expect(mine).toContain(patch.withoutIt);
      expect(mine).toContain(patch.owner);
    },
  );

  it('leaves every other file alone', () => {
    expect(patchIonic('const x = 1;', '/src/app/App.tsx', () => undefined)).toBe('const x = 1;');
  });
});
