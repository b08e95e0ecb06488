/**
 * `npm run profile`: where a cold load's main-thread time goes, at CPU ×4, up to the moment the
 * app is live. Serves a build, loads one URL as a device would, records a Chromium trace, and
 * prints the load's milestones and the main thread's time before live by kind of work. With
 * `--trace out.json` it keeps the trace (open it in DevTools' Performance panel).
 *
 * Usage: node bench/profile.ts [--dir dist] [--path /tabs/home] [--device android|iphone]
 *                              [--runs 3] [--trace out.json] [--spa]
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { launchChromium } from '../e2e/support/chromium.ts';
import { DEVICES, type DeviceName } from '../e2e/support/devices.ts';
import { serve } from '../scripts/serve.ts';
import { APP_HYDRATED_MARK } from '../src/shared/startupPhases.ts';
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
  },
});

const CATEGORIES = ['devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading', 'toplevel'];

const device = values.device as DeviceName;
if (!(device in DEVICES)) throw new Error(`--device takes ${Object.keys(DEVICES).join(' or ')}`);
const served = await serve({ dir: values.dir, spa: values.spa });
const browser = await launchChromium();
try {
  for (let run = 0; run < Number(values.runs); run++) {
    const context = await browser.newContext({ ...DEVICES[device], serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) =>
      events.push(...(value as unknown as TraceEvent[])),
    );
    const complete = new Promise<void>((resolve) =>
      cdp.once('Tracing.tracingComplete', () => {
        resolve();
      }),
    );
    await cdp.send('Tracing.start', {
      traceConfig: { includedCategories: CATEGORIES },
      transferMode: 'ReportEvents',
    });
    await page.goto(`${served.url}${values.path}`);
    await page.waitForFunction(
      (mark) => performance.getEntriesByName(mark).length > 0,
      values.mark,
      {
        timeout: 30_000,
        polling: 100,
      },
    );
    await page.waitForTimeout(500);
    await cdp.send('Tracing.end');
    await complete;
    if (values.trace)
      writeFileSync(
        values.trace.replace(/(\.json)?$/, `-${run}.json`),
        JSON.stringify({ traceEvents: events }),
      );
    console.log(`\n# run ${run + 1}: ${values.path} on ${device}`);
    console.log(summarizeTrace(events, values.mark));
    if (values.tasks) {
      const summary = readTrace(events, values.mark);
      console.log(taskList(events, values.mark, (summary?.fcp ?? 0) - 200, summary?.live ?? 0));
    }
    await context.close();
  }
} finally {
  await browser.close();
  await served.close();
}
