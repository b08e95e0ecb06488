import { LONGEST_TRANSITION_MS, PAGE_PATH, showKeptPage } from './outletPages';

let explore = '/tabs/explore';

/** What a tap on a tab does to the pages: shows the top of its kept stack (its button's href). */
function showKeptTab(tab: 'home' | 'explore'): boolean {
  return showKeptPage(tab === 'home' ? '/tabs/home' : explore);
}

/** A tab bar whose Explore button goes back to `explorePath`, over the pages given as [path, shown]. */
function screen(explorePath: string, pages: [string, boolean][]) {
  explore = explorePath;
  document.body.innerHTML = `
    <ion-tab-button tab="home" href="/tabs/home"></ion-tab-button>
    <ion-tab-button tab="explore" href="${explorePath}"></ion-tab-button>
    ${pages
      .map(
        ([path, shown]) =>
          `<div class="ion-page${shown ? '' : ' ion-page-hidden'}" ${PAGE_PATH}="${path}"${
            shown ? '' : ' aria-hidden="true"'
          }></div>`,
      )
      .join('')}`;
  const page = (path: string) => document.querySelector(`[${PAGE_PATH}="${path}"]`);
  const shown = () =>
    [...document.querySelectorAll(`.ion-page:not(.ion-page-hidden)`)].map((el) =>
      el.getAttribute(PAGE_PATH),
    );
  return { page, shown };
}

describe('P10: a tab visited before shows its kept page in the tap itself', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/tabs/home');
  });

  it("shows the tab's kept page, inner pages included, and hides the one shown, as Ionic will", () => {
    const { page, shown } = screen('/tabs/explore/camera', [
      ['/tabs/home', true],
      ['/tabs/explore', false],
      ['/tabs/explore/camera', false],
    ]);
    expect(showKeptTab('explore')).toBe(true);
    expect(shown()).toEqual(['/tabs/explore/camera']);
    expect(page('/tabs/explore/camera')?.hasAttribute('aria-hidden')).toBe(false);
    expect(page('/tabs/home')?.getAttribute('aria-hidden')).toBe('true');
  });

  it('leaves a first visit, the tab already shown and an unclear screen to Ionic', () => {
    const first = screen('/tabs/explore', [['/tabs/home', true]]);
    expect(showKeptTab('explore')).toBe(false);
    expect(first.shown()).toEqual(['/tabs/home']);

    screen('/tabs/explore', [['/tabs/home', true]]);
    expect(showKeptTab('home')).toBe(false);

    // Two pages shown (a transition under way): nothing is changed.
    const busy = screen('/tabs/explore', [
      ['/tabs/home', true],
      ['/tabs/explore', false],
      ['/tabs/settings', true],
    ]);
    expect(showKeptTab('explore')).toBe(false);
    expect(busy.shown()).toEqual(['/tabs/home', '/tabs/settings']);

    // A page not yet entered (Ionic's `ion-page-invisible`) is Ionic's to show.
    const entering = screen('/tabs/explore', [
      ['/tabs/home', true],
      ['/tabs/explore', false],
    ]);
    entering.page('/tabs/explore')?.classList.add('ion-page-invisible');
    expect(showKeptTab('explore')).toBe(false);
  });

  /** Taps Explore from Home, lets `navigate` run, waits out the longest transition: what shows. */
  function afterTheLongestTransition(navigate: () => void) {
    vi.useFakeTimers();
    try {
      const { shown } = screen('/tabs/explore', [
        ['/tabs/home', true],
        ['/tabs/explore', false],
      ]);
      expect(showKeptTab('explore')).toBe(true);
      navigate();
      vi.advanceTimersByTime(LONGEST_TRANSITION_MS);
      return shown();
    } finally {
      vi.useRealTimers();
    }
  }

  it("shows the URL's page again if the navigation never happens", () => {
    expect(afterTheLongestTransition(() => undefined)).toEqual(['/tabs/home']);
  });

  it('keeps the page shown once the URL has reached it', () => {
    expect(
      afterTheLongestTransition(() => {
        window.history.pushState(null, '', '/tabs/explore');
      }),
    ).toEqual(['/tabs/explore']);
  });
});
