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
 * This module drives a Chromium of its own over the DevTools protocol with only the Page, Network,
 * Emulation and Input domains (and Runtime.evaluate, which does not enable the Runtime domain), with
 * the same probes as measure.ts's `load` and `earlyTap`, so that the load figures, the early tap and
 * the heap can be read both ways in one run. It loads on an emulated phone network when asked
 * (network.ts), and records each load's requests: the round trips and bytes before a moment.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../e2e/support/chromium.ts';
import { DEVICES } from '../e2e/support/devices.ts';
import { PRELOADED_MARK } from '../src/shared/startupPhases.ts';
import { fakeNative } from '../e2e/support/fakeNative.ts';
import {
  DocumentRequests,
  earlyTapProbes,
  hopDelay,
  isTabshell,
  LCP_SETTLED_MS,
  loadTimings,
  probeScript,
  readyProbe,
  tapEarly,
  type Evaluate,
  type Target,
} from './measure.ts';
import {
  bytesBefore,
  NETWORKS,
  requestsFromEvents,
  roundTripsBefore,
  mentionsIn,
  type NetworkEvent,
  type NetworkName,
  type NetworkRequest,
} from './network.ts';
import type { EarlyTap, UninspectedLoad } from './report.ts';

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
/** A protocol event: its method, its parameters, the session it came from. */
interface ProtocolEvent {
  readonly method: string;
  readonly params: Record<string, unknown>;
  readonly sessionId: string | undefined;
}

/** A load's figures, and its requests until it settled (times from navigation start). */
export interface NetworkLoad {
  readonly load: UninspectedLoad;
  readonly requests: readonly NetworkRequest[];
}

export interface UninspectedBrowser {
  load(target: Target, cpu: number, network?: NetworkName): Promise<NetworkLoad>;
  /** measure.ts's `earlyTap`, at CPU ×4. */
  earlyTap(target: Target, network?: NetworkName): Promise<EarlyTap>;
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
      // The bench serves over HTTP/2 with a throwaway self-signed certificate (run.ts).
      '--ignore-certificate-errors',
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
  const listeners = new Set<(event: ProtocolEvent) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as Partial<ProtocolEvent> & {
      id?: number;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id === undefined) {
      const { method, params = {}, sessionId } = message;
      if (method) for (const listener of listeners) listener({ method, params, sessionId });
      return;
    }
    const call = waiting.get(message.id);
    if (!call) return;
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
  const browser: Browser = { send, listeners };

