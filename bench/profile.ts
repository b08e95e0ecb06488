/**
 * `npm run profile`: where a cold load's main-thread time goes, at CPU ×4, up to the moment the
 * app is live. Serves a build, loads one URL as a device would, records a Chromium trace, and
 * prints the load's milestones and the main thread's time before live by kind of work. With
 * `--trace out.json` it keeps the trace (open it in DevTools' Performance panel).
 *
 * Usage: node bench/profile.ts [--dir dist] [--path /tabs/home] [--device android|iphone]
 *                              [--runs 3] [--trace out.json] [--spa] [--tasks] [--after 500]
 *                              [--cpu 4] [--network loopback|fast4g|slow4g]
 *
 * `--after` is how long the trace goes on past the mark, in ms; `--tasks` lists the main thread's
 * tasks from just before the first paint to then (what runs once live, such as the other tabs'
 * roots made ahead, shows with `--after 4000`). `--cpu` is the CPU slowdown: 4 is the bench's
 * phone; 1 is what Lighthouse records before it simulates a phone by multiplying each task by 4.
 * `--network` serves the build over HTTP/2 with TLS and emulates that line, as the bench does.
 *
 * A trace costs the page time of its own: for the JavaScript stacks of its events V8 works out
 * its functions' source positions, which it otherwise leaves undone (`V8.CollectSourcePositions`
 * in the trace): about 150 ms at ×4 inside the start's module evaluation, which then looks like
 * one long task. A CPU profile pays the same. Compare traces with traces; time with the bench.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { CDPSession } from 'playwright-core';
import { CHROMIUM_ARGS, launchChromium } from '../e2e/support/chromium.ts';
import { DEVICES, type DeviceName } from '../e2e/support/devices.ts';
import { serve } from '../scripts/serve.ts';
import { APP_HYDRATED_MARK } from '../src/shared/startupPhases.ts';
import { throwawayCertificate } from './certificate.ts';
import { NETWORKS, parseNetworks } from './network.ts';
import { readTrace, summarizeTrace, taskList, type TraceEvent } from './trace.ts';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    path: { type: 'string', default: '/tabs/home' },
    device: { type: 'string', default: 'android' },
    runs: { type: 'string', default: '3' },
    trace: { type: 'string' },
    spa: { type: 'boolean', default: false },
    tasks: { type: 'boolean', default: false },
    mark: { type: 'string', default: APP_HYDRATED_MARK },
    after: { type: 'string', default: '500' },
    cpu: { type: 'string', default: '4' },
    network: { type: 'string', default: 'loopback' },
  },
});

const CATEGORIES = ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

/** A stream of the DevTools protocol, read to its end and parsed: a trace's events. */
async function readStream(cdp: CDPSession, handle: string): Promise<TraceEvent[]> {
  let text = '';
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle, size: 1 << 22 });
    text += chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString() : chunk.data;
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  const parsed = JSON.parse(text) as TraceEvent[] | { traceEvents: TraceEvent[] };
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/**
 * Waits for the page's `mark` through the DevTools protocol: Playwright's own waits inject a
 * 330 kB script that runs on the page's main thread for about 42 ms at CPU ×4, mid-start.
 */
async function whenMarked(cdp: CDPSession, mark: string): Promise<void> {
  const expression = `performance.getEntriesByName(${JSON.stringify(mark)}).length > 0`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    const { result } = await cdp.send('Runtime.evaluate', { expression, returnByValue: true });
    if (result.value === true) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the page set no ${mark} in 30 s`);
}

const device = values.device as DeviceName;
if (!(device in DEVICES)) throw new Error(`--device takes ${Object.keys(DEVICES).join(' or ')}`);
const cpu = Number(values.cpu);
if (!(cpu >= 1)) throw new Error("--cpu takes a slowdown of 1 or more (4 is the bench's phone)");
const [network] = parseNetworks(values.network) ?? [];
if (network === undefined) throw new Error('--network takes loopback, fast4g or slow4g');
const { conditions } = NETWORKS[network];
const served = await serve({
  dir: values.dir,
  spa: values.spa,
  ...(conditions ? { tls: throwawayCertificate() } : {}),
});
const browser = await launchChromium(
  conditions ? [...CHROMIUM_ARGS, '--ignore-certificate-errors'] : CHROMIUM_ARGS,
);
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    if (conditions) {
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', conditions);
    }
    // The trace is read once it has ended: streamed during the load, its events kept this
    // process (which also serves the build) too busy to answer the page's requests in time.
    const complete = new Promise<TraceEvent[]>((resolve, reject) => {
      cdp.once('Tracing.tracingComplete', ({ stream }) => {
        if (stream === undefined) reject(new Error('the trace came with no stream'));
        else readStream(cdp, stream).then(resolve, reject);
      });
    });
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReturnAsStream',
    });
    await page.goto(`${served.url}${values.path}`, { waitUntil: 'commit' });
    await whenMarked(cdp, values.mark);
    await page.waitForTimeout(Number(values.after));
    await cdp.send('Tracing.end');
    const events = await complete;
    if (values.trace)
      writeFileSync(
        values.trace.replace(/(\.json)?$/, `-${run}.json`),
        JSON.stringify({ traceEvents: events }),
      );
    console.log(`\n# run ${run + 1}: ${values.path} on ${device}, ${NETWORKS[network].label}`);
    console.log(summarizeTrace(events, values.mark));
    if (values.tasks) {
      const summary = readTrace(events, values.mark);
      const end = (summary?.live ?? 0) + Number(values.after);
      console.log(taskList(events, values.mark, (summary?.fcp ?? 0) - 200, end));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await served.close();
}
