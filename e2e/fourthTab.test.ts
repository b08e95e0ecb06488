import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { applySnippet, codeBlocksUnder } from '../scripts/markdown.ts';
import { serve } from '../scripts/serve.ts';
import { PRELOADED_MARK } from '../src/shared/startupPhases.ts';
import { expectHeading, SHOWN_PAGE, settled } from './support/app.ts';
import { test } from './support/fixtures.ts';
import { node, run, scratchCopy } from './support/scratch.ts';

const repo = join(import.meta.dirname, '..');

/**
 * The README's "Adding a tab", done to a scratch copy from the README's own code blocks (each names
 * its file), so the README shows what works: its entry goes into the tab list, its page is written.
 */
function addTabAsTheReadmeSays(dir: string): void {
  const blocks = codeBlocksUnder(readFileSync(join(repo, 'README.md'), 'utf8'), 'Adding a tab');
  assert.deepEqual(
    blocks.map((block) => block.path),
    ['src/tabs/tabList.ts', 'src/pages/inbox/InboxPage.tsx', 'src/locales/en.po'],
    'the README shows one entry in the tab list, one page file and its texts, each block naming its file',
  );
  for (const { path, code } of blocks) {
    const file = join(dir, path ?? '');
    // A catalog's new messages go at its end.
    if (file.endsWith('.po')) writeFileSync(file, `${readFileSync(file, 'utf8')}\n${code}`);
    else if (existsSync(file)) writeFileSync(file, applySnippet(readFileSync(file, 'utf8'), code));
    else {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, code);
    }
  }
  const list = readFileSync(join(dir, 'src/tabs/tabList.ts'), 'utf8');
  assert.ok(list.includes("id: 'inbox'"), 'the tab list has the shape the README shows');
}

test.describe('P2: a fourth tab is one entry and one page (on a scratch copy)', () => {
  test.describe.configure({ mode: 'serial' });
  test.setTimeout(8 * 60_000);
  let dir = '';
  let remove: () => void = () => undefined;
  let site: Awaited<ReturnType<typeof serve>> | undefined;
  test.beforeAll(() => {
    ({ dir, remove } = scratchCopy());
    addTabAsTheReadmeSays(dir);
    const built = node(dir, 'node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn');
    assert.equal(built.status, 0, built.out);
  });
  test.afterAll(async () => {
    await site?.close();
    remove();
  });

  test('it gets its route, its tab bar button, its painted-shell button and preloading, and passes axe', async ({
    page,
  }) => {
    site = await serve({ dir: join(dir, 'dist'), port: 0 });
    const html = await (await page.request.get(`${site.url}/`)).text();
    assert.match(html, /data-tab="inbox">.*?Inbox</, 'the painted shell has its button');

    await page.goto(`${site.url}/tabs/home`);
    await expectHeading(page, 'Home');
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      PRELOADED_MARK,
    );
    const fetched = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
    );
    assert.ok(
      fetched.some((path) => /\/InboxPage-[\w-]+\.js$/.test(path)),
      'its page is preloaded (S3)',
    );

    await page.getByRole('tab', { name: 'Inbox' }).click();
    await page.waitForURL('**/tabs/inbox');
    await expectHeading(page, 'Inbox');
    await page.getByRole('tab', { name: 'Inbox', selected: true }).waitFor();
    await settled(page, '/tabs/inbox');
    const axe = await new AxeBuilder({ page }).include(SHOWN_PAGE).analyze();
    assert.deepEqual(
      axe.violations.map((violation) => violation.id),
      [],
    );
  });

  test("the project's own accessibility scan and screenshots take it in, with no other edit", () => {
    // The scratch copy's own browser tests, run as `npx playwright test` would run them there.
    const env: NodeJS.ProcessEnv = {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      CI: 'true',
      E2E_PORT: '4327',
      // Every mode and theme of a11y.test.ts, not the everyday sample.
      E2E_STRESS: '1',
      ...(process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {}),
    };
    const tests = run(
      dir,
      process.execPath,
      [
        'node_modules/@playwright/test/cli.js',
        'test',
        'e2e/a11y.test.ts',
        'e2e/screenshots.test.ts',
        '--reporter=list',
        '--grep',
        '/tabs/inbox',
      ],
      env,
    );
    assert.equal(tests.status, 0, tests.out);
    assert.match(tests.out, /S7: \/tabs\/inbox is painted in the light palette/);
    assert.match(tests.out, /S7: \/tabs\/inbox is painted in the dark palette/);
    assert.equal(
      tests.out.match(/\/tabs\/inbox has no axe violations in (md|ios) mode, (light|dark) theme/g)
        ?.length,
      4,
      tests.out,
    );
    assert.match(tests.out, /6 passed/);
  });
});
