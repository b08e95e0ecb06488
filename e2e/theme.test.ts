import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { appHarness, bodyIsDark, openApp, seedStorage, storedPrefersDark } from './support/app.ts';

const app = appHarness();

/** The background colour the user sees behind the content. */
function contentBackground(page: Page): Promise<string> {
  return page.evaluate(() => {
    const content = document.querySelector('.ion-page:not(.ion-page-hidden) ion-content');
    if (!content) throw new Error('no content');
    return (
      getComputedStyle(content).getPropertyValue('--background').trim() ||
      getComputedStyle(content).backgroundColor
    );
  });
}

describe('theme in the browser', () => {
  for (const scheme of ['dark', 'light'] as const) {
    it(`S6, S7: with empty storage and a ${scheme} system, the system value is stored and used`, async () => {
      const { page, problems, close } = await openApp(app(), '/', { colorScheme: scheme });
      try {
        assert.equal(await bodyIsDark(page), scheme === 'dark');
        assert.equal(await storedPrefersDark(page), String(scheme === 'dark'));
        assert.deepEqual(problems, [], 'a normal start logs nothing');
      } finally {
        await close();
      }
    });
  }

  for (const [stored, scheme] of [
    ['true', 'light'],
    ['false', 'dark'],
  ] as const) {
    it(`S6: a stored ${stored} wins over a ${scheme} system and is not overwritten`, async () => {
      const { page, problems, close } = await openApp(app(), '/', {
        colorScheme: scheme,
        init: seedStorage(stored),
      });
      try {
        assert.equal(await bodyIsDark(page), stored === 'true');
        assert.equal(await storedPrefersDark(page), stored);
        assert.deepEqual(problems, []);
      } finally {
        await close();
      }
    });
  }

  it('S7: body.dark alone switches the interface to the dark palette, and back', async () => {
    const { page, close } = await openApp(app(), '/', { colorScheme: 'light' });
    try {
      const toolbar = page.locator('.ion-page:not(.ion-page-hidden) ion-toolbar').first();
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
    } finally {
      await close();
    }
  });
});
