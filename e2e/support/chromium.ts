import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The features Playwright itself turns off (`disabledFeatures` in its Chromium switches, as of
 * 1.65). Chromium keeps only the last `--disable-features`, so ours must repeat them;
 * chromium.test.ts fails when Playwright's list changes.
 */
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Chromium 156 gives every new window, so every test's context, the address bar's two web-page
 * popups, each in a renderer of its own: about as much CPU a context as the app's load.
 */
const UNSEEN_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * Flags that keep a headless Chromium quiet and lean on a machine with no outside network, with
 * `alsoDisabled` features turned off beside ours.
 */
export function chromiumArgs(alsoDisabled: readonly string[] = []): string[] {
  return [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_POPUPS, ...alsoDisabled].join(',')}`,
  ];
}

export const CHROMIUM_ARGS = chromiumArgs();

/**
 * Chromium before 156 kept a failed module fetch in its module map and answered a later `import()`
 * of the same URL from it, without fetching (Debian ships either); turning this feature off makes a
 * newer Chromium do the same, so the tests of a retry hold for both.
 */
export const AS_CHROMIUM_150 = chromiumArgs(['ModuleMapDoNotCacheFailedFetch']);

/** Both ways a Chromium answers an `import()` of a URL whose fetch failed, for the tests of a retry. */
export const MODULE_MAPS = [
  { moduleMap: 'a failed module fetch forgotten', args: CHROMIUM_ARGS },
  { moduleMap: 'a failed module fetch kept, as in Chromium 150', args: AS_CHROMIUM_150 },
] as const;

/** Where Chrome installs itself on Linux, macOS and Windows. */
const INSTALLED_CHROME = [
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

/**
 * The browser to test with: `CHROME_PATH`, then Debian's Chromium, then an installed Chrome.
 * Undefined means none of them is there: Playwright then uses its own browser, which
 * `npx playwright install chromium` downloads.
 */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', ...INSTALLED_CHROME];
  return candidates.find((path): path is string => !!path && existsSync(path));
}

/**
 * Launches the browser `findChromium` names, for the benchmark and the tests that need other flags
 * than Playwright Test's browser has.
 */
export async function launchChromium(args: readonly string[] = CHROMIUM_ARGS): Promise<Browser> {
  const executablePath = findChromium();
  try {
    return await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      headless: true,
      args: [...args],
    });
  } catch (error) {
    throw new Error(
      [
        'No Chromium could be started. Install one of:',
        '  - Debian/Ubuntu: sudo apt-get install chromium',
        '  - any OS: npx playwright install chromium',
        'or point CHROME_PATH at a Chromium or Chrome binary.',
      ].join('\n'),
      { cause: error },
    );
  }
}
