import assert from 'node:assert/strict';
import { LOG_TAG } from '../src/shared/appIdentity.ts';
import {
  appIsLive,
  bodyIsDark,
  expectHeading,
  seedStorage,
  storedPrefersDark,
  visiblePage,
} from './support/app.ts';
import { fakeNative, nativeCalls, outwaitHang } from './support/fakeNative.ts';
import { inEverydaySample, longRun, STRESS_ONLY, test } from './support/fixtures.ts';

/** Counts of what each test injected, printed at the end for the README's figures. */
const injected = { storageFaults: 0, garbageValues: 0, schemeFaults: 0, pluginFaults: 0 };

type StorageFault = 'read' | 'write' | 'both' | 'quota' | 'access';

/** Breaks `localStorage` before the app runs, the way browsers break it. */
function breakStorage(fault: StorageFault): { content: string } {
  const body: Record<StorageFault, string> = {
    read: `Storage.prototype.getItem = () => { throw new DOMException('denied', 'SecurityError'); };`,
    write: `Storage.prototype.setItem = () => { throw new DOMException('denied', 'SecurityError'); };
            Storage.prototype.removeItem = Storage.prototype.setItem;`,
    both: `Storage.prototype.getItem = Storage.prototype.setItem = Storage.prototype.removeItem =
             () => { throw new DOMException('denied', 'SecurityError'); };`,
    quota: `Storage.prototype.setItem = () => { throw new DOMException('full', 'QuotaExceededError'); };`,
    access: `Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });`,
  };
  return { content: body[fault] };
}

test.describe('faults and bad input', () => {
  // Every day a read that fails with a dark system and a full store with a light one; every fault
  // with both under stress.
  const SCHEMES = ['dark', 'light'] as const;
  (['read', 'write', 'both', 'quota', 'access'] as const).forEach((fault, row) => {
    SCHEMES.forEach((scheme, column) => {
      test(`P9: storage that fails (${fault}) with a ${scheme} system: the app starts, follows the system, toggles for the session`, async ({
        openApp,
        stress,
      }) => {
        test.skip(
          !stress && !(row % 3 === 0 && inEverydaySample(row, column, SCHEMES.length)),
          STRESS_ONLY,
        );
        injected.storageFaults++;
        const { page, problems, errors } = await openApp('/tabs/settings', {
          colorScheme: scheme,
          init: breakStorage(fault),
        });
        await expectHeading(page, 'Settings');
        assert.equal(await bodyIsDark(page), scheme === 'dark');
        await visiblePage(page).locator('ion-toggle').click();
        await page.waitForFunction(
          (dark) => document.body.classList.contains('dark') === dark,
          scheme !== 'dark',
        );
        assert.deepEqual(errors(), []);
        assert.equal(problems.length, 1, problems.join('\n'));
        assert.ok(
          (problems[0] ?? '').startsWith(`warning: ${LOG_TAG} Storage is unavailable`),
          problems[0],
        );
      });
    });
  });

  const GARBAGE = [
    '',
    'yes',
    '1',
    '0',
    'TRUE',
    'False',
    'null',
    'undefined',
    '{',
    '"true"',
    ' true',
    'x'.repeat(1024 * 1024),
  ];
  // One page, reloaded for each value: a load is what reads the stored value, and the suite's
  // minutes go to loads, not to contexts.
  test(`P9: each of ${GARBAGE.length} stored values that are not a boolean is no stored value: the system value is stored and used, one warning`, async ({
    openApp,
  }) => {
    const { page, problems } = await openApp('/tabs/home', { colorScheme: 'dark' });
    for (const raw of GARBAGE) {
      const shown = `${JSON.stringify(raw.slice(0, 12))}${raw.length > 12 ? `… (${raw.length} chars)` : ''}`;
      await page.evaluate((value) => {
        localStorage.setItem('prefersDark', value);
      }, raw);
      problems.splice(0);
      await page.reload();
      await appIsLive(page);
      injected.garbageValues++;
      assert.equal(await bodyIsDark(page), true, shown);
      assert.equal(await storedPrefersDark(page), 'true', shown);
      assert.equal(problems.length, 1, `${shown}: ${problems.join('\n')}`);
      assert.match(problems[0] ?? '', /Ignored a stored prefersDark/, shown);
    }
  });

  const SCHEME_FAULTS = {
    missing: `delete window.matchMedia; window.matchMedia = undefined;`,
    throwing: `window.matchMedia = () => { throw new Error('matchMedia broke'); };`,
  };
  for (const [name, content] of Object.entries(SCHEME_FAULTS)) {
    test(
      `P9: matchMedia ${name}: treated as light, the app works`,
      longRun(name === 'throwing'),
      async ({ openApp }) => {
        injected.schemeFaults++;
        const { page, errors, problems } = await openApp('/tabs/home', {
          colorScheme: 'dark',
          init: { content },
        });
        await expectHeading(page, 'Home');
        assert.equal(await bodyIsDark(page), false);
        assert.equal(await storedPrefersDark(page), 'false');
        assert.deepEqual(errors(), []);
        assert.ok(
          problems.some((p) => /system colour scheme/.test(p)),
          problems.join('\n'),
        );
        await page.getByRole('tab', { name: 'Explore' }).click();
        await expectHeading(page, 'Explore');
      },
    );
  }

  for (const call of ['StatusBar.setStyle', 'SplashScreen.hide']) {
    for (const answer of ['reject', 'throw', 'hang'] as const) {
      test(
        `P9, S8: ${call} that ${answer}s: start-up ends, the theme holds, the app works`,
        longRun(answer === 'throw' || (answer === 'hang') === (call === 'StatusBar.setStyle')),
        async ({ openApp }) => {
          injected.pluginFaults++;
          const { page, errors } = await openApp('/tabs/home', {
            init: [
              fakeNative({ platform: 'android', answers: { [call]: answer } }),
              seedStorage('true'),
            ],
            clock: answer === 'hang',
          });
          if (answer === 'hang') await outwaitHang(page, call);
          await page.locator('[data-testid="step-splash"]').waitFor({ timeout: 10_000 });
          const calls = (await nativeCalls(page)).map((c) => c.call);
          assert.ok(calls.includes('SplashScreen.hide'), 'the splash screen was asked to hide');
          assert.equal(await bodyIsDark(page), true);
          assert.equal(errors().length, 1, errors().join('\n'));
          await page.getByRole('tab', { name: 'Settings' }).click();
          await expectHeading(page, 'Settings');
        },
      );
    }
  }

  test('P9: every native call failing at once still ends start-up and leaves a working app', async ({
    openApp,
  }) => {
    injected.pluginFaults++;
    const { page, errors } = await openApp('/tabs/home', {
      init: fakeNative({
        platform: 'ios',
        answers: { 'StatusBar.setStyle': 'hang', 'SplashScreen.hide': 'reject' },
      }),
      clock: true,
    });
    await outwaitHang(page, 'StatusBar.setStyle');
    await page.locator('[data-testid="step-splash"]').waitFor({ timeout: 10_000 });
    assert.equal(await page.getByTestId('step-statusBar').getAttribute('data-status'), 'failed');
    assert.equal(await page.getByTestId('step-splash').getAttribute('data-status'), 'failed');
    assert.equal(errors().length, 2, errors().join('\n'));
  });

  test('reports what it injected', ({ stress }) => {
    console.log(`faults injected: ${JSON.stringify(injected)}`);
    assert.ok(injected.storageFaults >= (stress ? 10 : 2) && injected.garbageValues >= 12);
  });
});
