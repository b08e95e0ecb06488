import { appIsLive, followLinksUntilLive } from './prerendered';

describe('P10: the prerendered page in the first frame', () => {
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
