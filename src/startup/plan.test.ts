import {
  chooseDocument,
  confirmPlan,
  fetchText,
  hopShown,
  pendingHop,
  readPlan,
  settlePlan,
  type DocumentState,
  type PlanEnvironment,
} from './plan';
import type { Variant } from '../shared/site';
import type { Language } from '../shared/languages';

const LANDING = '/tabs/home';
const PAGES = ['/tabs/home', '/tabs/explore', '/tabs/explore/offline', '/tabs/settings'];
const md: Variant = { mode: 'md', language: 'en' };
const ios: Variant = { mode: 'ios', language: 'en' };

/** A document of the build at `pathname`, holding `page` in `pageVariant`, the app in `variant`. */
function state(overrides: Partial<DocumentState>): DocumentState {
  return {
    pathname: '/',
    search: '',
    hash: '',
    variant: md,
    page: LANDING,
    pageVariant: md,
    pages: PAGES,
    landing: LANDING,
    ...overrides,
  };
}

describe('P10: what a document does with its page', () => {
  it('S2, P1: `/` and `/tabs` are the landing page, with the landing path in the address bar', () => {
    for (const pathname of ['/', '/tabs', '/tabs/']) {
      expect(chooseDocument(state({ pathname, search: '?a=1', hash: '#b' }))).toEqual({
        render: 'hydrate',
        replace: '/tabs/home?a=1#b',
      });
    }
    expect(chooseDocument(state({ pathname: LANDING }))).toEqual({ render: 'hydrate' });
  });

  it("a document that is its URL's page in Ionic's mode is hydrated as it is", () => {
    const explore = state({ pathname: '/tabs/explore', page: '/tabs/explore', pageVariant: ios });
    expect(chooseDocument({ ...explore, variant: ios })).toEqual({ render: 'hydrate' });
  });

  it("any other goes, once, to its page's file in the right mode, keeping query and fragment", () => {
    // An iPhone served the Material page (a host that cannot tell).
    expect(chooseDocument(state({ pathname: '/', variant: ios, search: '?x' }))).toEqual({
      render: 'hop',
      to: '/ios/index.html?x',
      route: LANDING,
      replace: '/tabs/home?x',
    });
    // A plain single-page host: index.html for every path.
    expect(chooseDocument(state({ pathname: '/tabs/explore/offline', hash: '#top' }))).toEqual({
      render: 'hop',
      to: '/tabs/explore/offline.html#top',
      route: '/tabs/explore/offline',
    });
    // The file's own document puts the route back.
    expect(
      chooseDocument(
        state({
          pathname: '/ios/tabs/settings.html',
          variant: ios,
          page: '/tabs/settings',
          pageVariant: ios,
        }),
      ),
    ).toEqual({ render: 'hydrate', replace: '/tabs/settings' });
  });

  it('never hops twice: a file address answered with another page renders on the client', () => {
    // A host that answered a missing file with index.html (an older deploy, say).
    expect(chooseDocument(state({ pathname: '/ios/tabs/settings.html', variant: ios }))).toEqual({
      render: 'client',
      replace: '/tabs/settings',
    });
    expect(chooseDocument(state({ pathname: '/tabs/settings.html' }))).toEqual({
      render: 'client',
      replace: '/tabs/settings',
    });
  });

  it('S2: a path the build has no page for is left to the router, in the address bar as typed', () => {
    for (const pathname of ['/nope', '/tabs/explore/no-such-id', '//elsewhere.example/x', '/%']) {
      expect(chooseDocument(state({ pathname }))).toEqual({ render: 'client' });
    }
    // Without a prerendered page (a development server, a build without the prerender).
    expect(
      chooseDocument(
        state({ pathname: '/tabs/explore', page: undefined, pageVariant: undefined, pages: [] }),
      ),
    ).toEqual({
      render: 'client',
    });
    expect(chooseDocument(state({ pathname: '/', page: undefined, pages: [] }))).toEqual({
      render: 'client',
      replace: LANDING,
    });
  });
});

