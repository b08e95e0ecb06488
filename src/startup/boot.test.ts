import {
  BOOT_SHELL_ID,
  BOOT_TITLE_CLASS,
  keepShellTaps,
  removeBootShell,
  replayShellTap,
  selectShellTab,
} from './shell';
import { BOOT_THEME_ATTRIBUTE } from '../shared/startupPhases';
import { adoptBootTheme, decideBootTheme, type BootEnvironment } from './theme';

function environment(overrides: Partial<BootEnvironment> = {}): BootEnvironment {
  return {
    document,
    location: { pathname: '/tabs/home' },
    storage: () => window.localStorage,
    matchMedia: () => ({ matches: false }),
    isNativePlatform: false,
    ...overrides,
  };
}

const decided = () => document.documentElement.getAttribute(BOOT_THEME_ATTRIBUTE);

describe('P6: the boot script', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(BOOT_THEME_ATTRIBUTE);
    document.body.className = '';
    document.body.innerHTML = '';
  });

  it('decides by the seed rule: a stored value wins over the system (S6)', () => {
    localStorage.setItem('prefersDark', 'false');
    expect(decideBootTheme(environment({ matchMedia: () => ({ matches: true }) }))).toBe(false);
    expect(decided()).toBe('light');
  });

  it('uses the system scheme when nothing is stored, and stores nothing itself', () => {
    expect(decideBootTheme(environment({ matchMedia: () => ({ matches: true }) }))).toBe(true);
    expect(decided()).toBe('dark');
    expect(localStorage.getItem('prefersDark')).toBeNull();
  });

  it('takes garbage, throwing storage or a missing matchMedia calmly (P9)', () => {
    localStorage.setItem('prefersDark', 'yes');
    expect(decideBootTheme(environment({ matchMedia: () => ({ matches: true }) }))).toBe(true);
    const broken = environment({
      storage: () => {
        throw new Error('denied');
      },
      matchMedia: undefined,
    });
    expect(decideBootTheme(broken)).toBe(false);
    expect(decided()).toBe('light');
  });

  it('leaves a device alone: there the splash covers start-up and S8 keeps its order', () => {
    expect(decideBootTheme(environment({ isNativePlatform: true }))).toBeUndefined();
    expect(decided()).toBeNull();
    adoptBootTheme(document);
    expect(document.body.classList.contains('dark')).toBe(false);
  });

  it('hands the decision to body.dark (S7) and takes it off <html>', () => {
    decideBootTheme(environment({ matchMedia: () => ({ matches: true }) }));
    adoptBootTheme(document);
    expect(document.body.classList.contains('dark')).toBe(true);
    expect(decided()).toBeNull();
  });

  it('marks the tab the URL names in the painted shell, with its title, or the first tab', () => {
    const shell = () => {
      document.body.innerHTML = `<div id="${BOOT_SHELL_ID}"><span class="boot-title"></span><span data-tab="home">Home</span><span data-tab="explore">Explore</span></div>`;
    };
    const selected = () => document.querySelector('.selected')?.textContent;
    const title = () => document.querySelector(`.${BOOT_TITLE_CLASS}`)?.textContent;

    shell();
    selectShellTab({ document, location: { pathname: '/tabs/explore' } });
    expect([selected(), title()]).toEqual(['Explore', 'Explore']);

    shell();
    selectShellTab({ document, location: { pathname: '/tabs/explore/offline' } });
    expect([selected(), title()]).toEqual(['Explore', '']);

    shell();
    selectShellTab({ document, location: { pathname: '/nowhere' } });
    expect([selected(), title()]).toEqual(['Home', 'Home']);

    removeBootShell(document);
    expect(document.getElementById(BOOT_SHELL_ID)).toBeNull();
  });

  describe('a tab tapped on the painted shell before the app is up', () => {
    const taps: string[] = [];
    beforeEach(() => {
      taps.length = 0;
      document.body.innerHTML =
        `<div id="${BOOT_SHELL_ID}"><span class="${BOOT_TITLE_CLASS}">Home</span>` +
        `<span data-tab="home" class="selected"><svg></svg><span>Home</span></span>` +
        `<span data-tab="explore"><svg></svg><span>Explore</span></span></div>` +
        `<ion-tab-bar><ion-tab-button tab="home" class="tab-selected"></ion-tab-button>` +
        `<ion-tab-button tab="explore"></ion-tab-button></ion-tab-bar>`;
      for (const button of document.querySelectorAll<HTMLElement>('ion-tab-button')) {
        button.addEventListener('click', () => taps.push(button.getAttribute('tab') ?? ''));
      }
      keepShellTaps(document);
    });
    const shellTab = (id: string) =>
      document.querySelector<HTMLElement>(`#${BOOT_SHELL_ID} [data-tab="${id}"]`);
    const selected = () =>
      [...document.querySelectorAll(`#${BOOT_SHELL_ID} .selected`)].map((tab) => tab.textContent);
    const title = () => document.querySelector(`.${BOOT_TITLE_CLASS}`)?.textContent;

    it('shows as selected at once, with its title, and is tapped on the app tab bar (P6)', () => {
      // On the icon, as a finger would land.
      shellTab('explore')
        ?.querySelector('svg')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
      expect([selected(), title()]).toEqual([['Explore'], 'Explore']);
      expect(replayShellTap(document)).toBe('explore');
      expect(taps).toEqual(['explore']);
    });

    it('keeps the last of several taps', () => {
      shellTab('explore')?.click();
      shellTab('home')?.click();
      shellTab('explore')?.click();
      expect(selected()).toEqual(['Explore']);
      replayShellTap(document);
      expect(taps).toEqual(['explore']);
    });

    it('taps nothing without a tap, or when the app already shows that tab', () => {
      expect(replayShellTap(document)).toBeUndefined();
      shellTab('home')?.click();
      expect(replayShellTap(document)).toBeUndefined();
      expect(taps).toEqual([]);
    });

    it('ignores taps beside the tabs, and a tab the app does not have', () => {
      document.querySelector<HTMLElement>(`.${BOOT_TITLE_CLASS}`)?.click();
      expect(replayShellTap(document)).toBeUndefined();
      document.querySelector('ion-tab-button[tab="explore"]')?.remove();
      shellTab('explore')?.click();
      expect(replayShellTap(document)).toBeUndefined();
      expect(taps).toEqual([]);
    });
  });
});
