import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

/**
 * The features Playwright itself turns off (`disabledFeatures` in its chromiumSwitches.ts, as of
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
 * popups, each in a renderer of its own: about 0.5 s of CPU a context, as much as the app's load.
 */
const UNSEEN_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Flags that keep a headless Chromium quiet and lean on a machine with no outside network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...UNSEEN_POPUPS].join(',')}`,
];

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
 * Launches the browser `findChromium` names, for the benchmark (the tests get theirs from
 * Playwright Test), with `more` switches after ours.
 */
export async function launchChromium(more: readonly string[] = []): Promise<Browser> {
  const executablePath = findChromium();
  try {
    return await chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      headless: true,
      args: [...CHROMIUM_ARGS, ...more],
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
