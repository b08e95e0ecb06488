import { navigationInFlight, PAGE_PATH, setPageShown } from './outletPages';

function showPages(...pages: { path: string; hidden?: boolean; invisible?: boolean }[]): void {
  document.body.innerHTML = pages
    .map(
      ({ path, hidden, invisible }) =>
        `<div class="ion-page${hidden ? ' ion-page-hidden' : ''}${invisible ? ' ion-page-invisible' : ''}" ${PAGE_PATH}="${path}"></div>`,
    )
    .join('');
}

describe('one navigation at a time', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/tabs/explore');
  });

  it('P2: at rest when exactly one page is shown, fully, and it is the URL’s', () => {
    showPages({ path: '/tabs/home', hidden: true }, { path: '/tabs/explore' });
    expect(navigationInFlight()).toBe(false);
  });

  it('P2: in flight while the URL’s page is not shown yet, or two pages are, or it is still invisible', () => {
    showPages({ path: '/tabs/home' });
    expect(navigationInFlight()).toBe(true);
    showPages({ path: '/tabs/home' }, { path: '/tabs/explore' });
    expect(navigationInFlight()).toBe(true);
    showPages({ path: '/tabs/explore', invisible: true });
    expect(navigationInFlight()).toBe(true);
  });
});

describe('a kept page shown and hidden as the outlet does', () => {
  it('P10: hides with the class and aria-hidden, and shows by taking both away', () => {
    showPages({ path: '/tabs/explore' });
    const page = document.querySelector('.ion-page');
    if (!page) throw new Error('no page');
    setPageShown(page, false);
    expect(page.classList.contains('ion-page-hidden')).toBe(true);
    expect(page.getAttribute('aria-hidden')).toBe('true');
    setPageShown(page, true);
    expect(page.classList.contains('ion-page-hidden')).toBe(false);
    expect(page.hasAttribute('aria-hidden')).toBe(false);
  });
});
