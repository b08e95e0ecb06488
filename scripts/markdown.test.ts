// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { anchors, applySnippet, codeBlocksUnder, githubSlug, linkTargets } from './markdown.ts';

const root = join(import.meta.dirname, '..');

describe('markdown', () => {
  it.each([
    ['S5: `true` until start-up has run', 's5-true-until-start-up-has-run'],
    ["S10: the back button's priorities", 's10-the-back-buttons-priorities'],
    [
      'What Tabshell promises: the clauses S1–S11 and P1–P11',
      'what-tabshell-promises-the-clauses-s1s11-and-p1p11',
    ],
    ['Any static server (nginx)', 'any-static-server-nginx'],
  ])('makes the anchor GitHub makes of %j', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it('numbers a repeated heading, and ignores one inside a code block', () => {
    const text = '# A\n## Notes\n```sh\n# not a heading\n```\n## Notes\n';
    expect([...anchors(text)]).toEqual(['a', 'notes', 'notes-1']);
  });

  it('finds links and images in prose, not in code', () => {
    const text = '[a](x.md#y) ![b](p.png) `[c](no.md)`\n```md\n[d](no.md)\n```\n[e]: ref.md\n';
    expect(linkTargets(text)).toEqual(['x.md#y', 'p.png', 'ref.md']);
  });

  it('takes the code blocks under one heading, with the file each names', () => {
    const text =
      '## One\n```ts a.ts\nA\n```\n### Inner\n```sh\nB\n```\n## Two\n```ts c.ts\nC\n```\n';
    expect(codeBlocksUnder(text, 'One')).toEqual([
      { lang: 'ts', path: 'a.ts', code: 'A\n' },
      { lang: 'sh', path: undefined, code: 'B\n' },
    ]);
  });

  it('applies a snippet: its imports replace or join the imports, its new lines go above the next line the file has', () => {
    const source = "import { a } from 'x';\n\nexport const LIST = [\n  1,\n];\n";
    const snippet =
      "import { a, b } from 'x';\nimport { c } from 'y';\n\nexport const LIST = [\n  // … the ones there …\n  2,\n];\n";
    expect(applySnippet(source, snippet)).toBe(
      "import { a, b } from 'x';\nimport { c } from 'y';\n\nexport const LIST = [\n  1,\n  2,\n];\n",
    );
    expect(() => applySnippet(source, 'export const OTHER = [\n  2,\n')).toThrow(/No line/);
  });
});

describe('the README\'s "Adding a tab"', () => {
  const blocks = codeBlocksUnder(readFileSync(join(root, 'README.md'), 'utf8'), 'Adding a tab');

  it('P2: is one entry in the tab list, one page file and its texts, each block naming its file', () => {
    expect(blocks.map((block) => block.path)).toEqual([
      'src/tabs/tabList.ts',
      'src/pages/inbox/InboxPage.tsx',
      'src/locales/en.po',
    ]);
  });

  it("P2: its entry fits today's tab list (e2e/fourthTab.test.ts builds and runs it)", () => {
    const list = readFileSync(join(root, 'src/tabs/tabList.ts'), 'utf8');
    const added = applySnippet(list, blocks[0]?.code ?? '');
    expect(added).toContain(
      "{ id: 'inbox', title: 'Inbox', icon: mailOutline, page: 'inbox/InboxPage' },\n] as const",
    );
    expect(added).toMatch(/^import \{[^}]*\bmailOutline\b[^}]*\} from 'ionicons\/icons';$/m);
  });

  it('P2: its page imports files that exist', () => {
    const page = blocks[1];
    const imports = [...(page?.code ?? '').matchAll(/from '(\.[^']+)'/g)].map(
      (match) => match[1] ?? '',
    );
    expect(imports.length).toBeGreaterThan(0);
    const from = dirname(join(root, page?.path ?? ''));
    expect(
      imports.filter(
        (path) => !['.ts', '.tsx'].some((ext) => existsSync(resolve(from, path + ext))),
      ),
    ).toEqual([]);
  });
});