describe('P10: the first frame settles the mode and what the document does', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 15)';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)';
  const html = document.documentElement;

  /** A document of the build at `pathname` holding the Material landing page. */
  function firstFrame(
    pathname: string,
    userAgent: string,
    language: Language = 'en',
    hop: Pick<PlanEnvironment, 'fetchPage' | 'preloadStylesheet'> = {},
  ) {
    html.className = '';
    for (const name of ['mode', 'data-render', 'dir']) html.removeAttribute(name);
    html.setAttribute('lang', 'en');
    html.setAttribute('data-page', '/tabs/home');
    html.setAttribute('data-page-mode', 'md');
    html.setAttribute('data-pages', '/tabs/home /tabs/explore');
    const env = {
      location: {
        pathname,
        hash: '',
        origin: 'https://app.example',
        replace: vi.fn<(url: string) => void>(),
      },
      history: { state: null, replaceState: vi.fn() },
      search: '',
      userAgent,
      coarsePointer: true,
      landing: '/tabs/home',
      language,
      ...hop,
    } satisfies PlanEnvironment;
    const plan = settlePlan(document, env);
    return { plan, env };
  }

  afterEach(() => {
    html.className = '';
    for (const name of [
      'mode',
      'data-render',
      'data-page',
      'data-page-mode',
      'data-pages',
      'data-mode-stylesheets',
    ]) {
      html.removeAttribute(name);
    }
  });

  it("sets Ionic's mode on <html> as Ionic reads it, so the app runs in the page's mode", () => {
    firstFrame('/', IPHONE);
    expect(html.getAttribute('mode')).toBe('ios');
    expect(html.classList.contains('ios')).toBe(true);
    firstFrame('/', ANDROID);
    expect([html.getAttribute('mode'), html.className]).toEqual(['md', 'md']);
  });

  it('S2, P1: at `/` shows the landing page with the landing path, history replaced', () => {
    const { plan, env } = firstFrame('/', ANDROID);
    expect(plan.render).toBe('hydrate');
    expect(readPlan(document)).toBe(plan);
    expect(html.hasAttribute('data-render')).toBe(false);
    expect(env.history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      new URL('https://app.example/tabs/home'),
    );
  });

  it("goes to the right page's file, hidden meanwhile, where this one is not it", () => {
    const { env } = firstFrame('/', IPHONE);
    expect(html.getAttribute('data-render')).toBe('hop');
    expect(env.location.replace).toHaveBeenCalledWith('/ios/index.html');
    expect(env.history.replaceState).not.toHaveBeenCalled();
  });

  it("issue 57: asks for the right page's file at once, to show it here, the route in the address bar", async () => {
    const page = '<html lang="en" data-page="/tabs/home" data-page-mode="ios"></html>';
    const fetchPage = vi.fn<(url: string) => Promise<string | undefined>>(() =>
      Promise.resolve(page),
    );
    const preloadStylesheet = vi.fn<(href: string) => void>();
    html.setAttribute('data-mode-stylesheets', 'md /assets/md.css ios /assets/ios.css');
    const { env } = firstFrame('/', IPHONE, 'en', { fetchPage, preloadStylesheet });
    expect(html.getAttribute('data-render')).toBe('hop');
    // Its linked copy, a third of the bytes, with the other mode's stylesheet beside it.
    expect(fetchPage.mock.calls).toEqual([['/linked/ios/index.html']]);
    expect(preloadStylesheet.mock.calls).toEqual([['/assets/ios.css']]);
    expect(env.location.replace).not.toHaveBeenCalled();
    expect(env.history.replaceState).toHaveBeenCalledWith(
      null,
      '',
      new URL('https://app.example/tabs/home'),
    );
    expect(pendingHop()).toMatchObject({ to: '/ios/index.html', route: '/tabs/home' });
    expect(await pendingHop()?.page).toBe(page);
    // Once shown in place, the page is this document's, to hydrate.
    expect(hopShown(document)).toEqual({
      render: 'hydrate',
      variant: { mode: 'ios', language: 'en' },
    });
    expect(readPlan(document).render).toBe('hydrate');
    expect(html.hasAttribute('data-render')).toBe(false);
    // A hop for the language alone needs no stylesheet: this document has the mode's.
    html.setAttribute('data-mode-stylesheets', 'md /assets/md.css ios /assets/ios.css');
    firstFrame('/tabs/home', ANDROID, 'de', { fetchPage, preloadStylesheet });
    expect(fetchPage).toHaveBeenLastCalledWith('/linked/de/index.html');
    expect(preloadStylesheet).toHaveBeenCalledTimes(1);
  });

  it("issue 57: takes the page as served where its linked copy is missing or is not the page (a native app, a host's index.html)", async () => {
    const served = '<html lang="de" data-page="/tabs/explore" data-page-mode="md"></html>';
    // Missing (404, a native app's failed load), a host's index.html, another variant, garbage.
    for (const linked of [
      undefined,
      '<html lang="en" data-page="/tabs/home" data-page-mode="md"></html>',
      '<html lang="de" data-page="/tabs/explore" data-page-mode="ios"></html>',
      '<p>garbage',
    ]) {
      const fetchPage = vi.fn<(url: string) => Promise<string | undefined>>((url) =>
        Promise.resolve(url.startsWith('/linked/') ? linked : served),
      );
      firstFrame('/tabs/explore', ANDROID, 'de', { fetchPage });
      expect(await pendingHop()?.page).toBe(served);
      expect(fetchPage.mock.calls).toEqual([
        ['/linked/de/tabs/explore.html'],
        ['/de/tabs/explore.html'],
      ]);
    }
  });

  it("P14: marks <html> with the person's language and direction, and goes to its page's file", () => {
    const { env } = firstFrame('/tabs/home', ANDROID, 'ar');
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
    expect(env.location.replace).toHaveBeenCalledWith('/ar/index.html');
    firstFrame('/tabs/home', IPHONE, 'de');
    expect([html.lang, html.dir]).toEqual(['de', 'ltr']);
    expect(readPlan(document).variant).toEqual({ mode: 'ios', language: 'de' });
    const english = firstFrame('/tabs/home', ANDROID, 'en');
    expect([html.lang, html.dir, english.plan.render]).toEqual(['en', 'ltr', 'hydrate']);
  });

  it('leaves a path without a page to the client render, the markup hidden', () => {
    const { env } = firstFrame('/nope', ANDROID);
    expect(html.getAttribute('data-render')).toBe('client');
    expect(env.location.replace).not.toHaveBeenCalled();
    expect(env.history.replaceState).not.toHaveBeenCalled();
  });
});

