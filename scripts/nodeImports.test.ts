// @vitest-environment node
/**
 * The bench, the scripts and the Playwright config run on Node's own loader, not a bundler: every
 * import needs its `.ts` extension there. Vitest and Playwright resolve without it, so a missing
 * one only broke `npm run bench` later; this loads those modules the way Node does.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const MODULES = [
  'bench/before.ts',
  'bench/certificate.ts',
  'bench/measure.ts',
  'bench/network.ts',
  'bench/report.ts',
  'bench/uninspected.ts',
  'scripts/renameApp.ts',
  'scripts/serve.ts',
  'src/tabs/tabList.ts',
  'src/shared/startupPhases.ts',
  'e2e/support/app.ts',
  'capacitor.config.ts',
];

/** Each module's failure to load on Node's own loader, or null: one Node process for them all. */
function loadEach(modules: readonly string[]): Record<string, string | null> {
  const script = `
    const failures = {};
    for (const module of ${JSON.stringify(modules)}) {
      try {
        await import(${JSON.stringify(`${root}/`)} + module);
        failures[module] = null;
      } catch (error) {
        failures[module] = String(error);
      }
    }
    process.stdout.write('\\n' + JSON.stringify(failures));
  `;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  // The last line: a module may print as it loads.
  return JSON.parse(output.slice(output.lastIndexOf('\n') + 1)) as Record<string, string | null>;
}

// One Node process: about a second, several on a busy machine.
describe("modules that run on Node's own loader", { timeout: 30_000 }, () => {
  let failures: Record<string, string | null> = {};
  beforeAll(() => {
    failures = loadEach(MODULES);
  });

  it.each(MODULES)('%s loads', (module) => {
    expect(failures).toHaveProperty(module, null);
  });

  it('names the module that fails, with its error', () => {
    expect(loadEach(['scripts/no-such-module.ts'])).toEqual({
      'scripts/no-such-module.ts': expect.stringMatching(/Cannot find module/) as string,
    });
  });
});
