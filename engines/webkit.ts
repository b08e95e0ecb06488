/**
 * WebKit (what iOS runs) through WebKitGTK's WebDriver server, `WebKitWebDriver`, driven by
 * selenium-webdriver. One WebDriver session per page: each starts its own MiniBrowser with the
 * profile's flags and an ephemeral store, so pages share nothing.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join } from 'node:path';
import { Builder, By, type WebDriver } from 'selenium-webdriver';
import { PHONE } from '../e2e/support/app.ts';
import { PROBE_KEY, probingProxy } from './consoleProbe.ts';
import { ensureDisplay } from './display.ts';
import type { Engine, EnginePage, Profile } from './driver.ts';

const MINIBROWSER_CANDIDATES = [
  process.env.WEBKIT_MINIBROWSER,
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
  '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.0/MiniBrowser',
  '/usr/libexec/webkit2gtk-4.1/MiniBrowser',
];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && existsSync(join(dir, command)));
}

function findMiniBrowser(): string | undefined {
  return MINIBROWSER_CANDIDATES.find((path): path is string => !!path && existsSync(path));
}

/** What is missing to run WebKit here, or undefined when nothing is. */
export function webkitMissing(): string | undefined {
  const missing = [
    onPath('WebKitWebDriver') ? '' : 'WebKitWebDriver',
    findMiniBrowser() ? '' : 'MiniBrowser',
    process.env.DISPLAY || onPath('Xvfb') ? '' : 'Xvfb',
  ].filter(Boolean);
  return missing.length ? missing.join(', ') : undefined;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitForDriver(url: string, driver: ChildProcess, output: string[]): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    if (driver.exitCode !== null) {
      throw new Error(`WebKitWebDriver exited (${driver.exitCode}): ${output.join('').trim()}`);
    }
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url} within 15 s`);
}

function webkitPage(driver: WebDriver, base: string): EnginePage {
  return {
    goto: async (path) => {
      await driver.get(base + path);
    },
    evaluate: (fn, ...args) => driver.executeScript(fn, ...args),
    click: async (selector) => {
      const found = await driver.findElements(By.css(selector));
      const element = found.at(-1);
      if (!element) throw new Error(`nothing matches ${selector}`);
      await element.click();
    },
    // WebDriver's Get Computed Role and Label, which WebKit answers from its accessibility tree;
    // asked of the elements that declare a role (it fails on some that have none, such as <slot>).
    hasAccessibleInShadow: async (host, role, name) => {
      for (const element of await driver.findElements(By.css(host))) {
        const inside = await (await element.getShadowRoot()).findElements(By.css('[role]'));
        for (const candidate of inside) {
          if (
            (await candidate.getAriaRole()) === role &&
            (await candidate.getAccessibleName()) === name
          ) {
            return true;
          }
        }
      }
      return false;
    },
    reload: () => driver.navigate().refresh(),
    // WebDriver's own commands: a script that starts a cross-document step can leave WebKitGTK's
    // next command waiting for good.
    go: (delta) => (delta < 0 ? driver.navigate().back() : driver.navigate().forward()),
    problems: async () =>
      JSON.parse(
        (await driver.executeScript<string | null>(
          (key: string) => sessionStorage.getItem(key),
          PROBE_KEY,
        )) ?? '[]',
      ) as string[],
    close: () => driver.quit(),
  };
}

/**
 * A WebDriver session, asked again when MiniBrowser does not come up: on a loaded machine about one
 * launch in twenty never answers. `--replace-on-new-session` lets the next request take its place.
 *
 * `start` gives selenium's thenable driver, which settles with the session. A stalled one is still
 * handled when it fails later (ECONNREFUSED once WebKitWebDriver stops): selenium leaves that
 * rejection unhandled until someone awaits the driver, and Node ends the whole run on it.
 */
export async function newSession<D>(
  start: () => PromiseLike<D>,
  waitMs = 15_000,
  attempts = 3,
): Promise<D> {
  for (let attempt = 1; ; attempt += 1) {
    const session = Promise.resolve(start());
    let timer: NodeJS.Timeout | undefined;
    const stalled = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        resolve(undefined);
      }, waitMs);
    });
    const started = await Promise.race([session, stalled]).finally(() => {
      clearTimeout(timer);
    });
    if (started !== undefined) return started;
    session.catch(() => undefined);
    if (attempt === attempts) {
      throw new Error(`MiniBrowser did not start in ${attempts} attempts of ${waitMs / 1000} s`);
    }
  }
}

/** Starts Xvfb (without a DISPLAY), WebKitWebDriver and the console probe for the build at `origin`. */
export async function launchWebKit(origin: string): Promise<Engine> {
  const miniBrowser = findMiniBrowser();
  if (!miniBrowser) throw new Error('MiniBrowser (webkit2gtk-driver) is missing');
  const display = await ensureDisplay();
  const proxy = await probingProxy(origin);
  const port = await freePort();
  const output: string[] = [];
  // One session at a time; a check that timed out must not leave its session in the next one's way.
  const server = spawn('WebKitWebDriver', [`--port=${port}`, '--replace-on-new-session'], {
    env: { ...process.env, DISPLAY: display.name },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Not left behind when the runner dies; MiniBrowsers end with their WebDriver server.
  const stop = () => server.kill();
  process.once('exit', stop);
  server.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const serverUrl = `http://127.0.0.1:${port}`;
  const close = async () => {
    process.off('exit', stop);
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill();
      await exited;
    }
    await proxy.close();
    await display.close();
  };
  try {
    await waitForDriver(serverUrl, server, output);
  } catch (error) {
    await close();
    throw error;
  }
  return {
    name: 'webkit',
    open: async (profile: Profile) => {
      const args = ['--automation'];
      // MiniBrowser's own switch: GTK's dark preference, which WebKitGTK reports as prefers-color-scheme.
      if (profile.colorScheme === 'dark') args.push('--dark-mode');
      if (profile.userAgent) args.push(`--user-agent=${profile.userAgent}`);
      const capabilities = {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: miniBrowser, args },
      };
      const driver = await newSession(() =>
        new Builder().usingServer(serverUrl).withCapabilities(capabilities).build(),
      );
      // The window keeps its toolbar's minimum (447x806); the phone's height is what it can take.
      await driver
        .manage()
        .window()
        .setRect(profile.viewport ?? PHONE);
      // A load or script that hangs fails its check with WebDriver's own message, not the runner's timeout.
      await driver.manage().setTimeouts({ pageLoad: 20_000, script: 10_000 });
      return webkitPage(driver, proxy.url);
    },
    close,
  };
}
