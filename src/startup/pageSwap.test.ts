/**
 * Issue 57: a hop made in place. The head script asks for the right page's file (plan.ts); the
 * input script shows it in this document once it and its stylesheets are here, or, if it cannot,
 * the document goes to the file as a navigation would.
 */
import { hopInPlace } from './pageSwap';
import { pendingHop, readPlan, settlePlan } from './plan';

const LANDING = '/tabs/home';
const STYLESHEET = '/assets/ionic-md.css';
const linked = (href: string) => `<link rel="stylesheet" href="${href}">`;
/** As the build serves it (vite/pages.ts). */
const inlined = (href: string) => `<style data-href="${href}">.a { color: red }</style>`;

/** The build's file for `path` in German: its page in `#root`, its head's stylesheet, its modules. */
function germanPage(path: string, build = 'b1', stylesheet = linked(STYLESHEET)): string {
  return (
    `<!doctype html><html lang="de" data-page="${path}" data-page-mode="md" data-first-screen="/assets/de.js" data-start="/assets/start-de.js" data-mode-styles="md /assets/styles-md.js ios /assets/styles-ios.js">` +
    `<head>${stylesheet}</head>` +
    `<body><div id="root" data-prerendered="${path}" data-build="${build}"><h1>Einstellungen</h1></div></body></html>`
  );
}

/** What the head script asked for at once on a slow line (src/startup/firstScreen.ts). */
const ASKED_EARLY = '<link rel="modulepreload" fetchpriority="low" href="/assets/home.js">';

/**
 * index.html (English, Home's page) at `path` for a person who reads German: a hop. `head`: what
 * else its head holds.
 */
function openAt(
  path: string,
  page: Promise<string | undefined>,
  stylesheet = linked(STYLESHEET),
  head = '',
) {
  const html = document.documentElement;
  html.setAttribute('lang', 'en');
  html.setAttribute('data-page', LANDING);
  html.setAttribute('data-page-mode', 'md');
  html.setAttribute('data-pages', `${LANDING} /tabs/settings`);
  document.head.innerHTML = stylesheet + head;
  document.body.innerHTML = `<div id="root" data-build="b1"></div>`;
  const replace = vi.fn<(url: string) => void>();
  const stacked = vi.fn();
  settlePlan(document, {
    language: 'de',
    location: { pathname: path, hash: '', origin: location.origin, replace },
    history,
    search: '',
    userAgent: 'Mozilla/5.0 (Linux; Android 15)',
    coarsePointer: true,
    landing: LANDING,
    fetchPage: () => page,
  });
  pendingHop()?.whenShown.push(stacked);
  const navigate = vi.fn<(url: string | URL) => void>();
  const window = { document, location: { replace: navigate } } as unknown as Window;
  return { window, navigate, stacked, replace };
}

afterEach(() => {
  for (const name of [
    'data-render',
    'data-page',
    'data-page-mode',
    'data-pages',
    'data-first-screen',
    'data-start',
    'data-mode-styles',
  ]) {
    document.documentElement.removeAttribute(name);
  }
});

describe('issue 57: a hop made in place', () => {
  it("shows the right page's file in this document, to hydrate, its modules asked for as this one's were", async () => {
    const { window, navigate, stacked, replace } = openAt(
      '/tabs/settings',
      Promise.resolve(germanPage('/tabs/settings')),
      linked(STYLESHEET),
      ASKED_EARLY,
    );
    expect(readPlan(document).render).toBe('hop');
    expect(replace).not.toHaveBeenCalled();
    expect(await hopInPlace(window)).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(document.querySelector('#root h1')?.textContent).toBe('Einstellungen');
    expect(document.getElementById('root')?.getAttribute('data-prerendered')).toBe(
      '/tabs/settings',
    );
    expect(document.documentElement.getAttribute('data-first-screen')).toBe('/assets/de.js');
    // Its start's own file is named for the start to ask for, not asked for now.
    expect(document.documentElement.getAttribute('data-start')).toBe('/assets/start-de.js');
    expect(readPlan(document)).toEqual({
      render: 'hydrate',
      variant: { mode: 'md', language: 'de' },
    });
    expect(document.documentElement.hasAttribute('data-render')).toBe(false);
    // S10's stack is written once the page is this document's.
    expect(stacked).toHaveBeenCalledTimes(1);
    expect(
      [...document.head.querySelectorAll('link')].map((link) => [
        link.rel,
        link.getAttribute('href'),
      ]),
    ).toEqual([
      ['stylesheet', STYLESHEET],
      ['modulepreload', '/assets/home.js'],
      ['modulepreload', new URL('/assets/de.js', location.href).href],
      // The element styles of the mode decided, named by the page swapped in.
      ['modulepreload', new URL('/assets/styles-md.js', location.href).href],
    ]);
  });

  it("leaves the page's modules to the start where its document did (a fast line)", async () => {
    const { window } = openAt('/tabs/settings', Promise.resolve(germanPage('/tabs/settings')));
    expect(await hopInPlace(window)).toBe(true);
    expect(document.documentElement.getAttribute('data-first-screen')).toBe('/assets/de.js');
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('takes a stylesheet inlined as the same as linked, and swaps one for another', async () => {
    const IOS = '/assets/ionic-ios.css';
    const sheets = () =>
      [...document.head.querySelectorAll('link[rel="stylesheet"], style')].map(
        (sheet) =>
          `${sheet.localName} ${sheet.getAttribute('href') ?? sheet.getAttribute('data-href')}`,
      );
    for (const [here, there, after] of [
      // The service worker's page links what this one inlined, and the other way: kept, once.
      [linked(STYLESHEET), inlined(STYLESHEET), [`link ${STYLESHEET}`]],
      [inlined(STYLESHEET), linked(STYLESHEET), [`style ${STYLESHEET}`]],
      // Another mode's page: its stylesheet in this one's stead.
      [inlined(STYLESHEET), inlined(IOS), [`style ${IOS}`]],
    ] as const) {
      const { window, navigate } = openAt(
        '/tabs/settings',
        Promise.resolve(germanPage('/tabs/settings', 'b1', there)),
        here,
      );
      expect(await hopInPlace(window)).toBe(true);
      expect(navigate).not.toHaveBeenCalled();
      expect(sheets()).toEqual(after);
    }
  });

  it('goes to the file as a navigation where it cannot be had, or is of another build', async () => {
    for (const page of [
      Promise.resolve(undefined),
      Promise.resolve(germanPage('/tabs/settings', 'b2')),
      Promise.reject(new Error('offline')),
    ]) {
      page.catch(() => undefined);
      const { window, navigate, stacked } = openAt('/tabs/settings', page);
      expect(await hopInPlace(window)).toBe(false);
      expect(navigate).toHaveBeenCalledWith('/de/tabs/settings.html');
      expect(stacked).not.toHaveBeenCalled();
      expect(document.getElementById('root')?.childElementCount).toBe(0);
      expect(readPlan(document).render).toBe('hop');
    }
  });
});
