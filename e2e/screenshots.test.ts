import assert from 'node:assert/strict';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import type { Page } from '@playwright/test';
import { bodyIsDark, seedStorage, SHOWN_PAGE, waitForRest } from './support/app.ts';
import { longRun, test } from './support/fixtures.ts';

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

test.describe('screenshots', () => {
  // Every day Home in the light palette and Settings in the dark one.
  for (const [themeIndex, theme] of (['light', 'dark'] as const).entries()) {
    for (const [tabIndex, tab] of TAB_LIST.map((entry) => entry.id).entries()) {
      test(
        `S7: /tabs/${tab} is painted in the ${theme} palette`,
        longRun(tabIndex !== themeIndex * 2),
        async ({ openApp }) => {
          const { page } = await openApp(`/tabs/${tab}`, {
            init: seedStorage(String(theme === 'dark')),
          });
          assert.equal(await bodyIsDark(page), theme === 'dark');
          const luminance = await contentLuminance(page);
          if (theme === 'dark') assert.ok(luminance < 0.1, `dark background, got ${luminance}`);
          else assert.ok(luminance > 0.8, `light background, got ${luminance}`);
          await waitForRest(page);
          await keep(page, `${tab}-${theme}.png`);
        },
      );
    }
  }
});

/** Attaches a screenshot to the report; the reviewed pictures are the pixel references (P15). */
async function keep(page: Page, name: string): Promise<void> {
  await test.info().attach(name, { body: await page.screenshot(), contentType: 'image/png' });
}
