// @vitest-environment node
/**
 * The everyday browser suite skips the cells of a matrix outside its sample, and the stress run
 * (playwright.stress.config.ts) takes every cell: a file that skips under `!stress` but is not in
 * the stress run's list has cells that no run ever takes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const stressConfig = readFileSync(join(root, 'playwright.stress.config.ts'), 'utf8');
const listed = new Set([...stressConfig.matchAll(/'([\w.]+\.test\.ts)'/g)].map((m) => m[1]));

describe('the stress run', () => {
  it('takes every file whose tests are sampled or cut short without it', () => {
    const sampled = readdirSync(join(root, 'e2e')).filter(
      (file) =>
        file.endsWith('.test.ts') &&
        /\bstress\b/.test(readFileSync(join(root, 'e2e', file), 'utf8')),
    );
    expect(sampled.length).toBeGreaterThan(10);
    expect(sampled.filter((file) => !listed.has(file))).toEqual([]);
  });
});
