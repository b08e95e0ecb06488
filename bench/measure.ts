/**
 * What `npm run bench` measures, one function per figure, each in a fresh browser context: cold
 * loads, tab switches, heap after GC, a soak, Lighthouse. The CLI (run.ts) runs them over the apps
 * and the blank page and hands the samples to the pure report (report.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Browser, CDPSession, Page } from 'playwright-core';
import {
  domNodeCount,
  SHOWN_PAGE,
  settled as oneShownPage,
  usedHeapBytes,
} from '../e2e/support/app.ts';
import { findChromium } from '../e2e/support/chromium.ts';
import { DEVICES } from '../e2e/support/devices.ts';
import { fakeNative } from '../e2e/support/fakeNative.ts';
import { KEPT_TAP_ATTRIBUTE, PRELOADED_MARK } from '../src/shared/startupPhases.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import type {
  AppName,
  Category,
  Device,
  EarlyTap,
  LoadSample,
  Scores,
  TabSwitch,
} from './report.ts';
import { earlyTapSelectors } from './earlyTap.ts';
import { byteKind, interactionDurations } from './stats.ts';

/** Every app has these tabs, the first one the landing tab: the same taps measure them all. */
export const TABS = TAB_LIST.map(({ id, title }) => ({ id, title }));
/** Every other tab, then every tab again: first visits, then revisits. */
export const TAPS = [...TABS.slice(1), ...TABS];
/** The title heading of each page shown: a tapped tab's page has shown once its title is here. */
const SHOWN_TITLES = `${SHOWN_PAGE} > ion-header ion-title`;
/**
 * Every title in the headers of the pages shown: in iOS mode a page with a collapsing header (the
 * stock starters') shows its title large in the content and hides the toolbar's until a scroll.
 */
const ALL_SHOWN_TITLES = `${SHOWN_PAGE} ion-header ion-title`;

