import { PAGE_PATH } from '../ionic/outletPages';
import { scrollTabRootToTop } from './scrollToTop';

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

describe('P12: a re-tap on the selected tab at its root scrolls to the top', () => {
  it('scrolls the root page shown, in the time asked (0 for reduced motion)', () => {
    window.history.replaceState(null, '', '/tabs/explore');
    const scrolled = screen([
      ['/tabs/home', false],
      ['/tabs/explore', true],
    ]);
    expect(scrollTabRootToTop('explore', 300)).toBe(true);
    expect(scrollTabRootToTop('explore', 0)).toBe(true);
    expect(scrolled).toEqual([
      ['/tabs/explore', 300],
      ['/tabs/explore', 0],
    ]);
  });

  it('leaves a pushed page (P2 takes it to the root) and another tab (a switch) alone', () => {
    window.history.replaceState(null, '', '/tabs/explore/offline');
    const pushed = screen([
      ['/tabs/explore', false],
      ['/tabs/explore/offline', true],
    ]);
    expect(scrollTabRootToTop('explore', 300)).toBe(false);
    expect(pushed).toEqual([]);

    window.history.replaceState(null, '', '/tabs/home');
    const other = screen([
      ['/tabs/home', true],
      ['/tabs/explore', false],
    ]);
    expect(scrollTabRootToTop('explore', 300)).toBe(false);
    expect(other).toEqual([]);
  });

  it('does nothing while the root page is not shown yet', () => {
    window.history.replaceState(null, '', '/tabs/explore/');
    const scrolled = screen([['/tabs/explore', false]]);
    expect(scrollTabRootToTop('explore', 300)).toBe(false);
    expect(scrolled).toEqual([]);
  });
});
