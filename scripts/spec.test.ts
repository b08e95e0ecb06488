// @vitest-environment node
/**
 * docs/spec.md is where the ids the code cites (S1–S11, P1–P15) are defined: every id cited
 * anywhere in the code has its section there, and every test a section names exists.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const spec = readFileSync(join(root, 'docs/spec.md'), 'utf8');
const defined = [...spec.matchAll(/^### ([SP]\d+): /gm)].map((match) => match[1]);
const codeFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => /^(src|e2e|vite|scripts|bench)\/.*\.(ts|tsx|mjs|css)$/.test(path));

describe('docs/spec.md', () => {
  it('defines S1–S11 and P1–P15, once each, in order', () => {
    const expected = [
      ...Array.from({ length: 11 }, (_, i) => `S${i + 1}`),
      ...Array.from({ length: 15 }, (_, i) => `P${i + 1}`),
    ];
    expect(defined).toEqual(expected);
  });

  it('defines every clause id the code and tests cite', () => {
    const cited = new Set(
      codeFiles.flatMap((path) =>
        [...readFileSync(join(root, path), 'utf8').matchAll(/\b([SP]\d{1,2})\b/g)].map(
          (match) => match[1],
        ),
      ),
    );
    expect([...cited].filter((id) => !defined.includes(id))).toEqual([]);
  });

  it('names only tests that exist', () => {
    const named = [...spec.matchAll(/`([\w/.]+\.test\.tsx?)`/g)].map((match) => match[1] ?? '');
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
