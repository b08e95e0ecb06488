import { keepSelectedTab, tappedOn } from './prerendered';

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

describe('P10: what a tap before live is for, upgraded elements included', () => {
  /** A tab button as Ionic upgrades it: its own link inside its shadow root. */
  const upgraded = () => {
    document.body.innerHTML =
      '<ion-tab-bar><ion-tab-button tab="settings" href="/tabs/settings"></ion-tab-button></ion-tab-bar>';
    const button = document.querySelector('ion-tab-button') as HTMLElement;
    const inner = button.attachShadow({ mode: 'open' });
    inner.innerHTML = '<a href="/tabs/settings"><span>Settings</span></a>';
    return { button, span: inner.querySelector('span') as HTMLElement };
  };

  it('is the tab button tapped, not the link inside its shadow root', () => {
    const { button, span } = upgraded();
    const path: EventTarget[] = [];
    button.addEventListener('click', (event) => path.push(...event.composedPath()), { once: true });
    span.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    expect(tappedOn(path)).toEqual({
      kind: 'tab',
      tab: 'settings',
      href: '/tabs/settings',
      control: button,
    });
  });

  it('is the tab button tapped on the prerendered markup, before it is upgraded', () => {
    document.body.innerHTML =
      '<ion-tab-bar><ion-tab-button tab="explore" href="/tabs/explore"><span>Explore</span></ion-tab-button></ion-tab-bar>';
    const span = document.querySelector('span') as HTMLElement;
    const button = document.querySelector('ion-tab-button');
    expect(tappedOn([span, button as Element, document.body])).toMatchObject({
      kind: 'tab',
      control: button,
    });
  });
});
