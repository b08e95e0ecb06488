import {
  acceptedLanguages,
  chooseLanguage,
  directionOf,
  markLanguage,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGES,
  nearestLanguage,
} from './languages';

describe('P14: the languages', () => {
  it('has the default first, and knows its own', () => {
    expect(LANGUAGES[0]).toBe(DEFAULT_LANGUAGE);
    expect(isLanguage('en')).toBe(true);
    expect(isLanguage('xx')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('finds the nearest supported language in a list of preferences, by base language', () => {
    expect(nearestLanguage(['en-GB'])).toBe('en');
    expect(nearestLanguage(['xx', 'EN_us'])).toBe('en');
    expect(nearestLanguage(['xx', 'yy'])).toBeUndefined();
    expect(nearestLanguage([])).toBeUndefined();
  });

  it("reads an Accept-Language header's tags, best first, skipping refused and wildcard ones", () => {
    expect(acceptedLanguages('de-AT,de;q=0.9,en;q=0.5,*;q=0.1')).toEqual(['de-AT', 'de', 'en']);
    expect(acceptedLanguages('en;q=0.2, pl;q=0.8, fr;q=0')).toEqual(['pl', 'en']);
    expect(acceptedLanguages('')).toEqual([]);
    expect(acceptedLanguages(';;,,q=')).toEqual([]);
  });
});

describe('P14: which language a person gets', () => {
  it('a stored choice wins over the device', () => {
    expect(chooseLanguage('pl', ['de-DE'])).toEqual({ language: 'pl', source: 'stored' });
  });

  it("else the device's nearest supported language, else English", () => {
    expect(chooseLanguage(null, ['fr-FR', 'ar-EG', 'de'])).toEqual({
      language: 'ar',
      source: 'device',
    });
    expect(chooseLanguage(undefined, ['fr-FR', 'ja'])).toEqual({
      language: 'en',
      source: 'default',
    });
  });

  it('passes over a stored value that is no language of the app, saying so', () => {
    expect(chooseLanguage('klingon', ['de-AT'])).toEqual({
      language: 'de',
      source: 'device',
      garbage: 'klingon',
    });
    expect(chooseLanguage('{"x":1}'.repeat(20), []).garbage).toHaveLength(40);
  });

  it('marks <html> with the language and its direction', () => {
    const html = document.createElement('html');
    markLanguage(html, 'ar');
    expect([html.lang, html.dir]).toEqual(['ar', 'rtl']);
    markLanguage(html, 'pl');
    expect([html.lang, html.dir]).toEqual(['pl', 'ltr']);
    expect(LANGUAGES.map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'rtl']);
  });

  it('writes nothing when <html> is already marked: a `dir` written restyles every element (P10)', () => {
    const html = document.implementation.createHTMLDocument().documentElement;
    markLanguage(html, 'ar');
    const observer = new MutationObserver(() => undefined);
    observer.observe(html, { attributes: true });
    markLanguage(html, 'ar');
    expect(observer.takeRecords()).toEqual([]);
    markLanguage(html, 'de');
    expect(observer.takeRecords().map((record) => record.attributeName)).toEqual(['lang', 'dir']);
    observer.disconnect();
  });
});
