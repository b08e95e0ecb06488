import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildId } from './buildId.ts';

/** The scratch projects a test made, removed after it. */
const made: string[] = [];
afterEach(() => {
  for (const root of made.splice(0)) rmSync(root, { recursive: true, force: true });
});

function project(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'build-id-'));
  made.push(root);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const APP = {
  'index.html': '<!doctype html>',
  'package-lock.json': '{}',
  'src/main.tsx': 'start();',
  'vite/pages.ts': 'render();',
};

describe('the build id (P5, P7)', () => {
  it('is the same for the same inputs, wherever they are', () => {
    expect(buildId(project(APP))).toBe(buildId(project(APP)));
    expect(buildId(project(APP))).toMatch(/^[0-9a-f]{10}$/);
  });

  it('changes with any source, the lockfile or the build itself, so a new deploy is offered', () => {
    const before = buildId(project(APP));
    expect(buildId(project({ ...APP, 'src/main.tsx': 'start(); ' }))).not.toBe(before);
    expect(buildId(project({ ...APP, 'package-lock.json': '{"a":1}' }))).not.toBe(before);
    expect(buildId(project({ ...APP, 'vite/pages.ts': 'render(2);' }))).not.toBe(before);
    expect(buildId(project({ ...APP, 'src/extra.ts': '' }))).not.toBe(before);
    // A file moved is a change, even with the same text.
    const { 'src/main.tsx': main, ...rest } = APP;
    expect(buildId(project({ ...rest, 'src/entry.tsx': main }))).not.toBe(before);
  });

  it("ignores the outputs, which hold the id, the tests and the folders' maps", () => {
    const before = buildId(project(APP));
    expect(buildId(project({ ...APP, 'dist/index.html': 'built' }))).toBe(before);
    expect(buildId(project({ ...APP, 'src/main.test.tsx': 'it()' }))).toBe(before);
    expect(buildId(project({ ...APP, 'src/startup/README.md': '# A map' }))).toBe(before);
  });
});
