import assert from 'node:assert/strict';

import { test } from './support/fixtures.ts';

test.describe('start-up in the browser', () => {
  test('S8: on the web both native steps are skipped and the theme step still runs', async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', { colorScheme: 'dark' });
    const status = (id: string) =>
      page.locator(`[data-testid="step-${id}"]`).getAttribute('data-status');
    await page.locator('[data-testid="step-splash"]').waitFor();
    assert.equal(await status('statusBar'), 'skipped');
    assert.equal(await status('darkMode'), 'done');
    assert.equal(await status('splash'), 'skipped');
    assert.deepEqual(problems, [], 'a normal start logs no error or warning');
  });

  test('S9: a failing start-up is logged to the console and nothing is shown to the user', async ({
    openApp,
  }) => {
    const { page, errors } = await openApp('/tabs/home', {
      init: () => {
        const toggle = Object.getOwnPropertyDescriptor(DOMTokenList.prototype, 'toggle')
          ?.value as DOMTokenList['toggle'];
        DOMTokenList.prototype.toggle = function (token, force) {
          if (token === 'dark') throw new Error('injected start-up failure');
          return toggle.call(this, token, force);
        };
      },
    });
    await page.locator('[data-testid="step-splash"]').waitFor();
    assert.equal(errors().length, 1, errors().join('\n'));
    assert.match(errors()[0] ?? '', /start-up/);
    assert.equal(await page.locator('ion-toast, ion-alert, ion-modal, [role="alert"]').count(), 0);
    // The app still works: the tab bar navigates.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL('**/tabs/settings');
  });
});
