// @vitest-environment node
/**
 * Issue 35: comments say why in a line or two, the reasoning in docs/. Comment lines stay at most
 * 0.12 of code lines in the app's and the build's source (tests and test setup left out).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const CEILING = 0.12;

/** Comment lines and code lines of a source text; blank lines are neither. */
function countLines(text: string): { comments: number; code: number } {
  let comments = 0;
  let code = 0;
  let inBlock = false;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (inBlock) {
      comments++;
      if (line.includes('*/')) inBlock = false;
    } else if (line.startsWith('/*')) {
      comments++;
      inBlock = !line.includes('*/');
    } else if (line.startsWith('//')) comments++;
    else code++;
  }
  return { comments, code };
}

describe('comments (issue 35)', () => {
  it('counts block, line and code lines apart', () => {
    expect(countLines('/**\n * Why.\n */\nconst a = 1; // trailing\n\n// note\nf();')).toEqual({
      comments: 4,
      code: 2,
    });
  });

  it(`are at most ${CEILING} of the code in src/ and vite/`, () => {
    const files = execFileSync('git', ['ls-files', 'src', 'vite'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((path) => /\.(ts|tsx|mjs)$/.test(path) && !/\.test\.|^src\/test\//.test(path));
    const total = files
      .map((path) => countLines(readFileSync(join(root, path), 'utf8')))
      .reduce((sum, { comments, code }) => ({
        comments: sum.comments + comments,
        code: sum.code + code,
      }));
    expect(total.code).toBeGreaterThan(1000);
    expect(total.comments / total.code).toBeLessThanOrEqual(CEILING);
  });
});