  return {
    load: (target, cpu, network = 'loopback') =>
      inFreshPage(browser, target, { cpu, network }, [readyScript(target)], (page) =>
        settledLoad(page, target),
      ),
    earlyTap: (target, network = 'loopback') =>
      inFreshPage(browser, target, { cpu: 4, network }, earlyTapProbes(target), (page) =>
        tapEarly(target, {
          evaluate: page.evaluate,
          mouse: async (params) => {
            await page.send('Input.dispatchMouseEvent', params);
          },
          documents: page.documents,
        }),
      ),
    heapAfterGc: (target) =>
      inFreshPage(browser, target, { cpu: 1, network: 'loopback' }, [readyScript(target)], (page) =>
        heapAfterLoad(page, target),
      ),
    async close() {
      socket.close();
      child.kill();
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface Browser {
  readonly send: Send;
  readonly listeners: Set<(event: ProtocolEvent) => void>;
}

/** A page being loaded, and what can be asked of it. */
interface LoadingPage {
  send(method: string, params?: object): Promise<unknown>;
  readonly evaluate: Evaluate;
  /** The documents its main frame has asked for. */
  readonly documents: DocumentRequests;
  /** The protocol's Network events of the page so far, and its main frame's id. */
  readonly network: readonly NetworkEvent[];
  readonly mainFrame: string;
}

const readyScript = (target: Target) => probeScript(readyProbe, { ready: target.ready });

/**
 * Opens `target` in a fresh browser context (no cache, no service worker) as its device, with the
 * scripts run before the page's own, the CPU slowed `cpu` times, on `network`; runs `measure`
 * while it loads.
 */
async function inFreshPage<T>(
  browser: Browser,
  target: Target,
  { cpu, network }: { readonly cpu: number; readonly network: NetworkName },
  scripts: readonly string[],
  measure: (page: LoadingPage) => Promise<T>,
): Promise<T> {
  const { send, listeners } = browser;
  const { browserContextId } = (await send('Target.createBrowserContext')) as {
    browserContextId: string;
  };
  let listener: ((event: ProtocolEvent) => void) | undefined;
  try {
    const { targetId } = (await send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    })) as { targetId: string };
    const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
      sessionId: string;
    };
    const events: NetworkEvent[] = [];
    // A page's main frame has the target's id.
    const page: LoadingPage = {
      send: (method, params) => send(method, params, sessionId),
      evaluate: (params) => send('Runtime.evaluate', params, sessionId) as ReturnType<Evaluate>,
      documents: new DocumentRequests(targetId),
      network: events,
      mainFrame: targetId,
    };
    listener = ({ method, params, sessionId: from }) => {
      if (from !== sessionId || !method.startsWith('Network.')) return;
      events.push({ method, params });
      if (method === 'Network.requestWillBeSent') {
        page.documents.hear(params as Parameters<DocumentRequests['hear']>[0]);
      }
    };
    listeners.add(listener);
    const device = DEVICES[target.device];
    const locale = target.locale ?? 'en-US';
    await page.send('Page.enable');
    for (const source of [
      BLOCK_SERVICE_WORKERS,
      ...(target.native ? [fakeNative({ platform: target.native }).content] : []),
      ...scripts,
    ]) {
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source });
    }
    await page.send('Emulation.setDeviceMetricsOverride', {
      width: device.viewport.width,
      height: device.viewport.height,
      deviceScaleFactor: device.deviceScaleFactor,
      mobile: device.isMobile,
    });
    await page.send('Emulation.setTouchEmulationEnabled', { enabled: device.hasTouch });
    await page.send('Emulation.setUserAgentOverride', {
      userAgent: device.userAgent,
      acceptLanguage: locale,
    });
    await page.send('Emulation.setLocaleOverride', { locale });
    await page.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.send('Network.enable');
    const { conditions } = NETWORKS[network];
    if (conditions) await page.send('Network.emulateNetworkConditions', conditions);
    await page.send('Page.navigate', { url: target.url });
    return await measure(page);
  } finally {
    if (listener) listeners.delete(listener);
    await send('Target.disposeBrowserContext', { browserContextId });
  }
}

/** The value of an expression in the page. */
async function valueIn<T>(page: LoadingPage, expression: string): Promise<T | undefined> {
  const { result } = await page.evaluate({ expression, awaitPromise: true, returnByValue: true });
  return result.value as T | undefined;
}

/** How long a load may take to show its tab bar, and then to go live (a phone's network is slow). */
const READY_WITHIN_MS = 60_000;
const LIVE_WITHIN_MS = 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits for the ready probe, for the page to settle (2 s after ready, and live), then reads it as
 * measure.ts's `load`, with the round trips and bytes its first paint and live waited on. A load
 * that hopped to another document is timed from the first, as a person waits from then.
 */
