/**
 * P15: finished to the pixel. Every screen in every language (the pseudo-locale included), mode,
 * theme and width from 320 to 1280 px is read from the boxes and styles the browser laid out
 * (support/geometry.ts): hit areas, cut and overlapping text, the switch's knob, text against an
 * edge, rows and spacing, the sizes and contrast of secondary text and disabled controls, code
 * names. One load a cell walks every screen as a person would; every day the pseudo-locale at the
 * narrowest width in Material's light theme and Arabic at the widest in iOS's dark one, and
 * `npm run test:stress` runs every cell.
 */
import assert from 'node:assert/strict';
import type { Page } from '@playwright/test';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { directionOf, type Language } from '../src/shared/languages.ts';
import { CAPABILITIES } from './support/capabilities.ts';
import {
  holdAppStart,
  openAppIn,
  seedStorage,
  settled,
  SHOWN_PAGE,
  visiblePage,
  waitForRest,
} from './support/app.ts';
import { DEVICES } from './support/devices.ts';
import { fakeNative } from './support/fakeNative.ts';
import { expect, longRun, STRESS_ONLY, test } from './support/fixtures.ts';
import { inspectScreen, rulesFor, SCREEN_PARTS } from './support/geometry.ts';
import { pseudo, usePseudoLocale } from './support/pseudo.ts';
import { LOCALES, textOf } from './support/texts.ts';

type Shown = Language | 'pseudo';
const LANGUAGES_SHOWN: readonly Shown[] = ['en', 'de', 'pl', 'ar', 'pseudo'];
/** The narrowest phone, a common one, a tablet and a desktop window. */
const WIDTHS = [320, 390, 820, 1280] as const;
const SETTINGS = (['md', 'ios'] as const).flatMap((mode) =>
  (['light', 'dark'] as const).map((theme) => ({ mode, theme })),
);
const MODE_DEVICE = { md: DEVICES.android, ios: DEVICES.iphone } as const;

/** A message as a person set to `language` reads it. */
function say(language: Shown, id: string): string {
  return language === 'pseudo' ? pseudo(textOf('en', id)) : textOf(language, id);
}

/** Goes to a tab's root, as a person does: its button, and again if it shows a pushed page. */
async function toTab(page: Page, id: string): Promise<void> {
  const button = page.locator(`ion-tab-button[tab="${id}"]`);
  await button.click();
  await waitForRest(page);
  if (new URL(page.url()).pathname !== `/tabs/${id}`) await button.click();
  await page.waitForURL(`**/tabs/${id}`);
  await settled(page, `/tabs/${id}`);
}

/** Every fault on the screen now, each with where it was seen. */
async function faultsOn(page: Page, where: string, mode: 'md' | 'ios'): Promise<string[]> {
  // Fonts and the last render of what the app filled in, laid out.
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(
    () =>
      new Promise((done) => {
        requestAnimationFrame(() => {
          done(undefined);
        });
      }),
  );
  const faults = await page.evaluate(inspectScreen, { rules: rulesFor(mode), parts: SCREEN_PARTS });
  return faults.map((fault) => `${where}: ${fault}`);
}

