// @vitest-environment jsdom
import { shellHtml, showShellTab } from '../src/startup/shell.ts';
import { TAB_LIST } from '../src/tabs/tabList.ts';
import { earlyTapSelectors } from './earlyTap.ts';

const TITLES = '.ion-page ion-header ion-title';
const { ready, tap, selectedTab, headings } = earlyTapSelectors(
  'explore',
  'ion-tab-bar ion-tab-button.hydrated',
  TITLES,
);

describe("the bench's early tap (issue 57)", () => {
  it('taps the painted shell a plain host shows, and counts its answer: the tab selected, its title in the header', () => {
    document.body.innerHTML = shellHtml(TAB_LIST);
    expect(document.querySelector(ready)?.className).toBe('boot-tabs');
    const button = document.querySelector(tap);
    expect(button?.getAttribute('data-tab')).toBe('explore');
    expect(document.querySelector(selectedTab)).toBeNull();
    showShellTab(document, 'explore');
    expect(document.querySelector(selectedTab)).toBe(button);
    const shown = [...document.querySelectorAll(headings)].map((heading) => heading.textContent);
    expect(shown).toEqual([TAB_LIST.find(({ id }) => id === 'explore')?.title]);
    showShellTab(document, 'home');
    expect(document.querySelector(selectedTab)).toBeNull();
  });

  it("taps Ionic's tab bar on a painted or live page, and counts the tab selected there", () => {
    document.body.innerHTML = `<ion-tab-bar><ion-tab-button class="hydrated" tab="home"></ion-tab-button><ion-tab-button class="hydrated" tab="explore"></ion-tab-button></ion-tab-bar><div class="ion-page"><ion-header><ion-title>Explore</ion-title></ion-header></div>`;
    expect(document.querySelector(ready)?.getAttribute('tab')).toBe('home');
    expect(document.querySelector(tap)?.getAttribute('tab')).toBe('explore');
    expect(document.querySelector(selectedTab)).toBeNull();
    document.querySelector(tap)?.classList.add('tab-selected');
    expect(document.querySelector(selectedTab)?.getAttribute('tab')).toBe('explore');
    expect([...document.querySelectorAll(headings)].map((h) => h.textContent)).toEqual(['Explore']);
  });
});
