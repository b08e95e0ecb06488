import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { seedStorage, settled, SHOWN_PAGE, visiblePage } from './support/app.ts';
import { describeViolations } from './support/axe.ts';
import { tabPath } from '../src/shared/paths.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { CAPABILITIES } from './support/capabilities.ts';
import { onEverydayDiagonal, STRESS_ONLY, test } from './support/fixtures.ts';

/** Every screen, reached as a person would: by the tab bar (every tab) and the Explore list. */
const PAGES: readonly (readonly [string, readonly (string | undefined)[]])[] = [
  ...TAB_LIST.map((tab) => [tabPath(tab.id), [tab.title]] as const),
  ...CAPABILITIES.map(([id, title]) => [`/tabs/explore/${id}`, ['Explore', title]] as const),
];

async function go(page: Page, taps: readonly (string | undefined)[]) {
  const [tab, item] = taps;
  if (tab !== undefined) {
    await page.getByRole('tab', { name: tab }).click();
    // A second tap on the selected tab returns it to its root (P2).
    const root = tabPath(TAB_LIST.find((entry) => entry.title === tab)?.id ?? '');
    await page.waitForFunction((to) => location.pathname === to, root);
  }
  if (item !== undefined) await visiblePage(page).getByText(item, { exact: true }).click();
}

const SETTINGS = (['md', 'ios'] as const).flatMap((mode) =>
  (['light', 'dark'] as const).map((theme) => ({ mode, theme })),
);

/**
 * One test per page, mode and theme: each walk is short, so a machine busy with other work slows
 * it without stopping it. Every day Home in Material's light theme and a capability page in iOS's
 * dark one; every page in every setting under stress.
 */
test.describe('accessibility (axe-core)', () => {
  SETTINGS.forEach(({ mode, theme }, setting) => {
    PAGES.forEach(([path, taps], row) => {
      test(`${path} has no axe violations in ${mode} mode, ${theme} theme`, async ({
        openApp,
        stress,
      }) => {
        test.skip(!stress && !(onEverydayDiagonal(row, setting) && row % 3 === 0), STRESS_ONLY);
        const { page } = await openApp(`/tabs/home?ionic:mode=${mode}`, {
          init: seedStorage(String(theme === 'dark')),
        });
        await go(page, taps);
        await page.waitForFunction((to) => location.pathname === to, path);
        await settled(page, path);
        const results = await new AxeBuilder({ page }).include(SHOWN_PAGE).analyze();
        const report = describeViolations(path, results.violations);
        assert.deepEqual(report, [], report.join('\n'));
      });
    });
  });
});
