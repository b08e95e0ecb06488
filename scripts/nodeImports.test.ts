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

// Each case starts a Node process: about a second, several on a busy machine.
describe("modules that run on Node's own loader", { timeout: 30_000 }, () => {
  it.each(MODULES)('%s loads', (module) => {
    const script = `await import(${JSON.stringify(join(root, module))});`;
    expect(() =>
      execFileSync(process.execPath, ['--input-type=module', '-e', script], {
        cwd: root,
        stdio: 'pipe',
      }),
    ).not.toThrow();
  });
});
