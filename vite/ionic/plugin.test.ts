// @vitest-environment node
import { readFileSync } from 'node:fs';
import { bothModesStyled, installedModeStyles, resolvedModeStyles } from './modeStyles';
import { ICON_ELEMENT, ionic, PATCHES, patchIonic } from './plugin';
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

describe("the Ionic plugin gives @ionic/react's IonIcon the ion-icon of @ionic/core, not a second Stencil runtime", () => {
  type ResolveId = (this: unknown, source: string, importer: string, options: object) => unknown;
  const resolveId = ionic().resolveId as ResolveId;

  it("sends the import of ionicons' element to the one @ionic/core ships, for the browser and the server", async () => {
    const asked: [string, string, object][] = [];
    const context = {
      resolve: (source: string, importer: string, options: object) => {
        asked.push([source, importer, options]);
        return Promise.resolve({ id: `/resolved/${source}` });
      },
    };
    const importer = '/app/node_modules/@ionic/react/dist/index.js';
    for (const ssr of [false, true]) {
      await expect(
        resolveId.call(context, ICON_ELEMENT.imported, importer, { ssr }),
      ).resolves.toEqual({ id: `/resolved/${ICON_ELEMENT.served}` });
    }
    expect(asked.map(([source, from]) => [source, from])).toEqual([
      [ICON_ELEMENT.served, importer],
      [ICON_ELEMENT.served, importer],
    ]);
    expect(asked.every(([, , options]) => (options as { skipSelf?: boolean }).skipSelf)).toBe(true);
  });

  it("the installed @ionic/core's element has every export and property of ionicons' own", async () => {
    type Element = { IonIcon: { prototype: object } };
    const served = (await import(/* @vite-ignore */ ICON_ELEMENT.served)) as Element;
    const imported = (await import(/* @vite-ignore */ ICON_ELEMENT.imported)) as Element;
    const members = (module: Element) => Object.getOwnPropertyNames(module.IonIcon.prototype);
    expect(Object.keys(served)).toEqual(Object.keys(imported));
    expect(members(served)).toEqual(expect.arrayContaining(members(imported)));
    // The properties the app sets: an upgrade that renamed one would fail here, not in a screen.
    expect(members(served)).toEqual(expect.arrayContaining(['icon', 'ios', 'md', 'flipRtl']));
  });
});
