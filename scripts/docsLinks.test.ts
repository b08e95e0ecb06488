// @vitest-environment node
/**
 * The README and docs/ link only to files that exist and to anchors those files have (GitHub's
 * heading anchors), so a reader one link away from an answer finds it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { anchors, linkTargets } from './markdown.ts';

const root = join(import.meta.dirname, '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** What is wrong with a link from `document` to `target`, or undefined when it leads somewhere. */
function brokenLink(document: string, target: string): string | undefined {
  if (/^[a-z][a-z+.-]*:/i.test(target)) return undefined; // http:, https:, mailto:
  const [path = '', anchor] = target.split('#');
  const file = path === '' ? join(root, document) : resolve(dirname(join(root, document)), path);
  if (!file.startsWith(`${root}/`) && file !== root) return `${target}: outside the repository`;
  if (!existsSync(file)) return `${target}: no file ${relative(root, file)}`;
  if (anchor === undefined) return undefined;
  if (!file.endsWith('.md')) return `${target}: an anchor in a file that is not Markdown`;
  const found = anchors(readFileSync(file, 'utf8'));
  return found.has(decodeURIComponent(anchor))
    ? undefined
    : `${target}: no heading in ${relative(root, file)} has the anchor #${anchor}`;
}

describe('links in the README and docs/', () => {
  it.each(documents)('%s links only to files and anchors that exist', (document) => {
    const targets = linkTargets(readFileSync(join(root, document), 'utf8'));
    const broken = targets.flatMap((target) => brokenLink(document, target) ?? []);
    expect(broken).toEqual([]);
  });

  it("finds the README's links: screenshots, docs and anchors", () => {
    const targets = linkTargets(readFileSync(join(root, 'README.md'), 'utf8'));
    expect(targets).toContain('e2e/references/chromium-156/home-md-light.png');
    expect(targets).toContain('docs/spec.md');
    expect(targets.filter((target) => target.includes('#')).length).toBeGreaterThan(2);
  });

  it('finds a broken file, a broken anchor, and a good one', () => {
    expect(brokenLink('README.md', 'docs/no-such-file.md')).toMatch(/no file/);
    expect(brokenLink('README.md', 'docs/spec.md#no-such-clause')).toMatch(/no heading/);
    expect(brokenLink('README.md', '#no-such-section')).toMatch(/no heading/);
    expect(brokenLink('docs/spec.md', '../README.md#adding-a-tab')).toBeUndefined();
    expect(brokenLink('README.md', 'https://example.com/x')).toBeUndefined();
  });
});
