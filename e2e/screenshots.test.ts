import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { appHarness, bodyIsDark, openApp, seedStorage } from './support/app.ts';

const app = appHarness();

/** Always saved here; `UPDATE_SCREENSHOTS=1 npm run test:e2e` also refreshes the README's. */
const ARTIFACTS = 'e2e/.artifacts/screenshots';
const DOCS = 'docs/screenshots';

/** Relative luminance (WCAG) of the colour painted behind the page content. */
function contentLuminance(page: Page): Promise<number> {
  return page
    .locator('.ion-page:not(.ion-page-hidden) ion-content')
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

describe('screenshots', () => {
  for (const theme of ['light', 'dark'] as const) {
    for (const tab of ['home', 'explore', 'settings']) {
      it(`S7: /tabs/${tab} is painted in the ${theme} palette`, async () => {
        const { page, close } = await openApp(app(), `/tabs/${tab}`, {
          init: seedStorage(String(theme === 'dark')),
        });
        try {
          assert.equal(await bodyIsDark(page), theme === 'dark');
          const luminance = await contentLuminance(page);
          if (theme === 'dark') assert.ok(luminance < 0.1, `dark background, got ${luminance}`);
          else assert.ok(luminance > 0.8, `light background, got ${luminance}`);
          await page.waitForTimeout(300); // let the tab's entering transition settle
          const dirs = process.env.UPDATE_SCREENSHOTS ? [ARTIFACTS, DOCS] : [ARTIFACTS];
          for (const dir of dirs) {
            mkdirSync(dir, { recursive: true });
            await page.screenshot({ path: join(dir, `${tab}-${theme}.png`) });
          }
        } finally {
          await close();
        }
      });
    }
  }
});
