import { keepSelectedTab } from './prerendered';

type TabButton = HTMLElement & { selected?: boolean };

/** A prerendered tab bar with `selected` shown selected. */
const bar = (selected: string) => {
  document.body.innerHTML = `<ion-tab-bar>${['home', 'explore', 'settings']
    .map(
      (tab) =>
        `<ion-tab-button tab="${tab}"${tab === selected ? ' class="tab-selected"' : ''}></ion-tab-button>`,
    )
    .join('')}</ion-tab-bar>`;
  return [...document.querySelectorAll<TabButton>('ion-tab-button')];
};

describe('P15: the prerendered tab bar keeps its selected tab as Ionic takes it over', () => {
  it("sets each button's selected property to what the page shows, once its tag is defined", () => {
    const buttons = bar('explore');
    keepSelectedTab(document, 'ion-tab-button');
    expect(buttons.map((button) => button.selected)).toEqual([false, true, false]);
  });

  it('leaves the buttons alone when another tag is defined', () => {
    const buttons = bar('home');
    keepSelectedTab(document, 'ion-tab-bar');
    expect(buttons.map((button) => button.selected)).toEqual([undefined, undefined, undefined]);
  });
});
