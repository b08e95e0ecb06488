import assert from 'node:assert/strict';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { bodyIsDark, expectHeading, seedStorage, SHOWN_PAGE, waitForRest } from './support/app.ts';
import { LOCALES, textOf } from './support/texts.ts';
import { expect, test } from './support/fixtures.ts';

/** Attached to the HTML report; `UPDATE_SCREENSHOTS=1 npm run test:e2e` also refreshes the README's. */
const DOCS = 'docs/screenshots';

/** Relative luminance (WCAG) of the colour painted behind the page content. */
function contentLuminance(page: Page): Promise<number> {
  return page
    .locator(`${SHOWN_PAGE} ion-content`)
    .last()
    .evaluate((content) => {
      const probe = document.createElement('div');
      probe.style.color = getComputedStyle(content).getPropertyValue('--background');
      document.body.append(probe);
      const rgb =
        getComputedStyle(probe)
          .color.match(/\d+(\.\d+)?/g)
          ?.map(Number) ?? [];
      probe.remove();
      const channel = (value = 0) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(rgb[0]) + 0.7152 * channel(rgb[1]) + 0.0722 * channel(rgb[2]);
    });
}

/** A tablet held sideways, or a small desktop window: the navigation rail (P12). */
const WIDE = { width: 1024, height: 768 };

test.describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const tab of TAB_LIST.map((entry) => entry.id)) {
      test(`S7: /tabs/${tab} is painted in the ${theme} palette`, async ({ openApp }) => {
        const { page } = await openApp(`/tabs/${tab}`, {
          init: seedStorage(String(theme === 'dark')),
        });
        assert.equal(await bodyIsDark(page), theme === 'dark');
        const luminance = await contentLuminance(page);
        if (theme === 'dark') assert.ok(luminance < 0.1, `dark background, got ${luminance}`);
        else assert.ok(luminance > 0.8, `light background, got ${luminance}`);
        await waitForRest(page);
        await keep(page, `${tab}-${theme}.png`);
      });
    }
  }

  for (const [mode, theme, path] of [
    ['md', 'light', '/tabs/explore'],
    ['ios', 'dark', '/tabs/explore/tab-badges'],
  ] as const) {
    test(`P12: a wide window in ${mode} mode, ${theme}: the rail, a readable width${path.endsWith('badges') ? ', badges' : ''}`, async ({
      openApp,
    }) => {
      const { page } = await openApp(`${path}?ionic:mode=${mode}`, {
        viewport: WIDE,
        init: seedStorage(String(theme === 'dark')),
      });
      await waitForRest(page);
      if (path.endsWith('badges')) {
        const shown = page.locator(SHOWN_PAGE);
        for (const name of ['Add one on Explore', 'Add one on Explore', 'A dot on Settings']) {
          await shown.getByRole('button', { name }).click();
        }
        await page.mouse.move(0, 0);
        await page.evaluate(() => {
          (document.activeElement as HTMLElement | null)?.blur();
        });
        await page.locator('.tab-badge').nth(1).waitFor();
        // The buttons at rest, as Ionic draws them once a press has ended.
        await expect(page.locator('.ion-activated')).toHaveCount(0);
      }
      await keep(page, `wide-${mode}-${theme}.png`);
    });
  }
});

/** P14: a device set to Arabic and one set to German, as the README shows them. */
test.describe('screenshots in other languages', () => {
  for (const [language, path, theme] of [
    ['ar', '/tabs/explore', 'light'],
    ['de', '/tabs/settings', 'dark'],
  ] as const) {
    test(`P14: ${path} on a device in ${LOCALES[language]}, ${theme}`, async ({ openApp }) => {
      const { page } = await openApp(path, {
        locale: LOCALES[language],
        init: seedStorage(String(theme === 'dark')),
      });
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expectHeading(page, textOf(language, `tab.${path.split('/')[2] ?? ''}`));
      await waitForRest(page);
      await keep(page, `${path.split('/')[2] ?? ''}-${language}.png`);
    });
  }
});

/** Attaches a screenshot to the report, and with UPDATE_SCREENSHOTS=1 writes it for the README. */
async function keep(page: Page, name: string): Promise<void> {
  const shot = await page.screenshot();
  await test.info().attach(name, { body: shot, contentType: 'image/png' });
  if (process.env.UPDATE_SCREENSHOTS) {
    mkdirSync(DOCS, { recursive: true });
    writeFileSync(join(DOCS, name), shot);
  }
}
