import { answerEarlyTaps, appIsLive, earlyTaps } from './earlyTaps';
import { settlePlan } from './plan';

const LANDING = '/tabs/home';
const PAGES = ['/tabs/home', '/tabs/explore', '/tabs/explore/offline', '/tabs/settings'];

/** A page's document as the build writes it: its markup in `#root`, of build `build`. */
function pageDocument(path: string, build = 'b1'): string {
  const title = path.split('/').at(-1) ?? '';
  return `<!doctype html><html data-first-screen="/assets/${title}.js"><head><style>.x-${title}{}</style></head><body><div id="root" data-prerendered="${path}" data-build="${build}"><ion-tabs><template shadowrootmode="open"><slot></slot></template><h1>${title}</h1><ion-tab-button tab="home" href="/tabs/home">Home</ion-tab-button><ion-tab-button tab="explore" href="/tabs/explore">Explore</ion-tab-button><ion-item href="/tabs/explore/offline">Offline</ion-item><ion-back-button default-href="/tabs/explore"></ion-back-button><ion-toggle></ion-toggle></ion-tabs></div></body></html>`;
}

/** The document at `path`, its early taps answering, with `fetch` serving the build's pages. */
function openAt(path: string, { build = 'b1' } = {}) {
  history.replaceState(null, '', path);
  document.body.replaceChildren();
  const html = document.documentElement;
  html.setAttribute('data-page', path);
  html.setAttribute('data-page-mode', 'md');
  html.setAttribute('lang', 'en');
  html.setAttribute('data-pages', PAGES.join(' '));
  settlePlan(document, {
    language: 'en',
    location: { pathname: path, hash: '', origin: location.origin, replace: vi.fn() },
    history,
    search: '',
    userAgent: 'Mozilla/5.0 (Linux; Android 15)',
    coarsePointer: true,
    landing: LANDING,
  });
  const fetch = vi.fn((url: string) => {
    const file = url.replace(/^\//, '').replace(/\.html$/, '');
    const route = file === 'index' ? LANDING : `/${file}`;
    return Promise.resolve(new Response(pageDocument(route, build)));
  });
  vi.stubGlobal('fetch', fetch);
  // As the body script does: before the page's markup is parsed.
  stop = answerEarlyTaps(window, LANDING);
  const parsed = new DOMParser().parseFromString(pageDocument(path), 'text/html');
  document.body.replaceChildren(...parsed.body.childNodes);
  return { fetch };
}

function tap(selector: string): MouseEvent {
  const target = document.querySelector(selector);
  if (!target) throw new Error(`nothing matches ${selector}`);
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(click);
  return click;
}

const heading = () => document.querySelector('#root h1')?.textContent;
let stop: () => void = () => undefined;

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  const html = document.documentElement;
  for (const name of ['data-render', 'data-page', 'data-page-mode', 'data-pages', 'mode']) {
    html.removeAttribute(name);
  }
});

