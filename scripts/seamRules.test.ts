// @vitest-environment node
/**
 * Issue 56: Ionic's DOM lives behind one seam (src/ionic), and taps have one owner until the app is
 * live (src/startup/input.ts). `npm run lint` enforces both; each case lints code in memory through
 * the real config, at a real path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';

const eslint = new ESLint({
  ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
});

async function problems(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path });
  return (result?.messages ?? []).map((message) => message.message);
}

const PAGE = 'src/pages/home/HomePage.tsx';
const TABS = 'src/tabs/tabTapped.ts';

describe('the seam rules (npm run lint)', { timeout: 120_000 }, () => {
  it.each([
    ["document.querySelector('ion-tab-bar ion-tab-button');", /query Ionic's elements/],
    ['element.closest(`.ion-page[data-page-path="${path}"]`);', /query Ionic's elements/],
    ["button.classList.contains('tab-selected');", /set Ionic's classes/],
    ["element.localName === 'ion-back-button';", /Ionic's elements by their tag/],
    ["document.addEventListener('ionBackButton', handler);", /listen to an Ionic event/],
  ])('fails on %s outside src/ionic, pointing to src/ionic', async (line, why) => {
    const found = (
      await problems(TABS, `export const f = () => ${line.replace(/;$/, '')};\n`)
    ).join('\n');
    expect(found).toMatch(/Ionic is reached through src\/ionic/);
    expect(found).toMatch(why);
  });

  it.each([
    "window.addEventListener('click', handler, true);",
    "bar.addEventListener('pointerdown', handler);",
    "document.addEventListener('touchstart', handler);",
    "bar.addEventListener('ionTabButtonClick', handler);",
  ])('fails on a tap listener outside the owner of taps and src/ionic: %s', async (line) => {
    expect(
      (await problems(TABS, `export const f = () => ${line.replace(/;$/, '')};\n`)).join('\n'),
    ).toMatch(/src\/startup\/input\.ts owns taps/);
  });

  it('lets src/ionic query Ionic and listen, and the owner of taps listen to taps', async () => {
    const listens = `export const f = () => window.addEventListener('click', () => undefined, true);\n`;
    const queries = `export const g = () => document.querySelector('ion-tab-bar');\n`;
    expect(await problems('src/ionic/tabTapsInOrder.ts', listens + queries)).toEqual([]);
    expect(await problems('src/startup/input.ts', listens)).toEqual([]);
    expect((await problems('src/startup/input.ts', queries)).join('\n')).toMatch(/src\/ionic/);
  });

  it("passes JSX props, Ionic's public API, and the app as it is", async () => {
    const page = `import { IonToggle } from '@ionic/react';
export default function HomePage() {
  return <IonToggle onIonChange={() => undefined} onClick={() => undefined} />;
}
`;
    expect(await problems(PAGE, page)).toEqual([]);
    const results = await eslint.lintFiles(['src/**/*.{ts,tsx}']);
    expect(results.flatMap((result) => result.messages.map((message) => message.message))).toEqual(
      [],
    );
  });
});

/**
 * Stylesheets: outside src/ionic the app styles Ionic through its CSS variables, its tags and its
 * mode classes on `<html>`; what restyles Ionic's internals (parts, host classes it sets, the
 * layout of its tabs) is in src/ionic.
 */
const IONIC_INTERNALS: readonly [RegExp, string][] = [
  [/::part\(|::slotted\(/, "a part or slot of Ionic's shadow DOM"],
  [/\.ion-page\b|\.ion-page-/, "Ionic's page classes"],
  [
    /\.(tab-selected|button-disabled|in-toolbar|in-item|item-[a-z-]+|hydrated|sc-[\w-]+)\b/,
    'a class Ionic or Stencil sets',
  ],
  [/\bion-(tabs|tab-bar|tab-button|router-outlet)\b/, "the layout of Ionic's tabs"],
];

const SRC = join(import.meta.dirname, '..', 'src');
const stylesheets = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? stylesheets(join(dir, entry.name))
      : entry.name.endsWith('.css')
        ? [join(dir, entry.name)]
        : [],
  );
/** A stylesheet's selectors: comments and declaration blocks taken out. */
const selectorsOf = (css: string): string[] =>
  css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\{[^{}]*\}/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('@') && line !== '}');
const internalsIn = (path: string): string[] =>
  selectorsOf(readFileSync(path, 'utf8')).flatMap((selector) =>
    IONIC_INTERNALS.filter(([pattern]) => pattern.test(selector)).map(
      ([, what]) => `${relative(SRC, path)}: ${selector} (${what})`,
    ),
  );

describe("the seam in stylesheets: Ionic's internals restyled only in src/ionic", () => {
  it('finds none outside src/ionic', () => {
    const outside = stylesheets(SRC).filter((path) => !relative(SRC, path).startsWith('ionic'));
    expect(outside.length).toBeGreaterThan(3);
    expect(outside.flatMap(internalsIn)).toEqual([]);
  });

  it('finds each kind of internal where src/ionic restyles it, so the check can fail', () => {
    const found = stylesheets(join(SRC, 'ionic')).flatMap(internalsIn).join('\n');
    for (const [, what] of IONIC_INTERNALS) expect(found).toContain(what);
  });
});
