/** P14: the language in use, and bad input met calmly (P9). */
import { expectConsole } from '../test/setup';

const native = { on: false, tag: Promise.resolve({ value: 'pl-PL' }) };
vi.mock('@capacitor/core', () => ({
  Capacitor: { isNativePlatform: () => native.on },
  registerPlugin: () => ({ getLanguageTag: () => native.tag }),
}));

const loaded: string[] = [];
const broken = new Set<string>();
vi.mock('../shared/i18n', () => ({
  loadLanguage: (language: string) => {
    if (broken.has(language)) return Promise.reject(new Error(`no ${language} catalog`));
    loaded.push(language);
    return Promise.resolve();
  },
}));

async function fresh() {
  vi.resetModules();
  return import('./language');
}

function prefer(...languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
}

const html = document.documentElement;

beforeEach(() => {
  localStorage.clear();
  loaded.length = 0;
  broken.clear();
  native.on = false;
  native.tag = Promise.resolve({ value: 'pl-PL' });
  prefer('en-US');
});

afterEach(() => {
  html.removeAttribute('lang');
  html.removeAttribute('dir');
});

describe('P14: the language in use', () => {
  it('starts in the planned language, knowing whether it was chosen', async () => {
    localStorage.setItem('language', 'de');
    const { startLanguage, languageStore } = await fresh();
    expect(await startLanguage('de')).toBe('de');
    expect(languageStore.getState()).toEqual({ setting: 'de', language: 'de' });
    expect([html.lang, html.dir]).toEqual(['de', 'ltr']);
  });

  it('a choice is stored and applied at once; "System default" forgets it', async () => {
    prefer('ar-EG', 'en');
    const { setLanguage, startLanguage, languageStore } = await fresh();
    await startLanguage('ar');
    expect(languageStore.getState().setting).toBe('system');
    expect(await setLanguage('pl')).toBe('pl');
    expect(localStorage.getItem('language')).toBe('pl');
    expect([html.lang, html.dir]).toEqual(['pl', 'ltr']);
    expect(await setLanguage('system')).toBe('ar');
    expect(localStorage.getItem('language')).toBeNull();
    expect(languageStore.getState()).toEqual({ setting: 'system', language: 'ar' });
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
  });

  it('passes over a stored value that is no language, saying so once', async () => {
    localStorage.setItem('language', '<script>');
    const warn = expectConsole('warn');
    const { startLanguage, languageStore } = await fresh();
    await startLanguage('en');
    await startLanguage('en');
    expect(languageStore.getState()).toEqual({ setting: 'system', language: 'en' });
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('"<script>" is not one of the app\'s');
  });

  it('storage that throws: the choice holds for the session, said once', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });
    const warn = expectConsole('warn');
    const { setLanguage, languageStore } = await fresh();
    expect(await setLanguage('de')).toBe('de');
    await setLanguage('pl');
    expect(languageStore.getState()).toEqual({ setting: 'pl', language: 'pl' });
    expect(warn).toHaveBeenCalledOnce();
  });

  it('a catalog that cannot be loaded shows English, never nothing', async () => {
    broken.add('de');
    const warn = expectConsole('warn');
    const { startLanguage } = await fresh();
    expect(await startLanguage('de')).toBe('en');
    expect(loaded).toEqual(['en']);
    expect(html.lang).toBe('en');
    expect(String(warn.mock.calls[0]?.[0])).toContain('The de texts could not be loaded');
  });

  it("on a device, starts in the device's own language where none is chosen", async () => {
    native.on = true;
    const { startLanguage, languageStore } = await fresh();
    expect(await startLanguage('en')).toBe('pl');
    expect(languageStore.getState()).toEqual({ setting: 'system', language: 'pl' });
    localStorage.setItem('language', 'de');
    const again = await fresh();
    expect(await again.startLanguage('de')).toBe('de');
  });

  it("a device plugin that rejects or hangs leaves the web view's languages", async () => {
    vi.useFakeTimers();
    native.on = true;
    prefer('de-AT');
    const warn = expectConsole('warn');
    native.tag = new Promise(() => undefined);
    const { setLanguage } = await fresh();
    const chosen = setLanguage('system');
    await vi.advanceTimersByTimeAsync(2000);
    expect(await chosen).toBe('de');
    native.tag = Promise.reject(new Error('not implemented'));
    expect(await setLanguage('system')).toBe('de');
    expect(warn).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
