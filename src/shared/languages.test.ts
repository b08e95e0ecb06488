import {
  acceptedLanguages,
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
