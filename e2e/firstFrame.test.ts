import assert from 'node:assert/strict';
import { LAUNCH_BACKGROUND } from '../capacitor.config.ts';
import { BOOT_SHELL_ID, BOOT_TITLE_CLASS } from '../src/startup/shell.ts';
import { FIRST_PAGE_MARK } from '../src/shared/startupPhases.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import {
  expectHeading,
  holdAppStart,
  seedStorage,
  shownState,
  waitForRest,
} from './support/app.ts';
import { longRun, test } from './support/fixtures.ts';

interface Frame {
  readonly dark: boolean | null;
  readonly shell: string | null;
  readonly body: string | null;
}

/**
 * From before the page's first frame: the theme in force and the painted shell's background in
 * every animation frame (rAF runs just before each paint) until the first page has entered, and
 * every change to the body's dark class.
 */
function recordFrames(firstPageMark: string, shellId: string): void {
  const w = window as unknown as { __frames: Frame[]; __darkChanges: boolean[] };
  w.__frames = [];
  w.__darkChanges = [];
  let last: boolean | undefined;
  new MutationObserver(() => {
    const dark = document.body.classList.contains('dark');
    if (dark !== last) w.__darkChanges.push(dark);
    last = dark;
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['class'] });
  const sample = () => {
    const shell = document.getElementById(shellId);
    const body = document.body as HTMLElement | null;
    w.__frames.push({
      // The theme in force: the body's class, or the head's decision until the body adopts it.
      dark: body
        ? body.classList.contains('dark') ||
          document.documentElement.getAttribute('data-boot-theme') === 'dark'
        : null,
      shell: shell ? getComputedStyle(shell).backgroundColor : null,
      body: body ? getComputedStyle(body).backgroundColor : null,
    });
    if (performance.getEntriesByName(firstPageMark).length === 0) {
      requestAnimationFrame(sample);
    }
  };
  requestAnimationFrame(sample);
}

/** `#121212` as the browser reports a computed colour: `rgb(18, 18, 18)`. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;
const SHELL_BACKGROUND = { dark: rgb(LAUNCH_BACKGROUND.dark), light: rgb(LAUNCH_BACKGROUND.light) };

test.describe('P6: no frame in the wrong theme', () => {
  // Every day nothing and "true" stored with a light system, "false" and garbage with a dark one.
  for (const scheme of ['light', 'dark'] as const) {
    for (const [index, stored] of ([undefined, 'true', 'false', 'garbage'] as const).entries()) {
      const expected =
        stored === 'true' || stored === 'false' ? stored === 'true' : scheme === 'dark';
      test(
        `a ${scheme} system with ${stored === undefined ? 'nothing' : `"${stored}"`} stored: every frame is ${expected ? 'dark' : 'light'}`,
        longRun((scheme === 'light') === index >= 2),
        async ({ openApp }) => {
          const { page } = await openApp('/tabs/home', {
            colorScheme: scheme,
            init: [
              ...(stored === undefined ? [] : [seedStorage(stored)]),
              {
                content: `(${recordFrames.toString()})(${JSON.stringify(FIRST_PAGE_MARK)}, ${JSON.stringify(BOOT_SHELL_ID)})`,
              },
            ],
          });
          await page.waitForFunction(
            (mark) => performance.getEntriesByName(mark).length > 0,
            FIRST_PAGE_MARK,
          );
          const { frames, darkChanges } = await page.evaluate(() => {
            const w = window as unknown as { __frames: Frame[]; __darkChanges: boolean[] };
            return { frames: w.__frames, darkChanges: w.__darkChanges };
          });
          const painted = frames.filter((frame) => frame.dark !== null);
          assert.ok(painted.length > 0, 'frames were sampled');
          assert.equal(painted.length, frames.length, 'no frame before the body existed');
          assert.deepEqual(
            painted.filter((frame) => frame.dark !== expected),
            [],
            `a frame in the wrong theme: ${JSON.stringify(frames)} ${JSON.stringify(darkChanges)}`,
          );
          // The shell is painted, in the theme's colours, from the first frame on.
          const colour = SHELL_BACKGROUND[expected ? 'dark' : 'light'];
          assert.equal(painted.find((frame) => frame.shell !== null)?.shell, colour);
          assert.deepEqual(
            painted.filter((frame) => frame.body !== colour),
            [],
            'the page behind the app in the wrong colour',
          );
          assert.deepEqual(
            darkChanges.filter((dark) => dark !== expected),
            [],
            'the body switched to the wrong theme at some point',
          );
        },
      );
    }
  }

  test('the painted shell shows the tab the URL names, and is gone once the first page has entered', async ({
    openApp,
  }) => {
    const { page } = await openApp('/tabs/settings', {
      init: {
        content: `document.addEventListener('DOMContentLoaded', () => {
          const shell = document.getElementById(${JSON.stringify(BOOT_SHELL_ID)});
          window.__shell = {
            selected: shell?.querySelector('.selected')?.textContent,
            title: shell?.querySelector(${JSON.stringify(`.${BOOT_TITLE_CLASS}`)})?.textContent,
            tabs: [...(shell?.querySelectorAll('[data-tab]') ?? [])].map((tab) => tab.textContent),
          };
        });`,
      },
    });
    const shell = await page.evaluate(() => (window as unknown as { __shell: unknown }).__shell);
    assert.deepEqual(shell, {
      selected: 'Settings',
      title: 'Settings',
      tabs: TAB_LIST.map((tab) => tab.title),
    });
    await page.waitForFunction((id) => document.getElementById(id) === null, BOOT_SHELL_ID);
  });

  test('a tab tapped on the painted shell before the app is up is where the app goes', async ({
    newPhoneContext,
  }) => {
    const context = await newPhoneContext();
    const page = await context.newPage();
    // The app's start is held back until the shell has been tapped.
    const release = await holdAppStart(page);
    // A path with no prerendered page (an unknown one, which lands on Home, S2): the painted
    // shell is what shows.
    await page.goto('/nope');
    const settings = TAB_LIST.find((tab) => tab.id === 'settings');
    assert.ok(settings, 'the tab list has Settings');
    await page.locator(`#${BOOT_SHELL_ID} [data-tab="${settings.id}"]`).click();
    assert.deepEqual(
      await page.evaluate(
        ([id, titleClass]) => {
          const shell = document.getElementById(id);
          return {
            selected: shell?.querySelector('.selected')?.textContent,
            title: shell?.querySelector(`.${titleClass}`)?.textContent,
            app: document.querySelectorAll('ion-tab-button').length,
          };
        },
        [BOOT_SHELL_ID, BOOT_TITLE_CLASS] as const,
      ),
      { selected: settings.title, title: settings.title, app: 0 },
      'the shell shows the tap at once, before the app exists',
    );
    release();
    await expectHeading(page, settings.title);
    await waitForRest(page);
    assert.deepEqual(await shownState(page), {
      path: `/tabs/${settings.id}`,
      headings: [settings.title],
      selectedTabs: [settings.id],
    });
  });
});
