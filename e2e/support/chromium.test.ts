import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES } from './chromium.ts';

/** The names in Playwright's own `disabledFeatures = [...]`, read from the code it runs. */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const root = dirname(require.resolve('playwright-core/package.json'));
  const bundle = readFileSync(join(root, 'lib', 'coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(bundle)?.[1];
  if (list === undefined) throw new Error("Playwright's disabledFeatures list was not found");
  return [...list.matchAll(/^\s*"([A-Za-z0-9]+)",?\s*$/gm)].map((match) => match[1] ?? '');
}

describe('the browser the tests and the bench launch', () => {
  it('keeps every feature Playwright turns off, which a second --disable-features would drop', () => {
    const ours = CHROMIUM_ARGS.find((arg) => arg.startsWith('--disable-features='))?.split('=')[1];
    const theirs = playwrightDisabledFeatures();
    expect(theirs).toContain('PaintHolding');
    expect(ours?.split(',')).toEqual(expect.arrayContaining(theirs));
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
  });

  it('passes one --disable-features, since Chromium keeps only the last', () => {
    expect(CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features'))).toHaveLength(1);
  });
});