test.describe('P15: every screen, finished to the pixel', () => {
  // Every day the two far corners: the longest texts at 320 px, Material, light; right to left at
  // 1280 px, iOS, dark.
  LANGUAGES_SHOWN.forEach((language) => {
    WIDTHS.forEach((width, widthIndex) => {
      SETTINGS.forEach(({ mode, theme }, setting) => {
        const everyday =
          (language === 'pseudo' && widthIndex === 0 && setting === 0) ||
          (language === 'ar' &&
            widthIndex === WIDTHS.length - 1 &&
            setting === SETTINGS.length - 1);
        test(`P15 (${language}, ${width} px, ${mode}, ${theme}): every screen has full-size hit areas, no cut, overlapping or edge-bound text, even rows, readable secondary and disabled text, a true switch and no code names`, async ({
          newPhoneContext,
          stress,
        }) => {
          test.skip(!stress && !everyday, STRESS_ONLY);
          const context = await newPhoneContext({
            ...MODE_DEVICE[mode],
            viewport: { width, height: width < 600 ? 720 : 800 },
            locale: language === 'pseudo' ? 'en-US' : LOCALES[language],
          });
          if (language === 'pseudo') await usePseudoLocale(context);
          const { page } = await openAppIn(
            context,
            `/tabs/home?ionic:mode=${mode}&ionic:animated=false`,
            { init: seedStorage(String(theme === 'dark')) },
          );
          await expect(page.locator('html')).toHaveAttribute(
            'dir',
            directionOf(language === 'pseudo' ? 'en' : language),
          );
          const faults: string[] = [];
          for (const tab of TAB_LIST) {
            await toTab(page, tab.id);
            faults.push(...(await faultsOn(page, `/tabs/${tab.id}`, mode)));
          }
          for (const [index, [id]] of CAPABILITIES.entries()) {
            await toTab(page, 'explore');
            await visiblePage(page).locator('ion-item').nth(index).click();
            await page.waitForURL(`**/tabs/explore/${id}`);
            await settled(page, `/tabs/explore/${id}`);
            faults.push(...(await faultsOn(page, `/tabs/explore/${id}`, mode)));
            if (id === 'back-button') {
              await visiblePage(page)
                .getByRole('button', { name: say(language, 'demo.back.openSheet'), exact: true })
                .click();
              const sheet = page.locator('ion-modal.show-modal');
              await expect(sheet).toBeVisible();
              await page.waitForFunction(() =>
                document.getAnimations().every((animation) => animation.playState !== 'running'),
              );
              faults.push(...(await faultsOn(page, `/tabs/explore/${id}, its sheet`, mode)));
              await sheet.evaluate((modal: HTMLIonModalElement) => modal.dismiss());
              await expect(sheet).toHaveCount(0);
            }
          }
          expect(faults, `${faults.length} faults`).toEqual([]);
        });
      });
    });
  });
});

test.describe('P15: right to left mirrors state at once', () => {
  for (const mode of ['md', 'ios'] as const) {
    test(
      `P15 (${mode}): choosing العربية in Settings puts the Dark mode switch's knob on its side at once, off and on, and back in English`,
      longRun(mode === 'ios'),
      async ({ newPhoneContext }) => {
        const context = await newPhoneContext({ ...MODE_DEVICE[mode] });
        const { page, problems } = await openAppIn(context, `/tabs/settings?ionic:mode=${mode}`, {
          init: seedStorage('false'),
        });
        const toggle = page.locator(`${SHOWN_PAGE} ion-toggle`);
        /** Where the knob is now, read once: no waiting for a later render to put it right. */
        const knobSide = () =>
          toggle.evaluate((element) => {
            const track = element.shadowRoot
              ?.querySelector('.toggle-icon')
              ?.getBoundingClientRect();
            const knob = element.shadowRoot
              ?.querySelector('.toggle-inner')
              ?.getBoundingClientRect();
            if (!track || !knob) return 'missing';
            return knob.left + knob.width / 2 > track.left + track.width / 2 ? 'right' : 'left';
          });
        /** Two frames after `html[dir]` changed: the knob's transition is not awaited. */
        const afterLanguage = async (dir: 'ltr' | 'rtl') => {
          await expect(page.locator('html')).toHaveAttribute('dir', dir);
          await page.evaluate(
            () =>
              new Promise((done) => {
                requestAnimationFrame(() => {
                  requestAnimationFrame(() => {
                    done(undefined);
                  });
                });
              }),
          );
        };
        // The knob moves with a transition of Ionic's: its place is read once it has ended.
        const settledKnob = async () => {
          await page.waitForFunction(() =>
            document.getAnimations().every((animation) => animation.playState !== 'running'),
          );
          return knobSide();
        };
        await expect.poll(settledKnob, { message: 'off, left to right' }).toBe('left');
        await page.locator('[data-language="ar"]').click();
        await afterLanguage('rtl');
        // Off in a right-to-left page: the knob at the right, the start edge, with no reload.
        expect(await knobSide(), 'off, right to left, at once').toBe('right');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await expect.poll(settledKnob, { message: 'on, right to left' }).toBe('left');
        await page.locator('[data-language="en"]').click();
        await afterLanguage('ltr');
        expect(await knobSide(), 'on, left to right, at once').toBe('right');
        assert.deepEqual(problems, []);
      },
    );
  }
});