/** The blank page: the floor any page stands on. Its one paragraph is its "tab bar". */
export const BLANK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="description" content="A blank page, the benchmark's floor."><title>Blank</title></head><body><p id="ready">Blank</p></body></html>`;

/** The blank page's path (any path serves it), so that Lighthouse's results can be told apart. */
export const BLANK_MARK = 'blank';

/** One app at one door. */
export interface Target {
  readonly name: AppName | 'blank';
  readonly url: string;
  /** Whose user agent, viewport and touch the browser takes. */
  readonly device: Device;
  /** A fake Capacitor bridge of that platform, installed before the page's scripts (a native app). */
  readonly native?: 'android' | 'ios';
  /** The element whose readiness is measured. */
  readonly ready: string;
  /**
   * When the app's own handlers are live: the performance mark it sets then (NaN when it sets none
   * during the load), or its ready time (an app that renders its tab bar itself is live once ready).
   * `phases`: the marks of where its start stands before live, for the uninspected loads.
   */
  readonly hydrated: { readonly mark: string; readonly phases?: StartPhaseMarks } | 'ready';
  /** The tab tapped early: the second, unless the door opens inside it (a pushed page). */
  readonly earlyTab?: string;
  /** The device's language (P14): English unless said. */
  readonly locale?: string;
  /** Each tab's title as the app shows it there, by tab id; the English titles unless given. */
  readonly titles?: Readonly<Record<string, string>>;
}

/** Tabshell's marks before live: its start's modules have run; Ionic's elements are defined. */
export interface StartPhaseMarks {
  readonly codeRun: string;
  readonly ionicDefined: string;
}

/** A tab's title as `target` shows it. */
const titleAt = (target: Target, tab: { readonly id: string; readonly title: string }) =>
  target.titles?.[tab.id] ?? tab.title;

interface ProbeOptions {
  /** The element whose readiness is measured. */
  readonly ready: string;
  /** An element to tap as soon as the page is ready: ready waits for it too, and gives its centre. */
  readonly tap?: string;
}

/** The frame in which the page became ready: its time, and where to tap. */
interface ReadyFrame {
  readonly time: number;
  /** The same moment by the wall clock (Date.now()'s), and the document's time origin. */
  readonly epoch: number;
  readonly origin: number;
  readonly x: number;
  readonly y: number;
}

/**
 * Watches, from before the page's own scripts, for the first frame in which the ready element is
 * visible and is what a tap at its centre would hit (shadow DOM included). Also records the long
 * tasks, the largest contentful paint, and Event Timing's interactions.
 */
export function readyProbe({ ready: selector, tap }: ProbeOptions): void {
  const w = window as unknown as BenchWindow;
  const ready = Promise.withResolvers<ReadyFrame>();
  const interactions: [number, number][] = [];
  const collect = (entries: PerformanceEntryList) => {
    for (const entry of entries as PerformanceEventTiming[]) {
      if (entry.interactionId > 0) interactions.push([entry.interactionId, entry.duration]);
    }
  };
  // Pointer and click events of 16 ms or more (Event Timing's floor), grouped later by interaction.
  const events = new PerformanceObserver((list) => {
    collect(list.getEntries());
  });
  events.observe({
    type: 'event',
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  w.__bench = {
    longTasks: [],
    lcp: Number.NaN,
    cls: 0,
    whenReady: ready.promise,
    takeInteractions: () => {
      collect(events.takeRecords());
      return interactions.splice(0);
    },
  };
  // Main-thread tasks over 50 ms, for the blocking time (as Lighthouse sums it, from the FCP on).
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) w.__bench.longTasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // Cumulative layout shift before any input (a shift a person caused does not count).
  new PerformanceObserver((list) => {
    for (const shift of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!shift.hadRecentInput) w.__bench.cls += shift.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  // The largest contentful paint so far: the last entry (Chromium stops at the first input).
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) w.__bench.lcp = last.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  /** The centre of the element when it is visible and what a tap there would hit. */
  const hittable = (element: Element | null) => {
    const box = element?.getBoundingClientRect();
    if (!element || !box || box.width <= 0 || box.height <= 0) return undefined;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const hit = document.elementFromPoint(point.x, point.y);
    return hit && (hit === element || element.contains(hit)) ? point : undefined;
  };
  /** The first element of `selector` that can be hit. */
  const firstHittable = (selector: string) => {
    for (const element of document.querySelectorAll(selector)) {
      const point = hittable(element);
      if (point) return point;
    }
    return undefined;
  };
  const check = () => {
    const shown = firstHittable(selector);
    const target = tap === undefined ? shown : firstHittable(tap);
    if (shown && target) {
      const time = performance.now();
      w.__bench.ready = time;
      ready.resolve({
        time,
        epoch: Date.now(),
        origin: performance.timeOrigin,
        ...target,
      });
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

/**
 * In every document of an early-tap load (a tap may load the tapped tab's page as a new
 * document): the wall-clock time of the frame after the first one in which the tapped tab's page
 * shows, that is its tab is selected and its title is visible in the header of the page shown
 * (on screen, not hidden or transparent); and whether the tap has changed anything a person sees
 * (that tab selected, or shown pressed while the app keeps the tap for later). Tabshell's painted
 * shell (a plain host's first paint, before its page arrives) counts as its page does: a person
 * taps the tab bar they see, and the shell selects the tab and shows its title at once.
 */
function shownProbe({
  selectedTab,
  title,
  headings,
  pressed,
}: {
  selectedTab: string;
  title: string;
  headings: string;
  pressed: string;
}): void {
  const w = window as unknown as BenchWindow;
  const selected = () => document.querySelector(selectedTab) !== null;
  const visible = (heading: Element) => {
    const box = heading.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.right > 0 &&
      box.left < innerWidth &&
      box.bottom > 0 &&
      box.top < innerHeight &&
      heading.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const titled = () =>
    [...document.querySelectorAll(headings)].some(
      (heading) => heading.textContent === title && visible(heading),
    );
  const answered = Promise.withResolvers<true>();
  w.__answered = answered.promise;
  w.__shown = new Promise((resolve) => {
    const check = () => {
      const isSelected = selected();
      if (isSelected || document.querySelector(`[${pressed}]`)) answered.resolve(true);
      if (isSelected && titled()) {
        requestAnimationFrame(() => {
          resolve({ epoch: Date.now(), origin: performance.timeOrigin });
        });
        return;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

/**
 * Waits for the probe through the DevTools protocol. Not `page.waitForFunction`: that injects
 * Playwright's script into the page during the load, about 90 ms of main thread at CPU ×4 that
 * landed on the measured path (seen in a trace as an EvaluateScript task right after the FCP).
 */
async function whenReady(evaluate: Evaluate, timeoutMs = 30_000): Promise<ReadyFrame> {
  const frame = await awaitInPage<ReadyFrame>(evaluate, 'window.__bench?.whenReady', timeoutMs);
  if (!frame) throw new Error(`the ready element did not appear within ${timeoutMs} ms`);
  return frame;
}

/**
 * The value of a promise in the page, through the DevTools protocol (as `whenReady`, for the same
 * reason), from whichever document the page shows: while the expression is undefined (a document
 * whose init scripts have not run) or its document goes away (a navigation), it asks again.
 * Undefined after `timeoutMs`.
 */
async function awaitInPage<T>(
  evaluate: Evaluate,
  expression: string,
  timeoutMs: number,
): Promise<T | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<undefined>((resolve) => {
      timer = setTimeout(() => {
        resolve(undefined);
      }, deadline - Date.now());
    });
    const sent = evaluate({ expression, awaitPromise: true, returnByValue: true });
    // Left pending at the deadline, it fails when the context closes: not an unhandled rejection.
    sent.catch(() => undefined);
    try {
      const answer = await Promise.race([sent, timeout]);
      if (!answer) return undefined;
      if (!answer.exceptionDetails && answer.result.value !== undefined) {
        return answer.result.value as T;
      }
    } catch {
      // The document went away while the promise was pending: ask the next one.
    } finally {
      clearTimeout(timer);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/** Runtime.evaluate through a Playwright session (Playwright has enabled the Runtime domain). */
const evaluateThrough =
  (cdp: CDPSession): Evaluate =>
  (params) =>
    cdp.send('Runtime.evaluate', params);

async function throttle(cdp: CDPSession, rate: number): Promise<void> {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A fresh context of the target's device: no cache, no service worker, its native bridge. */
async function coldContext(browser: Browser, target: Target) {
  const context = await browser.newContext({
    ...DEVICES[target.device],
    locale: target.locale ?? 'en-US',
    serviceWorkers: 'block',
    // The bench's throwaway certificate (run.ts).
    ignoreHTTPSErrors: true,
  });
  if (target.native) await context.addInitScript(fakeNative({ platform: target.native }));
  return context;
}

/**
 * In the page, once it has settled: the readyProbe's figures and what the page fetched. `mark` is
 * the app's live mark, or null for an app that is live once ready. Self-contained: it runs in the
 * page, through Playwright or the DevTools protocol (uninspected.ts).
 */
export function loadTimings(mark: string | null, phases: StartPhaseMarks | null = null) {
  const bench = (window as unknown as BenchWindow).__bench;
  const ready = bench.ready ?? Number.NaN;
  // Read once the page has settled: a mark not set by then counts as never set.
  const at = (name: string | undefined) =>
    (name && performance.getEntriesByName(name, 'mark')[0]?.startTime) || Number.NaN;
  const hydrated = mark === null ? ready : at(mark);
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
  const blocking = bench.longTasks
    .filter(([start = 0]) => start >= (fcp ?? 0))
    .reduce((sum, [, duration = 0]) => sum + Math.max(0, duration - 50), 0);
  const navigation = performance.getEntriesByType('navigation')[0] as
    PerformanceNavigationTiming | undefined;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const files = [
    { url: location.href, size: navigation?.transferSize ?? 0, end: 0 },
    ...resources.map((r) => ({ url: r.name, size: r.transferSize, end: r.responseEnd })),
  ];
  return {
    ready,
    hydrated,
    codeRun: at(phases?.codeRun),
    ionicDefined: at(phases?.ionicDefined),
    lcp: bench.lcp,
    cls: bench.cls,
    fcp: fcp ?? Number.NaN,
    blocking,
    files,
  };
}

/** How long after ready the largest contentful paint is read: the page has settled by then. */
export const LCP_SETTLED_MS = 2000;

/**
 * How much later than the page's own time origin the load began: the first document's request
 * when it hopped to another document (as a person waits from then), else nothing.
 */
export const hopDelay = (timeOrigin: number, hoppedFrom: number | undefined) =>
  hoppedFrom === undefined ? 0 : timeOrigin - hoppedFrom;

/**
 * One cold load in a fresh context (no cache, no service worker), measured from inside, and from
 * its first document's request if it hopped to another.
 */
export async function load(browser: Browser, target: Target, cpu: number): Promise<LoadSample> {
  const context = await coldContext(browser, target);
  try {
    await context.addInitScript(readyProbe, { ready: target.ready });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, cpu);
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const documents = new DocumentRequests(frameTree.frame.id);
    cdp.on('Network.requestWillBeSent', (params) => {
      documents.hear(params);
    });
    await cdp.send('Network.enable');
    await page.goto(target.url);
    const frame = await whenReady(evaluateThrough(cdp));
    await settled(page, target);
    // LCP as a field tool reads it: once the page has settled (here 2 s after ready, before any
    // input), so a paint that grows after hydration counts.
    await page.waitForTimeout(Math.max(0, frame.epoch + LCP_SETTLED_MS - Date.now()));
    // Read before the taps below, whose own long tasks are not the load's blocking time.
    const hydratedMark = target.hydrated === 'ready' ? null : target.hydrated.mark;
    const timings = await page.evaluate(loadTimings, hydratedMark);
    // Each file once (a chunk fetched by its `prefetch` and then imported from the cache has two
    // entries), and only the page's own: HTML, JavaScript and CSS; after a hop, the last document's
    // (the first one's are the network bench's, uninspected.ts).
    const firstLoad = new Map<string, number>();
    for (const file of timings.files) {
      if (file.end <= timings.ready && byteKind(file.url) !== 'other') {
        firstLoad.set(file.url, Math.max(firstLoad.get(file.url) ?? 0, file.size));
      }
    }
    const kb = [...firstLoad.values()].reduce((sum, size) => sum + size, 0) / 1024;
    const delay = hopDelay(await page.evaluate(() => performance.timeOrigin), documents.hoppedFrom);
    const switches = target.name !== 'blank' ? await tabSwitches(page, target) : [];
    return {
      fcp: timings.fcp + delay,
      lcp: timings.lcp + delay,
      cls: timings.cls,
      ready: timings.ready + delay,
      hydrated: timings.hydrated + delay,
      blocking: timings.blocking,
      kb,
      switches,
    };
  } finally {
    await context.close();
  }
}

interface BenchWindow {
  __bench: {
    ready?: number;
    whenReady: Promise<ReadyFrame>;
    longTasks: number[][];
    lcp: number;
    /** Cumulative layout shift so far, shifts after input left out. */
    cls: number;
    /** Event Timing's interaction entries since the last call, as [interactionId, duration]. */
    takeInteractions: () => [number, number][];
  };
  __switch?: Promise<number>;
  __shown?: Promise<{ epoch: number; origin: number }>;
  __answered?: Promise<true>;
}

/** How long a tap may show nothing before it counts as lost and the person taps again. */
const RETAP_AFTER_MS = 500;

/**
 * One cold load at CPU ×4 in which the second tab is tapped at its centre the first frame it can
 * be hit (visible and what a tap there would hit): from navigation start to the frame after the
 * tapped page showed (its tab selected, its title visible), across a document load if the tap
 * followed a link. A tap that changes nothing a person sees for 500 ms (the tab neither selected
 * nor shown pressed, no new page loading: handlers not live yet) counts as lost, and the person
 * taps again, as people do; the figure then includes the wait. A real input event through the
 * DevTools protocol, press and release sent together.
 */
export async function earlyTap(browser: Browser, target: Target): Promise<EarlyTap> {
  const context = await coldContext(browser, target);
  try {
    for (const content of earlyTapProbes(target)) await context.addInitScript({ content });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp, 4);
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const documents = new DocumentRequests(frameTree.frame.id);
    cdp.on('Network.requestWillBeSent', (params) => {
      documents.hear(params);
    });
    await cdp.send('Network.enable');
    // Not waiting for the load event: the tab bar may be ready long before it.
    await page.goto(target.url, { waitUntil: 'commit' });
    return await tapEarly(target, {
      evaluate: evaluateThrough(cdp),
      mouse: async (params) => {
        await cdp.send('Input.dispatchMouseEvent', params);
      },
      documents,
    });
  } finally {
    await context.close();
  }
}

/** The documents a page's main frame has asked for, from the protocol's Network events. */
export class DocumentRequests {
  /** When each was asked for, by the wall clock (ms). */
  readonly #starts: number[] = [];
  readonly #mainFrame: string;

  constructor(mainFrame: string) {
    this.#mainFrame = mainFrame;
  }

  /** A Network.requestWillBeSent event's parameters (a redirect is the same document). */
  hear(params: { type?: string; frameId?: string; redirectResponse?: unknown; wallTime: number }) {
    if (
      params.type === 'Document' &&
      params.frameId === this.#mainFrame &&
      !params.redirectResponse
    ) {
      this.#starts.push(params.wallTime * 1000);
    }
  }

  get count(): number {
    return this.#starts.length;
  }

  /**
   * When the load asked for its first document, if it went through another since (a page that
   * hops to another's file): a person waits from then. Undefined for a load of one document.
   */
  get hoppedFrom(): number | undefined {
    return this.#starts.length > 1 ? this.#starts[0] : undefined;
  }
}

/** The tab an early tap taps: the second, unless the door opens inside it. */
function earlyTab(target: Target) {
  const tab = TABS.find(({ id }) => id === target.earlyTab) ?? TABS[1];
  if (!tab) throw new Error('the early tap needs a second tab');
  return tab;
}

/** A probe and its options as a script to run before the page's own. */
export const probeScript = <T>(probe: (options: T) => void, options: T) =>
  `(${probe.toString()})(${JSON.stringify(options)});`;

/** The scripts an early-tap load runs before the page's own. */
export function earlyTapProbes(target: Target): string[] {
  const tab = earlyTab(target);
  const { ready, tap, selectedTab, headings } = earlyTapSelectors(
    tab.id,
    target.ready,
    ALL_SHOWN_TITLES,
  );
  return [
    probeScript(readyProbe, { ready, tap }),
    probeScript(shownProbe, {
      selectedTab,
      title: titleAt(target, tab),
      headings,
      pressed: KEPT_TAP_ATTRIBUTE,
    }),
  ];
}

/** Runtime.evaluate, as whichever DevTools session drives the page sends it. */
export type Evaluate = (params: {
  expression: string;
  awaitPromise: true;
  returnByValue: true;
}) => Promise<{ result: { value?: unknown }; exceptionDetails?: unknown }>;

/** What an early tap needs of the page it taps, through Playwright or the bare protocol. */
export interface TapDriver {
  readonly evaluate: Evaluate;
  /** Input.dispatchMouseEvent. */
  mouse(params: {
    type: 'mousePressed' | 'mouseReleased';
    buttons: number;
    x: number;
    y: number;
    button: 'left';
    clickCount: number;
  }): Promise<void>;
  /** The documents the main frame has asked for. */
  readonly documents: Pick<DocumentRequests, 'count' | 'hoppedFrom'>;
}

/** How long an early tap's page may take to show after the tap before it counts as never shown. */
const SHOWN_WITHIN_MS = 60_000;

/** `earlyTap` once its page is loading, with the probes of earlyTapProbes in it. */
export async function tapEarly(target: Target, driver: TapDriver): Promise<EarlyTap> {
  const ready = await whenReady(driver.evaluate).catch((error: unknown) => {
    process.stderr.write(`\n${target.name} at ${target.url}: an early tap's load failed\n`);
    throw new Error(`${target.name} at ${target.url}: an early tap's load`, { cause: error });
  });
  const start = driver.documents.hoppedFrom ?? ready.origin;
  const tapAt = async () => {
    const mouse = { x: ready.x, y: ready.y, button: 'left', clickCount: 1 } as const;
    const at = Date.now();
    await Promise.all([
      driver.mouse({ type: 'mousePressed', buttons: 1, ...mouse }),
      driver.mouse({ type: 'mouseReleased', buttons: 0, ...mouse }),
    ]);
    return at;
  };
  const documents = driver.documents.count;
  const tapped = await tapAt();
  const answered = await awaitInPage<true>(driver.evaluate, 'window.__answered', RETAP_AFTER_MS);
  const lost = answered === undefined && driver.documents.count === documents;
  if (lost) await tapAt();
  const shown = await awaitInPage<{ epoch: number; origin: number }>(
    driver.evaluate,
    'window.__shown',
    SHOWN_WITHIN_MS,
  );
  if (!shown) process.stderr.write(`\n${target.name}: the early tap's page never showed\n`);
  return {
    ms: shown ? shown.epoch - start : Number.NaN,
    tappedAt: tapped - start,
    lost,
    navigated: shown !== undefined && shown.origin !== ready.origin,
  };
}

