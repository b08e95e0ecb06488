/**
 * P10: no paint grows after hydration. What only the running app knows (the platform, the theme
 * and where it came from, each start-up step's outcome, offline readiness, a capability's live
 * state) is filled in after the prerendered page is painted; it takes the space it needs from the
 * first frame, so the page keeps its layout and the largest paint stays the prerendered one.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { CAPABILITIES } from './support/capabilities.ts';
import { appIsLive, holdAppStart, SHOWN_PAGE } from './support/app.ts';
import { DEVICES, type DeviceName } from './support/devices.ts';
import { expect, onEverydayDiagonal, STRESS_ONLY, test } from './support/fixtures.ts';

/** The pages with values the app fills in. */
const PAGES = [
  '/tabs/home',
  '/tabs/settings',
  ...CAPABILITIES.map(([id]) => `/tabs/explore/${id}`),
];

/**
 * The layout of the shown page's content, by each element's place in the tree: every element's
 * vertical place and height (what moves the page, and what makes a paint larger), and the whole
 * box of every element outside a row. Inside a row a value may take more or less width beside
 * its label, as a row does when its text changes; the row itself may not move or grow.
 */
function layout(page: Page): Promise<Record<string, string>> {
  return page.evaluate((shown) => {
    const content = document.querySelector(`${shown} > ion-content`);
    const out: Record<string, string> = {};
    const px = (value: number) => Math.round(value * 2) / 2;
    // The prerendered page holds each Ionic element's own parts in its light DOM (Stencil's
    // scoped output, `c-id="<host>.…"`); the upgraded element moves them into its shadow root.
    // Both are read as the page's own elements only (an icon's drawing, its own too, is left
    // out), so the same element has the same path.
    const own = (element: Element): Element[] =>
      [...element.children].flatMap((child) => {
        if (child.classList.contains('icon-inner')) return [];
        return /^[1-9]/.test(child.getAttribute('c-id') ?? '') ? own(child) : [child];
      });
    const visit = (element: Element, path: string, inRow: boolean) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      out[path] = (inRow ? [y, height] : [x, y, width, height]).map(px).join(',');
      own(element).forEach((child, index) => {
        visit(
          child,
          `${path}/${child.tagName.toLowerCase()}[${index}]`,
          inRow || element.tagName === 'ION-ITEM',
        );
      });
    };
    if (content) visit(content, 'ion-content', false);
    return out;
  }, SHOWN_PAGE);
}

/** Every value the app fills in has been filled in. */
async function filledIn(page: Page, path: string): Promise<void> {
  await appIsLive(page);
  await expect(page.locator(SHOWN_PAGE).getByText('Checking…')).toHaveCount(0);
  if (path === '/tabs/home') {
    await expect(page.locator(`${SHOWN_PAGE} [data-testid^="step-"]`)).toHaveCount(3);
  }
  // A frame for the last of it to be laid out.
  await page.evaluate(
    () =>
      new Promise((done) =>
        requestAnimationFrame(() => {
          done(undefined);
        }),
      ),
  );
}

test.describe('P10: no paint grows after hydration', () => {
  const NAMES = Object.keys(DEVICES) as DeviceName[];
  // Every day one page on each device (Settings and a capability); every page on both under stress.
  NAMES.forEach((device, column) => {
    PAGES.forEach((path, row) => {
      test(`P10 (${device}): filling in what the app knows on ${path} moves nothing and grows nothing, at the phone's width and at 320 px`, async ({
        newPhoneContext,
        stress,
      }) => {
        test.skip(!stress && !onEverydayDiagonal(row, column + 1), STRESS_ONLY);
        const changed: string[] = [];
        for (const width of [DEVICES[device].viewport.width, 320]) {
          const context = await newPhoneContext({
            ...DEVICES[device],
            viewport: { ...DEVICES[device].viewport, width },
          });
          const page = await context.newPage();
          const release = await holdAppStart(page);
          await page.goto(path);
          await expect(page.locator(`${SHOWN_PAGE} h1`)).toBeVisible();
          await page.evaluate(() => document.fonts.ready);
          const before = await layout(page);
          assert.ok(
            Object.keys(before).length > 5,
            `${width} px: the prerendered content is there`,
          );
          release();
          await filledIn(page, path);
          const after = await layout(page);
          for (const [element, box] of Object.entries(before)) {
            if (after[element] !== box) {
              changed.push(`${width} px ${element}: ${box} -> ${after[element] ?? 'gone'}`);
            }
          }
          await context.close();
        }
        assert.deepEqual(changed, []);
      });
    });
  });
});
