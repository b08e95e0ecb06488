import { PAGE_PATH } from '../ionic/outletPages';
import { SCROLL_TO_TOP_MS, tabTapped } from './tabTapped';

/** Pages as [path, shown], each with a content whose scrollToTop is recorded. */
function screen(pages: [string, boolean][]) {
  document.body.innerHTML = pages
    .map(
      ([path, shown]) =>
        `<div class="ion-page${shown ? '' : ' ion-page-hidden'}" ${PAGE_PATH}="${path}"><ion-content></ion-content></div>`,
    )
    .join('');
  const scrolled: [string | null, number | undefined][] = [];
  for (const content of document.querySelectorAll('ion-content')) {
    Object.assign(content, {
      scrollToTop: (duration?: number) => {
        scrolled.push([content.parentElement?.getAttribute(PAGE_PATH) ?? null, duration]);
        return Promise.resolve();
      },
    });
  }
  return scrolled;
}

const reducedMotion = vi.hoisted(() => ({ value: false }));
vi.mock('../platform/browser', () => ({ prefersReducedMotion: () => reducedMotion.value }));

describe('P12: a re-tap on the selected tab at its root scrolls to the top', () => {
  it('scrolls the root page shown, at once under reduced motion', () => {
    window.history.replaceState(null, '', '/tabs/explore');
    const scrolled = screen([
      ['/tabs/home', false],
      ['/tabs/explore', true],
    ]);
    tabTapped({ tab: 'explore', href: '/tabs/explore' });
    reducedMotion.value = true;
    tabTapped({ tab: 'explore', href: '/tabs/explore' });
    reducedMotion.value = false;
    expect(scrolled).toEqual([
      ['/tabs/explore', SCROLL_TO_TOP_MS],
      ['/tabs/explore', 0],
    ]);
  });

  it('leaves a pushed page (P2 takes it to the root) and another tab (a switch) alone', () => {
    window.history.replaceState(null, '', '/tabs/explore/offline');
    const pushed = screen([
      ['/tabs/explore', false],
      ['/tabs/explore/offline', true],
    ]);
    tabTapped({ tab: 'explore', href: '/tabs/explore/offline' });
    expect(pushed).toEqual([]);

    window.history.replaceState(null, '', '/tabs/home');
    const other = screen([
      ['/tabs/home', true],
      ['/tabs/explore', false],
    ]);
    tabTapped({ tab: 'explore', href: '/tabs/explore' });
    expect(other).toEqual([]);
  });

  it('does nothing while the root page is not shown yet', () => {
    window.history.replaceState(null, '', '/tabs/explore/');
    const scrolled = screen([['/tabs/explore', false]]);
    tabTapped({ tab: 'explore', href: '/tabs/explore' });
    expect(scrolled).toEqual([]);
  });
});

describe('P10: a tap on another tab shows its kept page in the tap itself', () => {
  it('shows the top of its kept stack, and hides the page shown', () => {
    window.history.replaceState(null, '', '/tabs/home');
    screen([
      ['/tabs/home', true],
      ['/tabs/explore/offline', false],
    ]);
    tabTapped({ tab: 'explore', href: '/tabs/explore/offline' });
    const shown = [...document.querySelectorAll('.ion-page:not(.ion-page-hidden)')].map((page) =>
      page.getAttribute(PAGE_PATH),
    );
    expect(shown).toEqual(['/tabs/explore/offline']);
  });
});