/** Tabshell, now or at an earlier commit (`--before`). */
export const isTabshell = (target: Target) => target.name === 'app' || target.name === 'before';

/** Tabshell has settled once it has preloaded (S3); the others once they are ready, and a moment. */
async function settled(page: Page, target: Target): Promise<void> {
  if (isTabshell(target)) await preloaded(page);
  else await page.waitForTimeout(300);
}

async function preloaded(page: Page): Promise<void> {
  await page.waitForFunction(
    (mark) => performance.getEntriesByName(mark).length > 0,
    PRELOADED_MARK,
    { timeout: 30_000, polling: 100 },
  );
}

/**
 * Taps each tab in turn; each figure runs from the tap's event to the start of the frame after the
 * one in which the new page first showed (so that frame has been painted). The page is found by its
 * title, as every app shows it.
 */
export async function tabSwitches(page: Page, target: Target): Promise<TabSwitch[]> {
  await settled(page, target);
  const figures: TabSwitch[] = [];
  const visited = new Set([TABS[0]?.id]);
  for (const tab of TAPS) {
    await page.evaluate(
      ([title, shownTitles]) => {
        const w = window as unknown as BenchWindow;
        w.__bench.takeInteractions(); // Only this tap's from here.
        w.__switch = new Promise<number>((resolve) => {
          addEventListener(
            'click',
            (event) => {
              const start = event.timeStamp;
              const shown = () => {
                const headings = document.querySelectorAll(shownTitles);
                const heading = headings[headings.length - 1];
                const box = heading?.getBoundingClientRect();
                if (heading?.textContent === title && box && box.width > 0) {
                  requestAnimationFrame((painted) => {
                    resolve(painted - start);
                  });
                  return;
                }
                requestAnimationFrame(shown);
              };
              requestAnimationFrame(shown);
            },
            { capture: true, once: true },
          );
        });
      },
      [titleAt(target, tab), SHOWN_TITLES] as const,
    );
    await page.locator(`ion-tab-button[tab="${tab.id}"]`).click();
    const ms = await page.evaluate(() => (window as unknown as BenchWindow).__switch ?? 0);
    // Let the page settle before the next tap, as a person's next tap would (and Event Timing
    // report the tap's events, which it does after their next paint).
    await page.waitForTimeout(300);
    const entries = await page.evaluate(() =>
      (window as unknown as BenchWindow).__bench.takeInteractions(),
    );
    // Under Event Timing's 16 ms floor, a tap leaves no entry: it counts as 0.
    const interaction = Math.max(0, ...interactionDurations(entries));
    figures.push({ ms, first: !visited.has(tab.id), interaction });
    visited.add(tab.id);
  }
  return figures;
}

