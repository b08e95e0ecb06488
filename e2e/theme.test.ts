import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { bodyIsDark, seedStorage, SHOWN_PAGE, storedPrefersDark } from './support/app.ts';
import { test } from './support/fixtures.ts';

/** The background colour the user sees behind the content. */
function contentBackground(page: Page): Promise<string> {
  return page.evaluate((shownPage) => {
    const content = document.querySelector(`${shownPage} ion-content`);
    if (!content) throw new Error('no content');
    return (
      getComputedStyle(content).getPropertyValue('--background').trim() ||
      getComputedStyle(content).backgroundColor
    );
  }, SHOWN_PAGE);
}

test.describe('theme in the browser', () => {
  for (const scheme of ['dark', 'light'] as const) {
    test(
      `S6, S7: with empty storage and a ${scheme} system, the system value is stored and used`,
      { tag: '@core' },
      async ({ openApp }) => {
        const { page, problems } = await openApp('/', { colorScheme: scheme });
        assert.equal(await bodyIsDark(page), scheme === 'dark');
        assert.equal(await storedPrefersDark(page), String(scheme === 'dark'));
        assert.deepEqual(problems, [], 'a normal start logs nothing');
      },
    );
  }

  for (const [stored, scheme] of [
    ['true', 'light'],
    ['false', 'dark'],
  ] as const) {
    test(
      `S6: a stored ${stored} wins over a ${scheme} system and is not overwritten`,
      { tag: '@core' },
      async ({ openApp }) => {
        const { page, problems } = await openApp('/', {
          colorScheme: scheme,
          init: seedStorage(stored),
        });
        assert.equal(await bodyIsDark(page), stored === 'true');
        assert.equal(await storedPrefersDark(page), stored);
        assert.deepEqual(problems, []);
      },
    );
  }

  test(
    'S7: body.dark alone switches the interface to the dark palette, and back',
    { tag: '@core' },
    async ({ openApp }) => {
      const { page } = await openApp('/', { colorScheme: 'light' });
      const toolbar = page.locator(`${SHOWN_PAGE} ion-toolbar`).first();
      const palette = () =>
        page.evaluate(() => {
          const style = getComputedStyle(document.body);
          return {
            background: style.getPropertyValue('--ion-background-color').trim(),
            text: style.getPropertyValue('--ion-text-color').trim(),
            scheme: style.colorScheme,
          };
        });
      const toolbarColour = () =>
        toolbar.evaluate((el) => getComputedStyle(el).getPropertyValue('--background').trim());
      const light = { palette: await palette(), toolbar: await toolbarColour() };
      const lightContent = await contentBackground(page);

      await page.evaluate(() => {
        document.body.classList.add('dark');
      });
      const dark = { palette: await palette(), toolbar: await toolbarColour() };
      assert.equal(dark.palette.scheme, 'dark');
      assert.notEqual(dark.palette.background, light.palette.background);
      assert.notEqual(dark.palette.text, light.palette.text);
      assert.notEqual(await contentBackground(page), lightContent);

      await page.evaluate(() => {
        document.body.classList.remove('dark');
      });
      assert.deepEqual({ palette: await palette(), toolbar: await toolbarColour() }, light);
    },
  );
});
