// @vitest-environment node
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  bothModesStyled,
  FIRST_SCREEN_TAGS,
  installedModeStyles,
  modeOfImport,
  modeOfResolved,
  modeStylesModule,
  readStylesByMode,
  REGISTRY,
  resolvedModeStyles,
  stylesByMode,
  unsplitTags,
  unsplitWarning,
} from './modeStyles';

/** An element module as Stencil's custom elements output writes it. */
const element = (tag: string, style: string) =>
  `const E=proxyCustomElement(class extends HTMLElement{render(){}static get style(){return${style}}},[289,"${tag}",{color:[513]}]);`;

describe("the first-screen elements get one mode's styles (vite/ionic/modeStyles.ts)", () => {
  it("reads each element's styles by mode, in either order and either quote", () => {
    const code =
      element('ion-tab-bar', `{ios:":host{a:1}",md:':host{b:"2"}'}`) +
      element('ion-note', `{md:"x{c:3}",ios:"x{d:4}"}`) +
      element('ion-app', `"html{e:5}"`);
    expect(stylesByMode(code)).toEqual(
      new Map([
        ['ion-tab-bar', { ios: '":host{a:1}"', md: `':host{b:"2"}'` }],
        ['ion-note', { ios: '"x{d:4}"', md: '"x{c:3}"' }],
      ]),
    );
  });

  it("rewrites the split elements' getters to read the registry, and leaves the others", () => {
    const code =
      element('ion-tab-bar', `{ios:"i",md:"m"}`) + element('ion-toggle', `{ios:"ti",md:"tm"}`);
    const split = stylesByMode(element('ion-tab-bar', `{ios:"i",md:"m"}`));
    const rewritten = readStylesByMode(code, split);
    expect(rewritten).toContain('static get style(){return __tabshellModeStyle("ion-tab-bar")}');
    expect(rewritten).toContain('static get style(){return{ios:"ti",md:"tm"}}');
    expect(
      rewritten.startsWith(
        `import { modeStyle as __tabshellModeStyle } from ${JSON.stringify(REGISTRY)};`,
      ),
    ).toBe(true);
    expect(bothModesStyled(rewritten)).toBe(1);
  });

  it('leaves a module with nothing to split as it is', () => {
    const code = element('ion-app', '"html{}"');
    expect(readStylesByMode(code, installedModeStyles())).toBe(code);
  });

  it("writes one mode's module, each style a string literal", async () => {
    const split = stylesByMode(element('ion-tab-bar', `{ios:"i{a:'1'}",md:'m{b:"2"}'}`));
    for (const [mode, expected] of [
      ['ios', "i{a:'1'}"],
      ['md', 'm{b:"2"}'],
    ] as const) {
      const source = modeStylesModule(mode, split);
      const module = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as {
        default: Record<string, string>;
      };
      expect(module.default).toEqual({ 'ion-tab-bar': expected });
    }
  });

  it("finds every first-screen element in the installed Ionic, each mode's styles non-empty", () => {
    const installed = installedModeStyles();
    expect([...installed.keys()].sort()).toEqual([...FIRST_SCREEN_TAGS].sort());
    for (const style of installed.values()) {
      expect(style.ios.length).toBeGreaterThan(100);
      expect(style.md.length).toBeGreaterThan(100);
    }
  });

  it('names the elements an Ionic change left unsplit, and the build goes on without splitting them', () => {
    const dir = mkdtempSync(join(tmpdir(), 'ionic-components-'));
    const installedTabBar = readFileSync(
      new URL('../../node_modules/@ionic/core/components/ion-tab-bar.js', import.meta.url),
      'utf8',
    );
    writeFileSync(join(dir, 'ion-tab-bar.js'), installedTabBar);
    // A release that writes its styles another way.
    writeFileSync(join(dir, 'ion-note.js'), element('ion-note', 'ionNoteStyles'));
    const styles = installedModeStyles(dir);
    expect([...styles.keys()]).toEqual(['ion-tab-bar']);
    const unsplit = unsplitTags(styles);
    expect(unsplit).toContain('ion-note');
    expect(unsplitWarning(unsplit)).toMatch(/ion-note.*stay in their modules in both modes/);
    expect(readStylesByMode(element('ion-note', '{ios:"i",md:"m"}'), styles)).toBe(
      element('ion-note', '{ios:"i",md:"m"}'),
    );
  });

  it('counts built elements still styled in both modes, not empty ones', () => {
    expect(bothModesStyled('static get style(){return{ios:`a{}`,md:`b{}`}}')).toBe(1);
    expect(bothModesStyled('static get style(){return{ios:``,md:``}}')).toBe(0);
    expect(bothModesStyled('static get style(){return __tabshellModeStyle("ion-note")}')).toBe(0);
  });

  it("resolves only the two modes' imports, to ids named for their chunks", () => {
    expect(modeOfImport('virtual:ionic-styles/ios')).toBe('ios');
    expect(modeOfImport('virtual:ionic-styles/md')).toBe('md');
    expect(modeOfImport('virtual:ionic-styles/other')).toBeUndefined();
    expect(modeOfResolved(resolvedModeStyles('md'))).toBe('md');
    expect(modeOfResolved('virtual:ionic-styles/md')).toBeUndefined();
    expect(resolvedModeStyles('ios')).toMatch(/^\0.*\/ionic-styles-ios$/);
  });
});
