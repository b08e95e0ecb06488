/**
 * P10, dev like production (issue 29): every prerendered page, rendered on the server exactly as
 * the build renders it (scripts/render-pages.ts: the app built for Node, Ionic's wrappers on the
 * server runtime, the patched outlet), is hydrated here by the app as the browser runs it. Any
 * recoverable error (React throwing the markup away and rendering anew) fails the page, so a
 * mismatch is found by `npm test`, before anyone opens a built page.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import {
  performance as nodePerformance,
  PerformanceObserver as NodePerformanceObserver,
} from 'node:perf_hooks';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { expectConsole } from '../test/setup';
import { LANGUAGES, type Language } from '../shared/languages';

/** The server render runs in a Node process of its own: its React is not this test's. */
function renderEveryPage(): Map<Language, Map<string, string>> {
  const root = join(import.meta.dirname, '../..');
  const json = execFileSync(process.execPath, ['scripts/render-pages.ts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const languages = JSON.parse(json) as Record<Language, Record<string, string>>;
  return new Map(
    LANGUAGES.map((language) => [language, new Map(Object.entries(languages[language]))]),
  );
}

const ATTRIBUTES_WARNING = "attributes of the server rendered HTML didn't match";

/** Hydrates `markup` at `path` with the browser's app; returns what React could not hydrate. */
async function hydrate(path: string, markup: string, language: Language): Promise<string[]> {
  window.history.replaceState(null, '', path);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = markup;
  document.body.replaceChildren(container);
  // A fresh app for each page, as each load of a page is: Ionic numbers its outlets from the start.
  vi.resetModules();
  const { App } = await import('./App');
  const { loadFirstScreen } = await import('./firstPage');
  const { loadLanguage } = await import('../shared/i18n');
  await Promise.all([loadFirstScreen(path), loadLanguage(language)]);
  const errors: string[] = [];
  const warnings = expectConsole('error');
  // As src/start.tsx hydrates: without StrictMode (see there).
  const root = await act(async () => {
    const hydrated = hydrateRoot(container, <App />, {
      onRecoverableError: (error) => void errors.push(String(error)),
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    return hydrated;
  });
  act(() => {
    root.unmount();
  });
  // React's other warnings of a mismatch count too. Its warning that attributes differ does not:
  // in jsdom Stencil upgrades Ionic's elements, writing their classes and roles, before React
  // hydrates them (production React does not compare attributes; in a browser, e2e/dev.test.ts
  // checks `npm run dev` prints none).
  const unexpected = warnings.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((message) => /hydrat/i.test(message) && !message.includes(ATTRIBUTES_WARNING));
  warnings.mockRestore();
  return [...errors, ...unexpected];
}

let languages = new Map<Language, Map<string, string>>();

// The server build of the app takes seconds; more on a busy machine.
describe('P10: every prerendered page hydrates without a mismatch', { timeout: 120_000 }, () => {
  beforeAll(() => {
    // What the app reads of a browser that this jsdom lacks: its performance timeline (the
    // start-up marks), and React's act() for the hydration.
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    vi.stubGlobal('performance', nodePerformance);
    vi.stubGlobal('PerformanceObserver', NodePerformanceObserver);
    languages = renderEveryPage();
  }, 120_000);

  it('renders a page for every tab and every page pushed on it, in every language (P14)', () => {
    expect([...languages.keys()]).toEqual(LANGUAGES);
    for (const [language, pages] of languages) {
      expect([...pages.keys()]).toEqual(
        expect.arrayContaining(['/tabs/home', '/tabs/explore', '/tabs/settings']),
      );
      for (const [path, markup] of pages) {
        expect(markup, `${language} ${path}`).toContain(`data-page-path="${path}"`);
      }
    }
    const titles = LANGUAGES.map((language) =>
      /<h1[^>]*>([^<]+)<\/h1>/.exec(languages.get(language)?.get('/tabs/settings') ?? ''),
    ).map((match) => match?.[1]);
    expect(new Set(titles).size, titles.join(', ')).toBe(LANGUAGES.length);
  });

  it('hydrates each page as rendered, with no recoverable error', async () => {
    for (const [language, pages] of languages) {
      for (const [path, markup] of pages) {
        expect(await hydrate(path, markup, language), `${language} ${path}`).toEqual([]);
      }
    }
  });

  it('fails a page whose markup is not what the app renders', async () => {
    const home = languages.get('en')?.get('/tabs/home') ?? '';
    const heading = /<h1[^>]*>[^<]+<\/h1>/.exec(home)?.[0];
    expect(heading).toBeTruthy();
    const changed = home.replace(
      heading ?? '',
      '<h1 class="page-title">Not the app’s heading</h1>',
    );
    expect(changed).not.toBe(home);
    expect(await hydrate('/tabs/home', changed, 'en')).not.toEqual([]);
    const german = languages.get('de')?.get('/tabs/home') ?? '';
    expect(await hydrate('/tabs/home', german, 'en')).not.toEqual([]);
  });
});
