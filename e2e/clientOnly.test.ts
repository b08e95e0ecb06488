/**
 * Issue 29: `PRERENDER=0 npm run build` ships a working app with no prerendered page, rendered on
 * the client at every door, so an Ionic upgrade can land before the prerender is fixed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { serve } from '../scripts/serve.ts';
import { appIsLive, expectHeading, settled } from './support/app.ts';
import { expect, test } from './support/fixtures.ts';

const repo = resolve(import.meta.dirname, '..');
let outDir = '';
let served: Awaited<ReturnType<typeof serve>> | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  outDir = mkdtempSync(join(tmpdir(), 'client-only-'));
  const built = spawnSync(
    process.execPath,
    [join(repo, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: repo, encoding: 'utf8', env: { ...process.env, PRERENDER: '0' } },
  );
  expect(built.status, built.stderr).toBe(0);
  served = await serve({ dir: outDir, port: 0 });
});

test.afterAll(async () => {
  await served?.close();
  rmSync(outDir, { recursive: true, force: true });
});

test.describe('PRERENDER=0: the app rendered on the client', () => {
  test('writes no prerendered page: one index.html, no page of a tab', () => {
    expect(existsSync(join(outDir, 'tabs/explore.html'))).toBe(false);
    expect(existsSync(join(outDir, 'ios'))).toBe(false);
    // Its root holds no page (the boot scripts may name the attribute; the markup does not).
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toContain('<div id="root"></div>');
  });

  for (const path of ['/', '/tabs/explore/offline', '/tabs/settings?ionic:mode=ios']) {
    test(`${path} renders on the client, and its tabs work`, async ({ page }) => {
      const thrown: string[] = [];
      page.on('pageerror', (error) => thrown.push(error.message));
      await page.goto(`${served?.url ?? ''}${path}`);
      await appIsLive(page);
      const route = path === '/' ? '/tabs/home' : path.replace(/\?.*$/, '');
      await settled(page, route);
      await page.locator('ion-tab-button[tab="explore"]').click();
      await settled(page, '/tabs/explore');
      await expectHeading(page, 'Explore');
      expect(thrown).toEqual([]);
    });
  }
});
