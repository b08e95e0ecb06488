// @vitest-environment node
import { readFileSync } from 'node:fs';
import { bothModesStyled, installedModeStyles, resolvedModeStyles } from './modeStyles';
import { ionic, PATCHES, patchIonic } from './plugin';
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

describe("the Ionic plugin splits the first-screen elements' styles by mode in the browser's build only", () => {
  type Hook = (this: unknown, ...args: unknown[]) => unknown;
  const hook = (name: 'load' | 'transform') => ionic()[name] as Hook;
  const context = (name: string, mode: string) => ({
    environment: { name, mode },
    warn: () => undefined,
  });
  const tabBar = '/app/node_modules/@ionic/core/components/ion-tab-bar.js';
  const code = readFileSync(
    new URL('../../node_modules/@ionic/core/components/ion-tab-bar.js', import.meta.url),
    'utf8',
  );

  it('in the client build: the mode modules hold the styles, and the elements read them', () => {
    const build = context('client', 'build');
    const md = hook('load').call(build, resolvedModeStyles('md'));
    expect(md).toContain('"ion-tab-bar":');
    expect(md).toContain(installedModeStyles().get('ion-tab-bar')?.md);
    const transformed = hook('transform').call(build, code, tabBar) as { code: string };
    expect(transformed.code).toContain('__tabshellModeStyle("ion-tab-bar")');
    expect(bothModesStyled(transformed.code)).toBe(0);
  });

  it.each([
    ['the dev server', 'client', 'dev'],
    ['the server build', 'ssr', 'build'],
  ])(
    'in %s: the elements keep their styles, and the mode modules are empty',
    (_where, name, mode) => {
      const elsewhere = context(name, mode);
      expect(hook('load').call(elsewhere, resolvedModeStyles('ios'))).toBe('export default {};');
      expect(hook('transform').call(elsewhere, code, tabBar)).toBeNull();
    },
  );

  it('leaves other ids to the other plugins', () => {
    expect(hook('load').call(context('client', 'build'), '/src/main.tsx')).toBeNull();
  });
});
