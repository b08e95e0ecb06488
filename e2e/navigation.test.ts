import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import {
  appHarness,
  bodyIsDark,
  expectHeading,
  openApp,
  pathname,
  seedStorage,
  settled,
  storedPrefersDark,
  visiblePage,
} from './support/app.ts';
import { CAPABILITY_TITLES } from './support/capabilities.ts';

const app = appHarness();

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name });
}

describe('tabs and navigation', () => {
  it('P2: the tab bar is a tab list of Home, Explore and Settings with the selected tab marked', async () => {
    const { page, close } = await openApp(app(), '/tabs/explore');
    try {
      const tabs = page.getByRole('tablist').getByRole('tab');
      assert.equal(await tabs.count(), 3);
      for (const name of ['Home', 'Explore', 'Settings']) {
        assert.equal(await page.getByRole('tab', { name, exact: true }).count(), 1, name);
      }
      // Ionic marks the selection a moment after the route changes: wait for it, then check.
      await page.getByRole('tab', { name: 'Explore', selected: true }).waitFor();
      assert.notEqual(await tab(page, 'Home').getAttribute('aria-selected'), 'true');
      await tab(page, 'Settings').click();
      await page.waitForURL('**/tabs/settings');
      await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
      assert.notEqual(await tab(page, 'Explore').getAttribute('aria-selected'), 'true');
    } finally {
      await close();
    }
  });

  it('P2: each tab keeps its stack (Explore → detail → Settings → Explore shows the detail)', async () => {
    const { page, close } = await openApp(app(), '/tabs/explore');
    try {
      await visiblePage(page).getByText('Offline', { exact: true }).click();
      await page.waitForURL('**/tabs/explore/offline');
      await tab(page, 'Settings').click();
      await page.waitForURL('**/tabs/settings');
      await tab(page, 'Explore').click();
      await page.waitForURL('**/tabs/explore/offline');
      await expectHeading(page, 'Offline');
    } finally {
      await close();
    }
  });

  it('P2: a tab chosen while a push is still under way shows that tab alone', async () => {
    // The soak test found this: the pushed page stayed on top of the newly chosen tab.
    const { page, close } = await openApp(app(), '/tabs/settings');
    try {
      const quickly = () => page.waitForTimeout(50);
      for (const name of ['Home', 'Home', 'Explore']) {
        await tab(page, name).click();
        await quickly();
      }
      await visiblePage(page).getByText('Offline', { exact: true }).click();
      await quickly();
      await tab(page, 'Home').click();
      await page.waitForURL('**/tabs/home');
      await page.waitForTimeout(600);
      await expectHeading(page, 'Home');
    } finally {
      await close();
    }
  });

  it('P2: tapping the selected tab again returns it to its root', async () => {
    const { page, close } = await openApp(app(), '/tabs/explore');
    try {
      await visiblePage(page).getByText('Deep links', { exact: true }).click();
      await page.waitForURL('**/tabs/explore/deep-links');
      await tab(page, 'Explore').click();
      await page.waitForURL('**/tabs/explore');
      assert.equal(await pathname(page), '/tabs/explore');
      await expectHeading(page, 'Explore');
    } finally {
      await close();
    }
  });

  it('P2, P4: a deep link opens a detail page whose back button works with no history', async () => {
    const { page, close } = await openApp(app(), '/tabs/explore/status-bar');
    try {
      await expectHeading(page, 'Status bar');
      await page
        .locator('.ion-page:not(.ion-page-hidden) > ion-header')
        .getByRole('button', { name: /back/i })
        .click();
      await page.waitForURL('**/tabs/explore');
      await expectHeading(page, 'Explore');
    } finally {
      await close();
    }
  });

  it('P2: after a push, focus moves to the new page heading; after a tab switch it stays on the tab', async () => {
    const { page, close } = await openApp(app(), '/tabs/explore');
    try {
      await visiblePage(page).getByText('Offline', { exact: true }).click();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Offline');

      await tab(page, 'Settings').click();
      await page.waitForURL('**/tabs/settings');
      await settled(page);
      assert.equal(
        await page.evaluate(() => document.activeElement?.closest('ion-tab-button')?.id),
        'tab-button-settings',
      );
    } finally {
      await close();
    }
  });

  it('P3: Home shows the platform, the theme and its source, each start-up step and offline readiness', async () => {
    const { page, close } = await openApp(app(), '/tabs/home', { colorScheme: 'dark' });
    try {
      assert.equal(await page.getByTestId('platform').innerText(), 'Web browser');
      assert.equal(await page.getByTestId('theme').innerText(), 'Dark, from the system setting');
      assert.equal(await page.getByTestId('offline').innerText(), 'Not yet');
      const steps = page.locator('[data-testid^="step-"]');
      assert.deepEqual(await steps.locator('h3').allInnerTexts(), [
        '1. Status bar set to its default style',
        '2. Dark mode applied',
        '3. Splash screen hidden',
      ]);
      assert.match(await page.getByTestId('step-statusBar').innerText(), /Skipped: no native/);
      assert.match(await page.getByTestId('step-darkMode').innerText(), /Done in \d+ ms/);
      await page.reload();
      await page.getByTestId('theme').waitFor();
      assert.equal(await page.getByTestId('theme').innerText(), 'Dark, from storage');
    } finally {
      await close();
    }
  });

  it('P4: Explore lists six capabilities, each with a page that says what it does, its state and a way to try it', async () => {
    const { page, close } = await openApp(app(), '/tabs/explore');
    try {
      const items = visiblePage(page).locator('ion-item h2');
      const titles = await items.allInnerTexts();
      assert.deepEqual(titles, CAPABILITY_TITLES);
      for (const title of titles) {
        await visiblePage(page).getByText(title, { exact: true }).click();
        await page.waitForFunction((t) => {
          const pages = document.querySelectorAll('.ion-page:not(.ion-page-hidden) h1');
          return [...pages].some((h) => h.textContent === t);
        }, title);
        const detail = visiblePage(page);
        await detail.getByRole('heading', { name: 'Live state' }).waitFor();
        await detail.getByRole('heading', { name: 'Try it' }).waitFor();
        await page.goBack();
        await page.waitForURL('**/tabs/explore');
        await page.waitForFunction(
          () =>
            document.querySelectorAll('.ion-page:not(.ion-page-hidden) > ion-header').length === 1,
        );
      }
    } finally {
      await close();
    }
  });

  it('P4: the dark-theme page toggles the theme; the deep-link page copies its own link', async () => {
    const { page, close } = await openApp(app(), '/tabs/explore/dark-theme', {
      colorScheme: 'light',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    try {
      assert.equal(await bodyIsDark(page), false);
      await visiblePage(page).locator('ion-toggle').click();
      await page.waitForFunction(() => document.body.classList.contains('dark'));
      assert.equal(await storedPrefersDark(page), 'true');

      await page.goto('/tabs/explore/deep-links');
      await visiblePage(page).getByRole('button', { name: "Copy this page's link" }).click();
      await visiblePage(page).getByRole('status').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(new URL(copied).pathname, '/tabs/explore/deep-links');
    } finally {
      await close();
    }
  });

  it('P5: the Dark mode toggle writes storage, applies at once and survives a reload', async () => {
    const { page, close } = await openApp(app(), '/tabs/settings', { colorScheme: 'dark' });
    try {
      const toggle = visiblePage(page).locator('ion-toggle');
      assert.equal(await bodyIsDark(page), true);
      await toggle.click();
      await page.waitForFunction(() => !document.body.classList.contains('dark'));
      assert.equal(await storedPrefersDark(page), 'false');
      await page.reload();
      await visiblePage(page).locator('ion-toggle').waitFor();
      assert.equal(await bodyIsDark(page), false);
      assert.equal(
        await visiblePage(page)
          .locator('ion-toggle')
          .evaluate((el) => (el as HTMLIonToggleElement).checked),
        false,
      );
    } finally {
      await close();
    }
  });

  it('P5: "Use system setting" forgets the choice and stores the current system value', async () => {
    const { page, close } = await openApp(app(), '/tabs/settings', {
      colorScheme: 'light',
      init: seedStorage('true'),
    });
    try {
      assert.equal(await bodyIsDark(page), true);
      await page.emulateMedia({ colorScheme: 'light' });
      await visiblePage(page).getByRole('button', { name: 'Use system' }).click();
      await page.waitForFunction(() => !document.body.classList.contains('dark'));
      assert.equal(await storedPrefersDark(page), 'false');

      await page.emulateMedia({ colorScheme: 'dark' });
      await visiblePage(page).getByRole('button', { name: 'Use system' }).click();
      await page.waitForFunction(() => document.body.classList.contains('dark'));
      assert.equal(await storedPrefersDark(page), 'true');
    } finally {
      await close();
    }
  });

  it('P5: About shows the name, the version from package.json, the build and the platform', async () => {
    const { page, close } = await openApp(app(), '/tabs/settings');
    try {
      const about = visiblePage(page).getByRole('region', { name: 'About' });
      assert.match(await about.innerText(), /Tabshell/);
      assert.equal(await page.getByTestId('version').innerText(), pkg.version);
      assert.match(
        await page.getByTestId('build').innerText(),
        /^([0-9a-f]{7,}|\d{4}-\d{2}-\d{2})$/,
      );
      assert.match(await about.innerText(), /Web browser/);
    } finally {
      await close();
    }
  });
});
