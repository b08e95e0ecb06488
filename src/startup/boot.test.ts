import { BOOT_SHELL_ID, BOOT_TITLE_CLASS, removeBootShell, selectShellTab } from './shell';
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
});
