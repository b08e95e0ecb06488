import { STACKED_ENTRY } from '../shared/place';
import { BACK_PRIORITY, backToTabRoot } from './backButton';

/** Presses Back as Ionic does: asks for handlers, runs the highest; returns what ran. */
function pressBack(): { priority: number; next: boolean }[] {
  const registered: { priority: number; handler: (next: () => void) => void }[] = [];
  document.dispatchEvent(
    new CustomEvent('ionBackButton', {
      detail: {
        register: (priority: number, handler: (next: () => void) => void) => {
          registered.push({ priority, handler });
        },
      },
    }),
  );
  const ran: { priority: number; next: boolean }[] = [];
  for (const { priority, handler } of registered) {
    let next = false;
    handler(() => {
      next = true;
    });
    ran.push({ priority, next });
  }
  return ran;
}

describe('S10: Back at a pushed page opened directly', () => {
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  function setUp(canGoBack: boolean) {
    const goTo = vi.fn<(path: string) => void>();
    const stop = backToTabRoot({
      canGoBack: () => canGoBack,
      pushedFrom: (path) => (path.startsWith('/tabs/explore/') ? '/tabs/explore' : undefined),
      goTo,
    });
    return { goTo, stop };
  }

  it('goes to the tab’s root, in the app, where nothing of the app is beneath', () => {
    window.history.replaceState(null, '', '/tabs/explore/offline');
    const { goTo, stop } = setUp(false);
    expect(pressBack()).toEqual([{ priority: BACK_PRIORITY.toTabRoot, next: false }]);
    expect(goTo).toHaveBeenCalledWith('/tabs/explore');
    stop();
  });

  it('lets navigation go back where the app has a page beneath, or put its stack there', () => {
    window.history.replaceState(null, '', '/tabs/explore/offline');
    const inApp = setUp(true);
    expect(pressBack()).toEqual([{ priority: BACK_PRIORITY.toTabRoot, next: true }]);
    inApp.stop();
    window.history.replaceState({ [STACKED_ENTRY]: true }, '', '/tabs/explore/offline');
    const stacked = setUp(false);
    expect(pressBack()).toEqual([{ priority: BACK_PRIORITY.toTabRoot, next: true }]);
    expect(stacked.goTo).not.toHaveBeenCalled();
    stacked.stop();
  });

  it('lets navigation (and leaving the app) have a tab’s root', () => {
    window.history.replaceState(null, '', '/tabs/explore');
    const { goTo, stop } = setUp(false);
    expect(pressBack()).toEqual([{ priority: BACK_PRIORITY.toTabRoot, next: true }]);
    expect(goTo).not.toHaveBeenCalled();
    stop();
    expect(pressBack()).toEqual([]);
  });

  it('keeps the seed’s priorities: overlay 100, menu 99, navigation 0, between them its own', () => {
    expect(BACK_PRIORITY.overlay).toBe(100);
    expect(BACK_PRIORITY.menu).toBe(99);
    expect(BACK_PRIORITY.navigation).toBe(0);
    expect(BACK_PRIORITY.toTabRoot).toBeGreaterThan(BACK_PRIORITY.navigation);
    expect(BACK_PRIORITY.toTabRoot).toBeLessThan(BACK_PRIORITY.menu);
  });
});
