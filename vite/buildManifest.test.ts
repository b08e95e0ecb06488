// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ResolvedConfig } from 'vite';
import { buildManifestOutsideSite } from './buildManifest';

function run(root: string) {
  const plugin = buildManifestOutsideSite('.build/manifest.json');
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ root, build: { outDir: 'dist' } } as ResolvedConfig);
  (plugin.closeBundle as unknown as { handler: () => void }).handler();
}

describe('the build manifest stays out of the deployed site', () => {
  it('moves dist/.vite/manifest.json to .build/ and leaves no .vite folder', () => {
    const root = mkdtempSync(join(tmpdir(), 'manifest-'));
    mkdirSync(join(root, 'dist/.vite'), { recursive: true });
    writeFileSync(join(root, 'dist/.vite/manifest.json'), '{"index.html":{}}');
    run(root);
    expect(readFileSync(join(root, '.build/manifest.json'), 'utf8')).toBe('{"index.html":{}}');
    expect(existsSync(join(root, 'dist/.vite'))).toBe(false);
  });

  it('does nothing after a failed build, so that the build reports its own error', () => {
    const root = mkdtempSync(join(tmpdir(), 'manifest-'));
    mkdirSync(join(root, 'dist'), { recursive: true });
    expect(() => {
      run(root);
    }).not.toThrow();
    expect(existsSync(join(root, '.build'))).toBe(false);
  });
});