test.describe('P15: what a platform cannot do', () => {
  test('P15: on the web the splash screen and status bar buttons are disabled, each with the reason beside it', async ({
    openApp,
  }) => {
    const reason = textOf('en', 'reason.noNative');
    const { page } = await openApp('/tabs/explore/splash-screen');
    const splash = visiblePage(page).getByRole('button', { name: 'Show splash screen' });
    await expect(splash).toBeDisabled();
    // The reason is the row above the button, in the same list.
    const said = (id: string) => textOf('en', id).replace('{reason}', reason);
    const splashReason = visiblePage(page).getByText(said('demo.splash.notHere'), { exact: true });
    await expect(splashReason).toBeVisible();
    await page.goto('/tabs/explore/status-bar');
    await waitForRest(page);
    for (const name of ['Default', 'Dark text', 'Light text']) {
      await expect(visiblePage(page).getByRole('button', { name, exact: true })).toBeDisabled();
    }
    await expect(
      visiblePage(page).getByText(said('demo.statusBar.notHere'), { exact: true }),
    ).toBeVisible();
  });

  /**
   * The box of every row, section and control of the page's content, by its place in the tree:
   * inside a row the result itself may take the room kept for it.
   */
  const boxes = (page: Page) =>
    visiblePage(page).evaluate((content) => {
      const out: Record<string, string> = {};
      // Places on the page, not in the window: a tap scrolls its button into view.
      const top = content.firstElementChild?.getBoundingClientRect().top ?? 0;
      const visit = (element: Element, path: string) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        out[path] = [x, y - top, width, height].map((value) => Math.round(value)).join(',');
        if (element.tagName === 'ION-ITEM' && !element.querySelector('ion-button')) return;
        [...element.children].forEach((child, index) => {
          visit(child, `${path}/${child.tagName.toLowerCase()}[${index}]`);
        });
      };
      [...content.children].forEach((child, index) => {
        visit(child, `${child.tagName.toLowerCase()}[${index}]`);
      });
      return out;
    });

  for (const [platform, answer] of [
    ['android', 'resolve'],
    ['ios', 'reject'],
  ] as const) {
    test(`P15 (${platform}, plugins that ${answer}): a tap on each button of the splash screen and status bar pages moves nothing on the page`, async ({
      newPhoneContext,
    }) => {
      const context = await newPhoneContext(platform === 'ios' ? DEVICES.iphone : DEVICES.android);
      const answers = { 'SplashScreen.show': answer, 'StatusBar.setStyle': answer } as const;
      const { page } = await openAppIn(context, '/tabs/explore/splash-screen', {
        init: fakeNative({ platform, answers: { ...answers } }),
      });
      for (const [path, names] of [
        ['/tabs/explore/splash-screen', ['Show splash screen']],
        ['/tabs/explore/status-bar', ['Default', 'Dark text', 'Light text']],
      ] as const) {
        if (new URL(page.url()).pathname !== path) {
          await page.goto(path);
          await waitForRest(page);
        }
        const before = await boxes(page);
        for (const name of names) {
          const button = visiblePage(page).getByRole('button', { name, exact: true });
          await expect(button).toBeEnabled();
          await button.click();
          await page.waitForTimeout(100);
          const after = await boxes(page);
          const moved = Object.entries(before).filter(([key, box]) => after[key] !== box);
          expect(moved, `${path}: after ${name}`).toEqual([]);
        }
      }
    });
  }
});

test.describe('P15: nothing moves when the app takes over', () => {
  for (const mode of ['md', 'ios'] as const) {
    test(
      `P15, P10 (${mode}): a capability page's back button and title stay where they were painted`,
      longRun(mode === 'md'),
      async ({ newPhoneContext }) => {
        const context = await newPhoneContext({ ...MODE_DEVICE[mode] });
        const page = await context.newPage();
        const release = await holdAppStart(page);
        await page.goto('/tabs/explore/offline');
        const header = page.locator(`${SHOWN_PAGE} > ion-header`);
        await expect(header.locator('h1')).toHaveText('Offline');
        await page.evaluate(() => document.fonts.ready);
        const read = () =>
          header.evaluate((element) =>
            [...element.querySelectorAll('ion-back-button, ion-title, h1')].map((part) => {
              const { x, y, width, height } = part.getBoundingClientRect();
              return `${part.tagName} ${[x, y, width, height].map((v) => Math.round(v)).join(',')}`;
            }),
          );
        const painted = await read();
        release();
        await waitForRest(page);
        expect(await read()).toEqual(painted);
      },
    );
  }
});
