// @vitest-environment node
/**
 * Issue 56: Ionic's DOM lives behind one seam (src/ionic), and taps have one owner until the app is
 * live (src/startup/input.ts). `npm run lint` enforces both; each case lints code in memory through
 * the real config, at a real path.
 */
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