describe('P10: a tap before the app is live', () => {
  it('on a tab shows its page in place, with the history the app would write, no document loaded', async () => {
    const { fetch } = openAt('/tabs/home');
    const length = history.length;
    expect(tap('ion-tab-button[tab="explore"]').defaultPrevented).toBe(true);
    await earlyTaps()?.settled();
    expect(fetch.mock.calls).toEqual([
      ['/tabs/explore.html', { credentials: 'same-origin', priority: 'auto' }],
    ]);
    expect(heading()).toBe('explore');
    expect(location.pathname).toBe('/tabs/explore');
    expect(history.length).toBe(length + 1);
    expect(document.getElementById('root')?.getAttribute('data-prerendered')).toBe('/tabs/explore');
    expect(document.documentElement.getAttribute('data-page')).toBe('/tabs/explore');
    // Its styles and its first screen's modules come with it; its shadow roots are attached.
    expect(document.documentElement.getAttribute('data-first-screen')).toBe('/assets/explore.js');
    expect(document.querySelector('ion-tabs')?.shadowRoot?.querySelector('slot')).not.toBeNull();
  });

  it("fetches the other tabs' pages once the page is parsed, so a tab tap only swaps", async () => {
    const { fetch } = openAt('/tabs/home');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(fetch.mock.calls).toEqual([
      ['/tabs/explore.html', { credentials: 'same-origin', priority: 'low' }],
    ]);
    expect(tap('ion-tab-button[tab="explore"]').defaultPrevented).toBe(true);
    await earlyTaps()?.settled();
    expect(heading()).toBe('explore');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('on a list item pushes its page; its tab then returns to where it was (P2)', async () => {
    openAt('/tabs/explore');
    tap('ion-item');
    await earlyTaps()?.settled();
    expect([location.pathname, heading()]).toEqual(['/tabs/explore/offline', 'offline']);
    tap('ion-tab-button[tab="home"]');
    await earlyTaps()?.settled();
    expect(location.pathname).toBe('/tabs/home');
    tap('ion-tab-button[tab="explore"]');
    await earlyTaps()?.settled();
    expect(location.pathname).toBe('/tabs/explore/offline');
    // The selected tab again, on a pushed page: its root.
    tap('ion-tab-button[tab="explore"]');
    await earlyTaps()?.settled();
    expect(location.pathname).toBe('/tabs/explore');
  });

  it('on a back button opened by its URL shows its default page, history replaced', async () => {
    openAt('/tabs/explore/offline');
    const length = history.length;
    tap('ion-back-button');
    await earlyTaps()?.settled();
    expect([location.pathname, heading(), history.length]).toEqual([
      '/tabs/explore',
      'explore',
      length,
    ]);
  });

  it('on a back button after a page shown in place steps back in the history', async () => {
    openAt('/tabs/explore');
    tap('ion-item');
    await earlyTaps()?.settled();
    const back = vi.spyOn(history, 'back');
    tap('ion-back-button');
    await earlyTaps()?.settled();
    expect(back).toHaveBeenCalledOnce();
  });

  it('on any other control is kept, shown pressed, and made again once the app is live', async () => {
    openAt('/tabs/settings');
    const toggle = document.querySelector('ion-toggle');
    const clicks = vi.fn();
    toggle?.addEventListener('click', clicks);
    expect(tap('ion-toggle').defaultPrevented).toBe(true);
    tap('ion-toggle');
    expect(toggle?.hasAttribute('data-kept-tap')).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    appIsLive(document);
    await vi.waitFor(() => {
      expect(clicks).toHaveBeenCalledOnce();
    });
    expect(toggle?.hasAttribute('data-kept-tap')).toBe(false);
    // Live: taps are the app's own.
    expect(tap('ion-toggle').defaultPrevented).toBe(false);
  });

  it('once hydration has begun is kept for the app, links included, and nothing is shown in place', async () => {
    const { fetch } = openAt('/tabs/home');
    earlyTaps()?.hydrationBegins();
    expect(document.documentElement.getAttribute('data-render')).toBe('hydrating');
    const explore = document.querySelector('ion-tab-button[tab="explore"]');
    const clicks = vi.fn();
    explore?.addEventListener('click', clicks);
    tap('ion-tab-button[tab="explore"]');
    await earlyTaps()?.settled();
    expect(fetch).not.toHaveBeenCalled();
    expect(location.pathname).toBe('/tabs/home');
    appIsLive(document);
    await vi.waitFor(() => {
      expect(clicks).toHaveBeenCalledOnce();
    });
  });

  it("keeps the tap for the app when the page's document is of another build", async () => {
    openAt('/tabs/home', { build: 'b2' });
    tap('ion-tab-button[tab="explore"]');
    await earlyTaps()?.settled();
    expect(location.pathname).toBe('/tabs/home');
    expect(
      document.querySelector('ion-tab-button[tab="explore"]')?.hasAttribute('data-kept-tap'),
    ).toBe(true);
  });

  it.each(['//evil.example/tabs', '/\\evil.example', '/.//evil.example', 'https://evil.example/'])(
    'P13: never follows a link that resolves to another origin (%j)',
    async (href) => {
      const { fetch } = openAt('/tabs/home');
      document.querySelector('ion-item')?.setAttribute('href', href);
      tap('ion-item');
      await earlyTaps()?.settled();
      expect(fetch).not.toHaveBeenCalled();
      expect(location.pathname).toBe('/tabs/home');
    },
  );

  it('on a part Ionic moves as it upgrades the element, is made on the element that stayed', async () => {
    openAt('/tabs/home');
    // A prerendered part of the tab button, which the upgrade moves into its shadow root.
    const button = document.querySelector('ion-tab-button[tab="explore"]');
    const part = document.createElement('a');
    button?.append(part);
    part.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerId: 1 }),
    );
    button?.attachShadow({ mode: 'open' }).append(part);
    // The browser sends no click for a press whose target moved.
    button?.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, composed: true, pointerId: 1 }),
    );
    await vi.waitFor(() => {
      expect(location.pathname).toBe('/tabs/explore');
    });
  });

  it('a press on a part that did not move is left to the browser, which clicks', async () => {
    const { fetch } = openAt('/tabs/home');
    const item = document.querySelector('ion-item');
    item?.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerId: 2 }),
    );
    item?.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, composed: true, pointerId: 2 }),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    await earlyTaps()?.settled();
    // Only the pointerdown's prefetch: no tap of its own.
    expect(location.pathname).toBe('/tabs/home');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
