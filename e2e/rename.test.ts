import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { serve } from '../scripts/serve.ts';
import { APP_ID, APP_NAME } from '../src/shared/appIdentity.ts';
import { expectHeading, visiblePage } from './support/app.ts';
import { test } from './support/fixtures.ts';
import { git, node, run, scratchCopy } from './support/scratch.ts';

const REPO = resolve(import.meta.dirname, '..');

/**
 * Text files of the app (not the bench or tests' docs) that still name the old identity. The
 * project's own folder may carry the old name too (a clone named after the app), so paths that
 * point at it are not the app naming itself.
 */
function leftovers(dir: string, old: RegExp): string[] {
  const projectPaths = [REPO, relative(dir, REPO)];
  const ownText = (path: string) =>
    projectPaths.reduce(
      (text, projectPath) => text.replaceAll(projectPath, '<project>'),
      readFileSync(join(dir, path), 'utf8'),
    );
  const listed = run(dir, 'git', ['ls-files']).out.split('\n').filter(Boolean);
  const built = readdirSync(join(dir, 'dist'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
  return [...listed, ...built]
    .filter((path) =>
      /^(src|public|android|ios|dist)\/|^(index\.html|package(-lock)?\.json|capacitor\.config\.ts)$/.test(
        path,
      ),
    )
    .filter((path) => !/\.(png|jar|keystore)$/.test(path))
    .filter((path) => old.test(ownText(path)));
}

test.describe('npm run rename (on a scratch copy)', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(6 * 60_000);
  let dir = '';
  let site: Awaited<ReturnType<typeof serve>> | undefined;
  let remove: () => void = () => undefined;
  test.beforeAll(() => {
    ({ dir, remove } = scratchCopy());
  });
  test.afterAll(async () => {
    await site?.close();
    remove();
  });

  test('refuses a malformed id or name with a clear message and changes nothing', () => {
    for (const [id, name, why] of [
      ['com.acme.new', 'Field Notes', /"new" is a Java keyword/],
      ['field', 'Field Notes', /at least two parts/],
      ['com.acme.field', 'Tom & Jerry', /cannot be used: it contains/],
    ] as const) {
      const refused = node(dir, 'scripts/rename.ts', id, name);
      assert.equal(refused.status, 1, refused.out);
      assert.match(refused.out, why);
      assert.match(refused.out, /Nothing was changed/);
      assert.equal(git(dir, 'status', '--porcelain').out, '');
    }
    assert.equal(node(dir, 'scripts/rename.ts', 'com.acme.field').status, 2, 'no name: usage');
  });

  test('renames everywhere, once: the old id and name are nowhere, cap sync changes nothing, the app builds and shows the new name', async ({
    page,
  }) => {
    const renamed = node(dir, 'scripts/rename.ts', 'com.acme.field', 'Field Notes');
    assert.equal(renamed.status, 0, renamed.out);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'renamed');

    const again = node(dir, 'scripts/rename.ts', 'com.acme.field', 'Field Notes');
    assert.equal(again.status, 0, again.out);
    assert.match(again.out, /nothing to change/);
    assert.equal(git(dir, 'status', '--porcelain').out, '', 'a second run changes nothing');

    const built = node(dir, 'node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn');
    assert.equal(built.status, 0, built.out);
    const synced = node(dir, 'node_modules/@capacitor/cli/bin/capacitor', 'sync');
    assert.equal(synced.status, 0, synced.out);
    assert.equal(
      git(dir, 'status', '--porcelain', '--', 'android', 'ios').out,
      '',
      'cap sync left the native projects as renamed',
    );
    const config = JSON.parse(
      readFileSync(join(dir, 'android/app/src/main/assets/capacitor.config.json'), 'utf8'),
    ) as { appId: string; appName: string };
    assert.deepEqual([config.appId, config.appName], ['com.acme.field', 'Field Notes']);

    const old = new RegExp(
      `${APP_NAME}|${APP_ID.replaceAll('.', '\\.')}|${APP_NAME.toLowerCase()}`,
      'i',
    );
    assert.deepEqual(leftovers(dir, old), []);

    site = await serve({ dir: join(dir, 'dist'), port: 0 });
    await page.goto(`${site.url}/tabs/settings`);
    await expectHeading(page, 'Settings');
    assert.equal(await page.title(), 'Field Notes');
    assert.ok(
      (await visiblePage(page).getByRole('region', { name: 'About' }).innerText()).includes(
        'Field Notes',
      ),
    );
    const manifest = (await (
      await page.request.get(`${site.url}/manifest.webmanifest`)
    ).json()) as { name: string };
    assert.equal(manifest.name, 'Field Notes');
  });
});
