/**
 * Cold loads as a person's browser runs them: no DevTools inspector in the page.
 *
 * Playwright enables the DevTools protocol's Runtime domain in every page it drives, and so does
 * Lighthouse. While it is enabled, V8 records a detailed stack trace (source positions included)
 * for every Error object made, which makes it parse again each function on the stack. React DOM
 * makes six Errors as its module runs (`var SelectiveHydrationException = Error(…)` and others),
 * and each app then reparses React DOM's whole module function and its chunk: at CPU ×4 about
 * 150 ms on Tabshell's start and more on a stock app's, which no person pays (docs/performance.md).
 *
 * This module drives a Chromium of its own over the DevTools protocol with only the Page and
 * Emulation domains (and Runtime.evaluate, which does not enable the Runtime domain), with the same
 * probe as measure.ts's `load`, so the load figures can be read both ways in one run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { DEVICES } from '../e2e/support/devices.ts';
import { fakeNative } from '../e2e/support/fakeNative.ts';
import { LCP_SETTLED_MS, loadTimings, readyProbe, type Target } from './measure.ts';
import type { UninspectedLoad } from './report.ts';

/**
 * Playwright's own switches that bear on timing (its chromiumSwitches, as of 1.65), so a page runs
 * here as it runs in the Chromium Playwright starts, but for the inspector.
 */
const PLAYWRIGHT_TIMING_ARGS = [
  '--headless',
  '--disable-field-trial-config',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-back-forward-cache',
  '--disable-dev-shm-usage',
  '--disable-extensions',
  '--disable-default-apps',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
  '--mute-audio',
];

/** As Playwright's `serviceWorkers: 'block'`: the precache stays out of the load. */
const BLOCK_SERVICE_WORKERS = `Object.defineProperty(ServiceWorkerContainer.prototype, 'register', {
  value: () => Promise.reject(new DOMException('Service workers are blocked.', 'SecurityError')),
});`;

type Send = (method: string, params?: object, sessionId?: string) => Promise<unknown>;

export interface UninspectedBrowser {
  load(target: Target, cpu: number): Promise<UninspectedLoad>;
  /** The JS heap in bytes after a cold load (no throttling), settling and two full GCs. */
  heapAfterGc(target: Target): Promise<number>;
  close(): Promise<void>;
}

/** Starts a headless Chromium that no inspector is attached to, and speaks to it over a socket. */
export async function launchUninspected(): Promise<UninspectedBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-uninspected-'));
  const executable = findChromium() ?? chromium.executablePath();
  const child: ChildProcess = spawn(
    executable,
    [
      ...CHROMIUM_ARGS,
      ...PLAYWRIGHT_TIMING_ARGS,
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const endpoint = await new Promise<string>((resolve, reject) => {
    let said = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const found = /DevTools listening on (ws:\S+)/.exec(said);
      if (found?.[1]) resolve(found[1]);
    });
    child.once('exit', (code) => {
      reject(new Error(`Chromium (${executable}) exited with ${code}: ${said.slice(-500)}`));
    });
  });
  const socket = new WebSocket(endpoint);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    const call = message.id === undefined ? undefined : waiting.get(message.id);
    if (!call || message.id === undefined) return;
    waiting.delete(message.id);
    if (message.error) call.reject(new Error(message.error.message));
    else call.resolve(message.result);
  });
  const send: Send = (method, params = {}, sessionId) =>
    new Promise((resolve, reject) => {
      const id = ++lastId;
      waiting.set(id, {
        resolve,
        reject: (error) => {
          reject(new Error(`${method}: ${error.message}`));
        },
      });
      socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
    });

  return {
    load: (target, cpu) => uninspectedLoad(send, target, cpu),
    async heapAfterGc(target) {
      let used = Number.NaN;
      await uninspectedLoad(send, target, 1, async (inPage) => {
        await inPage('HeapProfiler.collectGarbage');
        await inPage('HeapProfiler.collectGarbage');
        ({ usedSize: used } = (await inPage('Runtime.getHeapUsage')) as { usedSize: number });
      });
      return used;
    },
    async close() {
      socket.close();
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

type InPage = (method: string, params?: object) => Promise<unknown>;

/**
 * One cold load in a fresh browser context, read as measure.ts's `load` reads it; `settled` runs
 * in the page once it has settled, before the context goes.
 */
async function uninspectedLoad(
  send: Send,
  target: Target,
  cpu: number,
  settled?: (inPage: InPage) => Promise<void>,
): Promise<UninspectedLoad> {
  const { browserContextId } = (await send('Target.createBrowserContext')) as {
    browserContextId: string;
  };
  try {
    const { targetId } = (await send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    })) as { targetId: string };
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    const inPage: InPage = (method, params) => send(method, params, sessionId);
    const device = DEVICES[target.device];
    const locale = target.locale ?? 'en-US';
    await inPage('Page.enable');
    for (const source of [
      BLOCK_SERVICE_WORKERS,
      ...(target.native ? [fakeNative({ platform: target.native }).content] : []),
      `(${readyProbe.toString()})(${JSON.stringify({ ready: target.ready })});`,
    ]) {
      await inPage('Page.addScriptToEvaluateOnNewDocument', { source });
    }
    await inPage('Emulation.setDeviceMetricsOverride', {
      width: device.viewport.width,
      height: device.viewport.height,
      deviceScaleFactor: device.deviceScaleFactor,
      mobile: device.isMobile,
    });
    await inPage('Emulation.setTouchEmulationEnabled', { enabled: device.hasTouch });
    await inPage('Emulation.setUserAgentOverride', {
      userAgent: device.userAgent,
      acceptLanguage: locale,
    });
    await inPage('Emulation.setLocaleOverride', { locale });
    await inPage('Emulation.setCPUThrottlingRate', { rate: cpu });
    await inPage('Page.navigate', { url: target.url });
    const evaluate = async <T>(expression: string): Promise<T | undefined> => {
      const { result } = (await inPage('Runtime.evaluate', {
        expression,
        awaitPromise: true,
        returnByValue: true,
      })) as { result: { value?: T } };
      return result.value;
    };
    // Asked from outside until the probe has seen the tab bar: no script of ours waits in the page.
    const deadline = Date.now() + 30_000;
    let ready: number | undefined;
    while (ready === undefined && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await evaluate<number>('window.__bench?.ready').catch(() => undefined);
    }
    if (ready === undefined) throw new Error(`${target.url}: the ready element never appeared`);
    await new Promise((resolve) => setTimeout(resolve, LCP_SETTLED_MS));
    const mark = target.hydrated === 'ready' ? null : target.hydrated.mark;
    const timings = await evaluate<ReturnType<typeof loadTimings>>(
      `(${loadTimings.toString()})(${JSON.stringify(mark)})`,
    );
    if (!timings) throw new Error(`${target.url}: the page's figures could not be read`);
    await settled?.(inPage);
    return {
      fcp: timings.fcp,
      ready: timings.ready,
      hydrated: timings.hydrated,
      blocking: timings.blocking,
    };
  } finally {
    await send('Target.disposeBrowserContext', { browserContextId });
  }
}
