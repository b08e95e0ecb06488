// @vitest-environment node
/**
 * Comments say why, in a line or two. A figure from a measurement dates, so it belongs in docs/ or
 * a commit, never in a comment; a file a comment names must exist, or the comment misleads.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename, dirname, join, posix } from 'node:path';
import ts from 'typescript';

const root = join(import.meta.dirname, '..');

/** The text of every comment in a source file, with the line it starts on. */
export function commentsOf(path: string, text: string): { line: number; text: string }[] {
  if (path.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((match) => ({
      line: text.slice(0, match.index).split('\n').length,
      text: match[0],
    }));
  }
  const scanner = ts.createScanner(
    ts.ScriptTarget.Latest,
    false,
    path.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard,
    text,
  );
  const comments: { line: number; text: string }[] = [];
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan()) {
    if (
      token === ts.SyntaxKind.SingleLineCommentTrivia ||
      token === ts.SyntaxKind.MultiLineCommentTrivia
    ) {
      comments.push({
        line: text.slice(0, scanner.getTokenStart()).split('\n').length,
        text: scanner.getTokenText(),
      });
    }
  }
  return comments;
}

/** A timing figure: milliseconds, seconds, a percentage, a CPU slowdown. */
const FIGURE = /\b\d+(?:[.,]\d+)?\s?(?:ms|s|%)(?![\w-])|\bCPU\s?[×x]\s?\d/;

/** What reads as a file's name: a path or a name with an extension of the project's files. */
const FILE_NAME = /(?<![\w@/.-])(?:[\w-]+\/)*[\w.-]+\.(?:tsx?|mjs|css|md|po)(?![\w/-])/g;

/** Files of the packages the comments name, never in this repository. */
const NOT_OURS = new Set(['renderPage.mjs', 'core.css', 'dark.class.css']);

export function deadNames(
  file: string,
  comment: string,
  tracked: ReadonlySet<string>,
  basenames: ReadonlySet<string>,
): string[] {
  return [...comment.matchAll(FILE_NAME)]
    .map(([name]) => name)
    .filter((name) => {
      if (NOT_OURS.has(basename(name))) return false;
      if (!name.includes('/')) return !basenames.has(name);
      const candidates = [name, posix.join(dirname(file), name)];
      return (
        !candidates.some((path) => tracked.has(posix.normalize(path))) &&
        ![...tracked].some((path) => path.endsWith(`/${name}`))
      );
    });
}

describe('comments', () => {
  const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const trackedSet = new Set(tracked);
  const basenames = new Set(tracked.map((path) => basename(path)));
  const sources = tracked.filter(
    (path) =>
      /^(src|vite|scripts|bench|e2e|engines)\/.*\.(tsx?|mjs|css)$/.test(path) &&
      !/\.test\.tsx?$/.test(path) &&
      !path.startsWith('bench/baseline'),
  );
  // The app and its build; the bench's and the tests' comments say how they slow the browser.
  const appSources = sources.filter((path) => /^(src|vite)\//.test(path));

  it('reads comments, not strings or code that look like them', () => {
    expect(
      commentsOf('a.ts', "const url = 'https://x/*y*/'; // why\n/** more */").map(
        ({ text }) => text,
      ),
    ).toEqual(['// why', '/** more */']);
    expect(FIGURE.test('// 300 ms at CPU ×4')).toBe(true);
    expect(FIGURE.test('// a tenth (12 %) less')).toBe(true);
    expect(FIGURE.test('// S10: overlay 100, then 99')).toBe(false);
    expect(
      deadNames(
        'src/a.ts',
        '// see shared/Page.tsx and gone.ts',
        new Set(['src/shared/Page.tsx']),
        new Set(['Page.tsx']),
      ),
    ).toEqual(['gone.ts']);
  });

  it('in the app and its build carry no timing figures: a measurement dates, so it goes in docs/ or a commit', () => {
    const found = appSources.flatMap((path) =>
      commentsOf(path, readFileSync(join(root, path), 'utf8')).flatMap(({ line, text }) =>
        [...text.matchAll(new RegExp(FIGURE, 'g'))].map(([figure]) => `${path}:${line}: ${figure}`),
      ),
    );
    expect(found).toEqual([]);
  });

  it('name only files that exist', () => {
    const found = sources.flatMap((path) =>
      commentsOf(path, readFileSync(join(root, path), 'utf8')).flatMap(({ line, text }) =>
        deadNames(path, text, trackedSet, basenames).map((name) => `${path}:${line}: ${name}`),
      ),
    );
    expect(found).toEqual([]);
  });
});