export async function heapAfterGc(browser: Browser, target: Target): Promise<number> {
  const context = await coldContext(browser, target);
  try {
    await context.addInitScript(readyProbe, { ready: target.ready });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(target.url);
    await whenReady(evaluateThrough(cdp));
    await settled(page, target);
    await page.waitForTimeout(1000);
    return await usedHeapBytes(cdp);
  } finally {
    await context.close();
  }
}

/** Tab switches, pushes of Explore's pages and pops, in a fixed cycle; DOM and heap before/after. */
export async function soak(browser: Browser, baseUrl: string, steps: number) {
  const context = await browser.newContext({
    ...DEVICES.android,
    serviceWorkers: 'block',
    ignoreHTTPSErrors: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await page.goto(`${baseUrl}/tabs/home?ionic:animated=false`);
    await preloaded(page);
    const settle = () => oneShownPage(page);
    const measure = async () => {
      return { nodes: await domNodeCount(page), heap: await usedHeapBytes(cdp) };
    };
    await settle();
    const before = await measure();
    const counts = { tab: 0, push: 0, pop: 0 };
    let last: keyof typeof counts = 'pop';
    for (let step = 0; step < steps; step++) {
      const path = await page.evaluate(() => location.pathname);
      // Explore, entered by its tab, pushes a page; a pushed page pops; else the next tab.
      if (path === '/tabs/explore' && last === 'tab') {
        const items = page.locator(`${SHOWN_PAGE} ion-item[router-link]`);
        await items.first().waitFor();
        await items.nth(counts.push % (await items.count())).click();
        last = 'push';
      } else if (path.startsWith('/tabs/explore/')) {
        await page.locator(`${SHOWN_PAGE} ion-back-button`).click();
        last = 'pop';
      } else {
        const tab = TAPS[counts.tab % TABS.length]?.id ?? 'home';
        await page.locator(`ion-tab-button[tab="${tab}"]`).click();
        last = 'tab';
      }
      counts[last]++;
      await settle();
    }
    await page.waitForTimeout(500);
    return { steps, counts, before, after: await measure() };
  } finally {
    await context.close();
  }
}

const LIGHTHOUSE_RETRIES = 2;

/**
 * Lighthouse's four scores for `url` (its default simulated mobile throttling). Each scored audit
 * below full marks is added to `missed` under `<page>:<category>`: what to look at when a score is
 * not 100.
 */
export async function lighthouseScores(
  url: string,
  page: string,
  missed: Map<string, Set<string>>,
): Promise<Scores> {
  const chromePath = findChromium();
  const run = async () => {
    const chrome = await chromeLauncher.launch({
      ...(chromePath ? { chromePath } : {}),
      chromeFlags: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--ignore-certificate-errors',
      ],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      return result;
    } finally {
      chrome.kill();
    }
  };
  let result = await run();
  // A run that could not score a category (its runtime error says why: a trace without its
  // navigation start, now and then) is made again, twice at most; then it counts as no run, not 0.
  for (let again = 0; result.lhr.runtimeError && again < LIGHTHOUSE_RETRIES; again++) {
    process.stderr.write(`\nLighthouse at ${url}: ${result.lhr.runtimeError.message}; again.\n`);
    result = await run();
  }
  if (result.lhr.runtimeError) {
    process.stderr.write(`\nLighthouse at ${url}: ${result.lhr.runtimeError.message}\n`);
  }
  const score = (id: Category) => {
    const value = result.lhr.categories[id]?.score;
    return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
  };
  for (const [category, { auditRefs }] of Object.entries(result.lhr.categories)) {
    for (const { id, weight } of auditRefs) {
      const audit = result.lhr.audits[id];
      if (weight > 0 && audit?.score !== null && audit?.score !== undefined && audit.score < 1) {
        const key = `${page}:${category}`;
        missed.set(key, (missed.get(key) ?? new Set()).add(`${id} ${audit.score.toFixed(2)}`));
      }
    }
  }
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    tbtMs: Math.round(result.lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN),
  };
}
