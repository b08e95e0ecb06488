import {
  appIsLive,
  followLinksUntilLive,
  howToRender,
  settleFirstFrame,
  type FirstFrameEnvironment,
} from './prerendered';

describe('P10: the prerendered page in the first frame', () => {
  it("hydrates only this build's page for this path, and says why it does not", () => {
    const root = document.createElement('div');
    const env = { pathname: '/tabs/explore', build: 'abc', document };
    expect(howToRender(root, env)).toEqual({ hydrate: false });
    root.setAttribute('data-prerendered', '/tabs/explore');
    root.setAttribute('data-build', 'abc');
    expect(howToRender(root, env)).toEqual({ hydrate: true });
    expect(howToRender(root, { ...env, build: 'def' })).toEqual({
      hydrate: false,
      why: 'it comes from build abc',
    });
    expect(howToRender(root, { ...env, pathname: '/tabs/home' }).why).toBe(
      'it is the page of /tabs/explore',
    );
    document.documentElement.setAttribute('data-render', 'client');
    expect(howToRender(root, env)).toEqual({ hydrate: false });
    document.documentElement.removeAttribute('data-render');
  });

  it('follows a tab or item link tapped before the app is live, and leaves taps to the app after', () => {
    document.body.innerHTML =
      '<ion-tab-button href="/tabs/settings"><span>Settings</span></ion-tab-button><ion-item href="https://elsewhere.example/">x</ion-item>';
    const assign = vi.fn();
    followLinksUntilLive(document, { pathname: '/tabs/home', assign });
    const tap = (selector: string) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector(selector)?.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(tap('ion-tab-button span')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/tabs/settings');
    expect(tap('ion-item')).toBe(false);
    appIsLive(document);
    expect(tap('ion-tab-button span')).toBe(false);
    expect(assign).toHaveBeenCalledTimes(1);
    document.documentElement.removeAttribute('data-render');
  });

  it.each(['//evil.example/tabs', '/\\evil.example', '/.//evil.example', '/\t/evil.example'])(
    'P13: a link whose path resolves to another origin (%j) is not followed',
    (href) => {
      document.body.innerHTML = '<ion-tab-button><span>Settings</span></ion-tab-button>';
      document.querySelector('ion-tab-button')?.setAttribute('href', href);
      const assign = vi.fn();
      followLinksUntilLive(document, { pathname: '/tabs/home', assign });
      const event = new MouseEvent('click', { bubbles: true, cancelable: true });
      document.querySelector('ion-tab-button span')?.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('P13: a link is followed to the path the browser would resolve, not the raw href', () => {
    document.body.innerHTML = '<ion-tab-button><span>Explore</span></ion-tab-button>';
    document.querySelector('ion-tab-button')?.setAttribute('href', '/tabs/./x/../explore');
    const assign = vi.fn();
    followLinksUntilLive(document, { pathname: '/tabs/home', assign });
    document
      .querySelector('ion-tab-button span')
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(assign.mock.calls).toEqual([['/tabs/explore']]);
  });
});

describe('P10: the first frame settles the mode and what the document does', () => {
  const ANDROID = 'Mozilla/5.0 (Linux; Android 15)';
  const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)';
  const html = document.documentElement;

  /** A document of the build at `pathname` holding the Material landing page. */
  function firstFrame(pathname: string, userAgent: string) {
    html.className = '';
    for (const name of ['mode', 'data-render']) html.removeAttribute(name);
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
    } satisfies FirstFrameEnvironment;
    const choice = settleFirstFrame(document, env);
    return { choice, env };
  }

  afterEach(() => {
    html.className = '';
    for (const name of ['mode', 'data-render', 'data-page', 'data-page-mode', 'data-pages']) {
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
    const { choice, env } = firstFrame('/', ANDROID);
    expect(choice.render).toBe('hydrate');
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

  it('leaves a path without a page to the client render, the markup hidden', () => {
    const { env } = firstFrame('/nope', ANDROID);
    expect(html.getAttribute('data-render')).toBe('client');
    expect(env.location.replace).not.toHaveBeenCalled();
    expect(env.history.replaceState).not.toHaveBeenCalled();
  });
});
