import { navigationInFlight, onPageShown, pageShown } from './transitions';

describe('one navigation at a time', () => {
  it('P2: a navigation is in flight from the URL changing until a page is shown at it', () => {
    window.history.replaceState(null, '', '/tabs/home');
    pageShown('/tabs/home');
    expect(navigationInFlight()).toBe(false);
    window.history.pushState(null, '', '/tabs/explore');
    expect(navigationInFlight()).toBe(true);
    pageShown('/tabs/explore');
    expect(navigationInFlight()).toBe(false);
  });

  it('tells each listener when a page is shown, until it unsubscribes', () => {
    const listener = vi.fn();
    const unsubscribe = onPageShown(listener);
    pageShown('/tabs/home');
    unsubscribe();
    pageShown('/tabs/home');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
