/**
 * The core browser suite (engines/checks.ts) in WebKit and Firefox, from Debian's packages, where
 * Playwright's own builds of them cannot be downloaded (issue 20, section 3). Serves the production
 * build as `npm start` does; build first.
 *
 * Usage: node scripts/test-engines.ts [--engine webkit|firefox] [--dir dist] [--grep text]
 * An engine that is not installed fails the run under CI=true, and is skipped otherwise.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKS, unexpectedProblems, type Check } from '../engines/checks.ts';
import type { Engine, EnginePage } from '../engines/driver.ts';
import { findFirefox, launchFirefox } from '../engines/firefox.ts';
import { launchWebKit, webkitMissing } from '../engines/webkit.ts';
import { serve } from './serve.ts';

const INSTALL = 'sudo apt-get install webkit2gtk-driver xvfb firefox-esr';
const CHECK_TIMEOUT_MS = 60_000;

interface EngineEntry {
  readonly name: string;
  /** What is missing to run it, or undefined. */
  readonly missing: () => string | undefined;
  readonly launch: (origin: string) => Promise<Engine>;
}

const ENGINES: readonly EngineEntry[] = [
  { name: 'webkit', missing: webkitMissing, launch: launchWebKit },
  {
    name: 'firefox',
    missing: () => (findFirefox() ? undefined : 'Firefox ESR'),
    launch: (origin) => Promise.resolve(launchFirefox(origin)),
  },
];

function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} took over ${ms / 1000} s`));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error))
    .split('\n')
    .slice(0, 16)
    .join('\n');
}

async function runCheck(engine: Engine, check: Check): Promise<void> {
  let page: EnginePage | undefined;
  try {
    page = await engine.open(check.profile);
    const opened = page;
    await check.run(opened);
    // Every check also proves the page logged nothing the user's console would flag.
    const problems = await unexpectedProblems(opened);
    if (problems.length) throw new Error(`console problems: ${JSON.stringify(problems)}`);
  } finally {
    await page?.close().catch(() => undefined);
  }
}

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const only = arg('engine');
const dir = arg('dir') ?? 'dist';
const grep = arg('grep');
const engines = ENGINES.filter((entry) => !only || entry.name === only);
if (!engines.length) {
  console.error(`No engine named ${only ?? ''}: use ${ENGINES.map((e) => e.name).join(' or ')}.`);
  process.exit(2);
}
if (!existsSync(join(dir, 'index.html'))) {
  console.error(`${dir}/ holds no build: run \`npm run build\` first.`);
  process.exit(1);
}

const ci = !!process.env.CI && process.env.CI !== 'false';
const started = Date.now();
let passed = 0;
let failed = 0;
const served = await serve({ dir, port: 0 });
let running: Engine | undefined;
// Ctrl+C still stops the browsers, WebKitWebDriver and Xvfb this run started.
process.once('SIGINT', () => {
  void (running?.close() ?? Promise.resolve()).finally(() => process.exit(130));
});

try {
  for (const entry of engines) {
    const missing = entry.missing();
    if (missing) {
      const line = `${entry.name}: ${missing} not installed; install with: ${INSTALL}`;
      if (ci) {
        console.log(`✗ ${line}`);
        failed += 1;
      } else {
        console.log(`- ${line} (skipped; under CI=true this fails)`);
      }
      continue;
    }
    try {
      running = await entry.launch(served.url);
    } catch (error) {
      console.log(`✗ ${entry.name}: could not start: ${describe(error)}`);
      failed += 1;
      continue;
    }
    // Grouped by profile, so that an engine that sets it per launch starts once per profile.
    const ordered = CHECKS.filter((check) => !grep || check.name.includes(grep)).sort((a, b) =>
      JSON.stringify(a.profile).localeCompare(JSON.stringify(b.profile)),
    );
    for (const check of ordered) {
      const t0 = Date.now();
      try {
        await withTimeout(runCheck(running, check), CHECK_TIMEOUT_MS, check.name);
        passed += 1;
        console.log(`✓ ${entry.name.padEnd(7)} ${check.name} (${Date.now() - t0} ms)`);
      } catch (error) {
        failed += 1;
        console.log(`✗ ${entry.name.padEnd(7)} ${check.name} (${Date.now() - t0} ms)`);
        console.log(`    ${describe(error).replaceAll('\n', '\n    ')}`);
      }
    }
    await running.close();
    running = undefined;
  }
} finally {
  await running?.close();
  await served.close();
}
console.log(`(${((Date.now() - started) / 1000).toFixed(1)} s)`);
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
