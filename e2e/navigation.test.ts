import assert from 'node:assert/strict';
import { APP_NAME } from '../src/shared/appIdentity.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  appIsLive,
  bodyIsDark,
  expectHeading,
  pathname,
  seedStorage,
  settled,
  SHOWN_HEADINGS,
  SHOWN_PAGE,
  shownHeadings,
  storedPrefersDark,
  visiblePage,
  waitForRest,
} from './support/app.ts';
import { CAPABILITY_TITLES } from './support/capabilities.ts';
import { expect, test } from './support/fixtures.ts';

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

function tab(page: Page, name: string) {
  return page.getByRole('tab', { name });
}

test.describe('tabs and navigation', () => {
  test(
    'P2: the tab bar is a tab list of Home, Explore and Settings with the selected tab marked',
    { tag: '@core' },
    async ({ openApp }) => {
      const { page } = await openApp('/tabs/explore');
      const tabs = page.getByRole('tablist').getByRole('tab');
      assert.equal(await tabs.count(), TAB_LIST.length);
      for (const name of TAB_LIST.map((entry) => entry.title)) {
        assert.equal(await page.getByRole('tab', { name, exact: true }).count(), 1, name);
      }
      // Ionic marks the selection a moment after the route changes: wait for it, then check.
      await page.getByRole('tab', { name: 'Explore', selected: true }).waitFor();
      assert.notEqual(await tab(page, 'Home').getAttribute('aria-selected'), 'true');
      await tab(page, 'Settings').click();
      await page.waitForURL('**/tabs/settings');
      await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor();
      assert.notEqual(await tab(page, 'Explore').getAttribute('aria-selected'), 'true');
    },
  );

  test(
    'P2: each tab keeps its stack (Explore → detail → Settings → Explore shows the detail)',
    { tag: '@core' },
    async ({ openApp }) => {
      const { page } = await openApp('/tabs/explore');
      await visiblePage(page).getByText('Offline', { exact: true }).click();
      await page.waitForURL('**/tabs/explore/offline');
      await tab(page, 'Settings').click();
      await page.waitForURL('**/tabs/settings');
      await tab(page, 'Explore').click();
      await page.waitForURL('**/tabs/explore/offline');
      await expectHeading(page, 'Offline');
    },
  );

  test('P2: a tab chosen while a push is still under way shows that tab alone', async ({
    openApp,
  }) => {
    // The soak test found this: the pushed page stayed on top of the newly chosen tab.
    const { page } = await openApp('/tabs/settings');
    // Taps 50 ms apart: faster than a transition, which is the point of this test.
    const quickly = () => page.waitForTimeout(50);
    for (const name of ['Home', 'Home', 'Explore']) {
      await tab(page, name).click();
      await quickly();
    }
    await visiblePage(page).getByText('Offline', { exact: true }).click();
    await quickly();
    await tab(page, 'Home').click();
    await page.waitForURL('**/tabs/home');
    // Whatever the outlet still had under way must have ended: at rest, Home alone is shown.
    await waitForRest(page, { quietMs: 500 });
    assert.deepEqual(await shownHeadings(page), ['Home']);
  });

  test('P2: tapping the selected tab again returns it to its root', async ({ openApp }) => {
    const { page } = await openApp('/tabs/explore');
    await visiblePage(page).getByText('Deep links', { exact: true }).click();
    await page.waitForURL('**/tabs/explore/deep-links');
    await tab(page, 'Explore').click();
    await page.waitForURL('**/tabs/explore');
    assert.equal(await pathname(page), '/tabs/explore');
    await expectHeading(page, 'Explore');
  });

  test(
    'P2, P4: a deep link opens a detail page whose back button works with no history',
    { tag: '@core' },
    async ({ openApp }) => {
      const { page } = await openApp('/tabs/explore/status-bar');
      await expectHeading(page, 'Status bar');
      await page
        .locator(`${SHOWN_PAGE} > ion-header`)
        .getByRole('button', { name: /back/i })
        .click();
      await page.waitForURL('**/tabs/explore');
      await expectHeading(page, 'Explore');
    },
  );

  test('P2: after a push, focus moves to the new page heading; after a tab switch it stays on the tab', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/explore');
    await visiblePage(page).getByText('Offline', { exact: true }).click();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Offline');

    await tab(page, 'Settings').click();
    await page.waitForURL('**/tabs/settings');
    await settled(page, '/tabs/settings');
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('ion-tab-button')?.id),
      'tab-button-settings',
    );
  });

  test('P3: Home shows the platform, the theme and its source, each start-up step and offline readiness', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/home', { colorScheme: 'dark' });
    assert.equal(await page.getByTestId('platform').innerText(), 'Web browser');
    assert.equal(await page.getByTestId('theme').innerText(), 'Dark, from the system setting');
    // Service workers are blocked here, and Home says so (offline.test.ts has each case).
    await expect(page.getByTestId('offline')).toHaveText('Unavailable');
    await page.locator('[data-testid="step-splash"]').waitFor();
    const steps = page.locator('[data-testid^="step-"]');
    assert.deepEqual(await steps.locator('h3').allInnerTexts(), [
      '1. Status bar set to its default style',
      '2. Theme applied',
      '3. Splash screen hidden',
    ]);
    assert.match(
      await page.getByTestId('step-statusBar').innerText(),
      /Skipped: Android and iOS only/,
    );
    assert.match(await page.getByTestId('step-darkMode').innerText(), /Done in \d+ ms/);
    await page.reload();
    await expect(page.getByTestId('theme')).toHaveText('Dark, from storage');
  });

  test('P4: Explore lists every capability, each with a page that says what it does, its state and a way to try it', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/explore');
    const items = visiblePage(page).locator('ion-item h2');
    const titles = await items.allInnerTexts();
    assert.deepEqual(titles, CAPABILITY_TITLES);
    for (const title of titles) {
      await visiblePage(page).getByText(title, { exact: true }).click();
      await page.locator(SHOWN_HEADINGS).getByText(title, { exact: true }).waitFor();
      const detail = visiblePage(page);
      await detail.getByRole('heading', { name: 'Live state' }).waitFor();
      await detail.getByRole('heading', { name: 'Try it' }).waitFor();
      await page.goBack();
      await page.waitForURL('**/tabs/explore');
      await settled(page, '/tabs/explore');
    }
  });

  test('P4: the dark-theme page toggles the theme; the deep-link page copies its own link', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/explore/dark-theme', {
      colorScheme: 'light',
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    assert.equal(await bodyIsDark(page), false);
    await visiblePage(page).locator('ion-toggle').click();
    await page.waitForFunction(() => document.body.classList.contains('dark'));
    assert.equal(await storedPrefersDark(page), 'true');

    await page.goto('/tabs/explore/deep-links');
    // The button is the app's: it answers once the app has taken the prerendered page over (P10).
    await appIsLive(page);
    await visiblePage(page).getByRole('button', { name: "Copy this page's link" }).click();
    await visiblePage(page).getByRole('status').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(new URL(copied).pathname, '/tabs/explore/deep-links');
  });

  test(
    'P5: the Dark mode toggle writes storage, applies at once and survives a reload',
    { tag: '@core' },
    async ({ openApp }) => {
      const { page } = await openApp('/tabs/settings', { colorScheme: 'dark' });
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
    },
  );

  test('P5: "Use system setting" forgets the choice and stores the system value; disabled while they agree', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/settings', {
      colorScheme: 'light',
      init: seedStorage('true'),
    });
    assert.equal(await bodyIsDark(page), true);
    const useSystem = () => visiblePage(page).getByRole('button', { name: 'Use system' });
    await expect(useSystem()).toBeEnabled();
    await useSystem().click();
    await page.waitForFunction(() => !document.body.classList.contains('dark'));
    assert.equal(await storedPrefersDark(page), 'false');
    // The theme is the system's now: nothing to forget until the two differ again.
    await expect(useSystem()).toBeDisabled();

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(useSystem()).toBeEnabled();
    await useSystem().click();
    await page.waitForFunction(() => document.body.classList.contains('dark'));
    assert.equal(await storedPrefersDark(page), 'true');
    await expect(useSystem()).toBeDisabled();

    await visiblePage(page).locator('ion-toggle').click();
    await page.waitForFunction(() => !document.body.classList.contains('dark'));
    await expect(useSystem()).toBeEnabled();
  });

  for (const mode of ['md', 'ios'] as const) {
    test(
      `P4: a capability page's intro lines up with its sections, in ${mode} mode`,
      { tag: '@core' },
      async ({ openApp }) => {
        const { page } = await openApp(`/tabs/explore/offline?ionic:mode=${mode}`);
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${mode}\\b`));
        const detail = visiblePage(page);
        await detail.getByRole('heading', { name: 'Live state' }).waitFor();
        const left = async (locator: Locator) => (await locator.boundingBox())?.x;
        const intro = await left(detail.locator('p').first());
        const sectionTitle = await left(detail.locator('.section-title').first());
        // Where an item's text starts: its label, inside the inset list's margin and the item's padding.
        const itemText = await left(detail.locator('ion-list ion-label').first());
        assert.ok(intro !== undefined && sectionTitle !== undefined && itemText !== undefined);
        assert.equal(intro, sectionTitle, 'the intro starts where the section titles do');
        assert.equal(intro, itemText, "the intro starts where the items' text does");
      },
    );
  }

  test('P5: About shows the name, the version from package.json, the build and the platform', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/settings');
    const about = visiblePage(page).getByRole('region', { name: 'About' });
    assert.ok((await about.innerText()).includes(APP_NAME));
    assert.equal(await page.getByTestId('version').innerText(), pkg.version);
    assert.match(await page.getByTestId('build').innerText(), /^[0-9a-f]{10}$/);
    assert.match(await about.innerText(), /Web browser/);
  });
});
