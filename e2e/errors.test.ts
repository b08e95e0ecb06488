/**
 * Honest errors: a bug in a screen is not a network failure. A chunk that cannot be loaded keeps
 * P8's word about the connection (chunks.test.ts); an error thrown while rendering gets a calm,
 * generic word, is logged once, stays inside its screen and clears when the user moves on.
 */
import assert from 'node:assert/strict';
import type { BrowserContext } from '@playwright/test';
import { expectHeading } from './support/app.ts';
import { test } from './support/fixtures.ts';

const SETTINGS_CHUNK = /\/assets\/SettingsPage-[\w-]+\.js$/;
/** Settings with a bug in its render while `window.settingsBug` is set; blank otherwise. */
const BUGGY_SETTINGS = `export default function SettingsPage() {
  if (window.settingsBug) throw new Error('test: a bug in Settings');
  return null;
}`;

/** The app at Home, with Settings' code replaced by the buggy one before anything fetches it. */
async function appWithBuggySettings(context: BrowserContext) {
  await context.addInitScript(() => {
    (window as unknown as { settingsBug: boolean }).settingsBug = true;
  });
  await context.route(SETTINGS_CHUNK, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: BUGGY_SETTINGS }),
  );
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/tabs/home');
  await expectHeading(page, 'Home');
  const fixBug = () =>
    page.evaluate(() => {
      (window as unknown as { settingsBug: boolean }).settingsBug = false;
    });
  return { page, errors, fixBug };
}

test.describe('honest errors', () => {
  test('P9: an error while rendering a screen: a calm generic word, logged once, the rest of the app works, cleared on leaving', async ({
    context,
  }) => {
    const { page, errors, fixBug } = await appWithBuggySettings(context);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Something went wrong here' });
    await message.waitFor();
    assert.equal(
      await page.getByText('Check your connection').count(),
      0,
      'a bug is not a network failure',
    );

    // The tab bar and the other tabs keep working; coming back shows the same calm word.
    await page.getByRole('tab', { name: 'Explore' }).click();
    await expectHeading(page, 'Explore');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await message.waitFor();
    const logged = errors.filter((text) => text.includes('failed while rendering'));
    assert.equal(logged.length, 1, `logged once: ${JSON.stringify(errors)}`);
    assert.equal(errors.length, 1, `nothing else is logged as an error: ${JSON.stringify(errors)}`);

    // Try again renders the screen anew: with the bug gone, the word goes.
    await fixBug();
    await message.getByRole('button', { name: 'Try again' }).click();
    await message.waitFor({ state: 'detached' });
  });

  test('P9: a screen that failed while rendering is tried anew once the user has navigated away', async ({
    context,
  }) => {
    const { page, fixBug } = await appWithBuggySettings(context);
    await page.getByRole('tab', { name: 'Settings' }).click();
    const message = page.getByRole('status').filter({ hasText: 'Something went wrong here' });
    await message.waitFor();
    await fixBug();
    await page.getByRole('tab', { name: 'Home' }).click();
    await expectHeading(page, 'Home');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await page.waitForURL('**/tabs/settings');
    await message.waitFor({ state: 'detached' });
  });
});
