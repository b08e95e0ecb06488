import { followLinksUntilLive, howToRender, ionicMode, appIsLive } from './prerendered';

const phone = { search: '', coarsePointer: true, isNativePlatform: false };

describe('P10: the prerendered page in the first frame', () => {
  it("picks Ionic's mode as Ionic does: the URL first, else iOS on Apple's phones and tablets", () => {
    expect(ionicMode({ ...phone, userAgent: 'Mozilla/5.0 (Linux; Android 15)' })).toBe('md');
    expect(ionicMode({ ...phone, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' })).toBe(
      'ios',
    );
    expect(ionicMode({ ...phone, userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)' })).toBe(
      'ios',
    );
    expect(
      ionicMode({
        ...phone,
        coarsePointer: false,
        userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)',
      }),
    ).toBe('md');
    expect(ionicMode({ ...phone, search: '?ionic:mode=ios', userAgent: 'Android' })).toBe('ios');
    expect(ionicMode({ ...phone, search: '?a=1&ionic:mode=md', userAgent: 'iPhone' })).toBe('md');
  });

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
});
