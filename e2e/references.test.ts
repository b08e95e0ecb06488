/**
 * P15: pixel references a designer can review, kept small. Each screen once per mode and theme in
 * English, the tabs' screens once per other language, and the rail in both modes; each compared
 * with the reference by `toHaveScreenshot`, within a tolerance, in `npm run test:stress`.
 *
 * Chromium draws text a little differently from one major version to the next, so the references
 * are kept per major, in `e2e/references/chromium-<major>/`. A machine whose Chromium has no set
 * skips these tests and says so; `--update-snapshots` writes its set (look at each picture first).
 * The README shows pictures from the set in `README_CHROMIUM`.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { seedStorage, settled, SHOWN_PAGE, visiblePage } from './support/app.ts';
import { CAPABILITIES } from './support/capabilities.ts';
import { DEVICES } from './support/devices.ts';
import { expect, test } from './support/fixtures.ts';
import { LOCALES } from './support/texts.ts';

/** The major version whose references the README shows. */
export const README_CHROMIUM = 156;

const MODE_DEVICE = { md: DEVICES.android, ios: DEVICES.iphone } as const;
/** A common phone, drawn at one pixel a CSS pixel: small files, the same layout. */
const PHONE = { width: 390, height: 844 };

interface Shot {
  readonly name: string;
  readonly path: string;
  readonly mode: 'md' | 'ios';
  readonly theme: 'light' | 'dark';
  readonly language?: keyof typeof LOCALES;
  readonly viewport?: { width: number; height: number };
  /** What to do on the page before the picture. */
  readonly prepare?: (page: Page) => Promise<void>;
}

const SCREENS = [
  ...TAB_LIST.map((tab) => [tab.id, `/tabs/${tab.id}`] as const),
  ...CAPABILITIES.map(([id]) => [`explore-${id}`, `/tabs/explore/${id}`] as const),
];

const SHOTS: readonly Shot[] = [
  ...SCREENS.flatMap(([name, path]) =>
    (['md', 'ios'] as const).flatMap((mode) =>
      (['light', 'dark'] as const).map((theme) => ({
        name: `${name}-${mode}-${theme}`,
        path,
        mode,
        theme,
      })),
    ),
  ),
  ...(
    [
      ['de', 'md', 'light'],
      ['pl', 'ios', 'dark'],
      ['ar', 'md', 'dark'],
    ] as const
  ).flatMap(([language, mode, theme]) =>
    TAB_LIST.map((tab) => ({
      name: `${tab.id}-${language}-${mode}-${theme}`,
      path: `/tabs/${tab.id}`,
      mode,
      theme,
      language,
    })),
  ),
  {
    name: 'wide-md-light',
    path: '/tabs/explore',
    mode: 'md',
    theme: 'light',
    viewport: { width: 1280, height: 800 },
  },
  {
    name: 'wide-ios-dark',
    path: '/tabs/explore/tab-badges',
    mode: 'ios',
    theme: 'dark',
    viewport: { width: 820, height: 1180 },
    prepare: async (page) => {
      const shown = visiblePage(page);
      for (const name of ['Add one on Explore', 'Add one on Explore', 'A dot on Settings']) {
        await shown.getByRole('button', { name }).click();
      }
      await page.mouse.move(0, 0);
      await page.evaluate(() => {
        (document.activeElement as HTMLElement | null)?.blur();
      });
      await expect(page.locator('.tab-badge')).toHaveCount(2);
      await expect(page.locator('.ion-activated')).toHaveCount(0);
    },
  },
];

test.describe('P15: pixel references', () => {
  for (const shot of SHOTS) {
    test(`P15: ${shot.name} matches its reference`, async ({ browser, newPhoneContext }, info) => {
      const major = browser.version().split('.')[0] ?? '';
      const set = `chromium-${major}`;
      const writing =
        info.config.updateSnapshots === 'all' || info.config.updateSnapshots === 'changed';
      test.skip(
        !writing && !existsSync(join(info.project.testDir, 'references', set)),
        `no pixel references for Chromium ${major} (e2e/references/${set}); --update-snapshots writes them`,
      );
      const context = await newPhoneContext({
        ...MODE_DEVICE[shot.mode],
        viewport: shot.viewport ?? PHONE,
        deviceScaleFactor: 1,
        locale: LOCALES[shot.language ?? 'en'],
      });
      const page = await context.newPage();
      await context.addInitScript(seedStorage(String(shot.theme === 'dark')));
      await page.goto(`${shot.path}?ionic:mode=${shot.mode}&ionic:animated=false`);
      await page.locator('html[data-render="live"]').waitFor({ state: 'attached' });
      await settled(page, shot.path);
      await expect(page.locator(SHOWN_PAGE).getByText('Checking…')).toHaveCount(0);
      await page.evaluate(() => document.fonts.ready);
      await shot.prepare?.(page);
      await expect(page).toHaveScreenshot([set, `${shot.name}.png`], {
        // What changes from run to run, on the page shown: the build, a duration.
        mask: [
          visiblePage(page).locator('[data-testid="build"]'),
          visiblePage(page).locator('[data-testid="step-darkMode"] .live-value'),
        ],
        maxDiffPixelRatio: 0.01,
      });
    });
  }
});