describe("issue 57: a page's text as the hop and an early tap fetch it", () => {
  it('is the body of an answer that is ok, asked for with same-origin credentials', async () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response('<html></html>')));
    await expect(fetchText(fetcher, '/linked/index.html')).resolves.toBe('<html></html>');
    expect(fetcher).toHaveBeenCalledWith('/linked/index.html', { credentials: 'same-origin' });
  });

  it('is undefined for an error answer, a refused fetch, or a body that cannot be read', async () => {
    const broken = new Response('x');
    await broken.text();
    for (const answer of [
      () => Promise.resolve(new Response('Not found', { status: 404 })),
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(broken),
    ]) {
      await expect(fetchText(answer, '/linked/index.html')).resolves.toBeUndefined();
    }
  });
});

describe('P10: the app hydrates only the page the plan shows, of its build', () => {
  const html = document.documentElement;
  afterEach(() => {
    html.removeAttribute('data-render');
    document.body.replaceChildren();
  });

  function withPage(path: string | undefined, build = 'abc') {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = '<ion-app></ion-app>';
    if (path !== undefined) {
      root.setAttribute('data-prerendered', path);
      root.setAttribute('data-build', build);
    }
    document.body.replaceChildren(root);
    html.setAttribute('data-page', path ?? '');
    html.setAttribute('lang', 'en');
    html.setAttribute('data-page-mode', 'md');
    html.setAttribute('data-pages', '/tabs/home /tabs/explore');
    settlePlan(document, {
      location: {
        pathname: '/tabs/explore',
        hash: '',
        origin: 'https://app.example',
        replace: vi.fn(),
      },
      history: { state: null, replaceState: vi.fn() },
      search: '',
      userAgent: 'Mozilla/5.0 (Linux; Android 15)',
      coarsePointer: true,
      landing: LANDING,
      language: 'en',
    });
    return root;
  }

  it("keeps this build's page for this path, and says why it drops any other", () => {
    const root = withPage('/tabs/explore');
    expect(confirmPlan(document, { pathname: '/tabs/explore', build: 'abc' })).toEqual({
      plan: { render: 'hydrate', variant: md },
    });
    expect(root.childElementCount).toBe(1);
    withPage('/tabs/explore', 'old');
    const stale = confirmPlan(document, { pathname: '/tabs/explore', build: 'abc' });
    expect(stale.why).toBe('it comes from build old');
    expect(stale.plan.render).toBe('client');
    expect(readPlan(document).render).toBe('client');
    expect(document.getElementById('root')?.childElementCount).toBe(0);
    expect(html.getAttribute('data-render')).toBe('client');
  });

  it('P14: drops, without a word, a page in another language than the one the app shows', () => {
    const root = withPage('/tabs/explore');
    expect(
      confirmPlan(document, { pathname: '/tabs/explore', build: 'abc', language: 'en' }).why,
    ).toBeUndefined();
    expect(
      confirmPlan(document, { pathname: '/tabs/explore', build: 'abc', language: 'de' }),
    ).toEqual({ plan: { render: 'client', variant: { mode: 'md', language: 'de' } } });
    expect(root.childElementCount).toBe(0);
    expect(readPlan(document).render).toBe('client');
  });

  it('drops the page of another path, and a page the plan does not show, silently', () => {
    withPage('/tabs/explore');
    expect(confirmPlan(document, { pathname: '/tabs/home', build: 'abc' }).why).toBe(
      'it is the page of /tabs/explore',
    );
    const root = withPage('/tabs/home');
    // The plan at /tabs/explore holding Home's page hopped to Explore's file.
    expect(readPlan(document).render).toBe('hop');
    expect(confirmPlan(document, { pathname: '/tabs/explore', build: 'abc' }).why).toBeUndefined();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });
});