async function settledLoad(page: LoadingPage, target: Target): Promise<NetworkLoad> {
  const value = <T>(expression: string) => valueIn<T>(page, expression);
  // Asked from outside until the probe has seen the tab bar: no script of ours waits in the page.
  let deadline = Date.now() + READY_WITHIN_MS;
  let ready: number | undefined;
  while (ready === undefined && Date.now() < deadline) {
    await sleep(100);
    ready = await value<number>('window.__bench?.ready').catch(() => undefined);
  }
  if (ready === undefined) throw new Error(`${target.url}: the ready element never appeared`);
  await sleep(LCP_SETTLED_MS);
  const { mark = null, phases = null } = target.hydrated === 'ready' ? {} : target.hydrated;
  const live = `performance.getEntriesByName(${JSON.stringify(mark)}, 'mark').length > 0`;
  deadline = Date.now() + LIVE_WITHIN_MS;
  while (mark !== null && !(await value<boolean>(live)) && Date.now() < deadline) await sleep(100);
  const timings = await value<ReturnType<typeof loadTimings>>(
    `(${loadTimings.toString()})(${JSON.stringify(mark)}, ${JSON.stringify(phases)})`,
  );
  const timeOrigin = await value<number>('performance.timeOrigin');
  if (!timings || timeOrigin === undefined) {
    throw new Error(`${target.url}: the page's figures could not be read`);
  }
  const start = page.documents.hoppedFrom ?? timeOrigin;
  const requests = await withMentions(page, requestsOf(page, start));
  const since = (moment: number) => moment + hopDelay(timeOrigin, page.documents.hoppedFrom);
  const [fcp, hydrated] = [since(timings.fcp), since(timings.hydrated)];
  return {
    load: {
      fcp,
      ready: since(timings.ready),
      hydrated,
      blocking: timings.blocking,
      codeRun: since(timings.codeRun),
      ionicDefined: since(timings.ionicDefined),
      roundTripsToFcp: roundTripsBefore(requests, fcp),
      roundTripsToLive: roundTripsBefore(requests, hydrated),
      kbToLive: bytesBefore(requests, hydrated) / 1024,
    },
    requests,
  };
}

/** The JS heap in bytes once the load has settled, and two full GCs. */
async function heapAfterLoad(page: LoadingPage, target: Target): Promise<number> {
  await settledLoad(page, target);
  // As measure.ts's `heapAfterGc`: Tabshell once it has preloaded (S3), then a second.
  if (isTabshell(target)) {
    const preloaded = `performance.getEntriesByName(${JSON.stringify(PRELOADED_MARK)}).length > 0`;
    const deadline = Date.now() + 30_000;
    while (!(await valueIn<boolean>(page, preloaded))) {
      if (Date.now() > deadline) throw new Error(`${target.url}: never preloaded`);
      await sleep(100);
    }
  }
  await sleep(1000);
  await page.send('HeapProfiler.collectGarbage');
  await page.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await page.send('Runtime.getHeapUsage')) as { usedSize: number };
  return usedSize;
}

/** Each script's source, by its address: a hashed asset's never changes. */
const sources = new Map<string, string>();

/**
 * The requests with the other requests each script names, read from its source once the load is
 * measured: Chromium reports a module's static imports and `modulepreload` links with no asker.
 */
async function withMentions(
  page: LoadingPage,
  requests: readonly NetworkRequest[],
): Promise<NetworkRequest[]> {
  const urls = requests.map((request) => request.url);
  const redirected = new Set(requests.map((request) => request.initiator.request));
  return Promise.all(
    requests.map(async (request) => {
      const script = /\.m?js$/.test(new URL(request.url).pathname);
      if (!script || !Number.isFinite(request.end) || redirected.has(request.id)) return request;
      let source = sources.get(request.url);
      if (source === undefined) {
        const answer = (await page
          .send('Network.getResponseBody', { requestId: request.id.split('+')[0] })
          .catch(() => undefined)) as { body: string; base64Encoded: boolean } | undefined;
        if (!answer) return request;
        source = answer.base64Encoded
          ? Buffer.from(answer.body, 'base64').toString('utf8')
          : answer.body;
        sources.set(request.url, source);
      }
      return { ...request, mentions: mentionsIn(source, request.url, urls) };
    }),
  );
}

/**
 * The page's requests so far, timed in ms from `start` (a wall-clock time): the protocol's times
 * are monotonic seconds, and each request's first event gives the wall-clock time beside them.
 */
function requestsOf(page: LoadingPage, start: number): NetworkRequest[] {
  const first = page.network.find(
    ({ method, params }) =>
      method === 'Network.requestWillBeSent' && typeof params.wallTime === 'number',
  );
  if (!first) return [];
  const wallMinusMonotonic = Number(first.params.wallTime) - Number(first.params.timestamp);
  return requestsFromEvents(page.network, {
    mainFrame: page.mainFrame,
    toMs: (seconds) => (seconds + wallMinusMonotonic) * 1000 - start,
  });
}
