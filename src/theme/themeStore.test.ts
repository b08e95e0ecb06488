import {
  applyDarkMode,
  followSystemSetting,
  loadDarkMode,
  setPrefersDark,
  themeStore,
} from './themeStore';

function systemScheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark, media: query }));
}

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('themeStore', () => {
  it('S5: holds prefersDark true before start-up, without touching the page', () => {
    expect(themeStore.getState()).toEqual({ prefersDark: true, source: 'default' });
    expect(document.body).not.toHaveClass('dark');
  });

  it('S7: true toggles dark on the body, false takes it off', () => {
    document.body.classList.add('other');
    applyDarkMode(true);
    expect(document.body).toHaveClass('dark', 'other');
    applyDarkMode(false);
    expect(document.body).not.toHaveClass('dark');
    expect(document.body).toHaveClass('other');
  });

  it('S6, S7: start-up with nothing stored stores and applies the system value', () => {
    systemScheme(true);
    expect(loadDarkMode()).toEqual({ prefersDark: true, source: 'system' });
    expect(localStorage.getItem('prefersDark')).toBe('true');
    expect(document.body).toHaveClass('dark');
  });

  it('P5: the Settings toggle stores, applies at once and survives the next start-up', () => {
    systemScheme(true);
    setPrefersDark(false);
    expect(localStorage.getItem('prefersDark')).toBe('false');
    expect(document.body).not.toHaveClass('dark');
    expect(loadDarkMode()).toEqual({ prefersDark: false, source: 'stored' });
  });

  it('P5: "use system setting" forgets the choice and stores the system value again', () => {
    systemScheme(false);
    setPrefersDark(true);
    expect(followSystemSetting()).toEqual({ prefersDark: false, source: 'system' });
    expect(localStorage.getItem('prefersDark')).toBe('false');
    expect(document.body).not.toHaveClass('dark');
  });

  it('P9: when storage refuses a write, the choice holds for the session', () => {
    systemScheme(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    setPrefersDark(true);
    expect(document.body).toHaveClass('dark');
    expect(themeStore.getState()).toEqual({ prefersDark: true, source: 'session' });
    expect(warn).toHaveBeenCalled();
  });
});
