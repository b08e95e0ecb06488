/** P14: the languages the app is written in, each named in itself (src/locales has a catalog each). */
export const LANGUAGE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  pl: 'Polski',
  ar: 'العربية',
} as const;
export type Language = keyof typeof LANGUAGE_NAMES;

/** The languages the site is written out in, the default first. */
export const LANGUAGES: readonly Language[] = ['en', 'de', 'pl', 'ar'];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Where a person's choice is kept; absent: the device's language. */
export const LANGUAGE_KEY = 'language';

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar']);

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr';
}

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The supported language nearest to preferences (BCP 47 tags, best first), by base language. */
export function nearestLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return undefined;
}

/** The tags of an Accept-Language header, best first. */
export function acceptedLanguages(header: string): string[] {
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => /^[a-z]{1,8}(?:[-_][a-z0-9]{1,8})*$/i.test(tag) && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

export type LanguageSource = 'stored' | 'device' | 'default';

export interface LanguageChoice {
  readonly language: Language;
  readonly source: LanguageSource;
  /** A stored value that is no language of the app's, passed over. */
  readonly garbage?: string;
}

/** P14: a stored choice wins; else the device's preferences, nearest first; else the default. */
export function chooseLanguage(
  stored: string | null | undefined,
  preferences: readonly string[],
): LanguageChoice {
  if (isLanguage(stored)) return { language: stored, source: 'stored' };
  const garbage = stored === null || stored === undefined ? {} : { garbage: stored.slice(0, 40) };
  const device = nearestLanguage(preferences);
  return device
    ? { language: device, source: 'device', ...garbage }
    : { language: DEFAULT_LANGUAGE, source: 'default', ...garbage };
}

/** A browser's language preferences, best first (old web views may lack `languages`). */
export function browserLanguages(navigator: {
  readonly languages?: readonly string[];
  readonly language?: string;
}): string[] {
  return [...(navigator.languages ?? []), ...(navigator.language ? [navigator.language] : [])];
}

/** Sets `lang` and `dir` on `<html>`. */
export function markLanguage(html: HTMLElement, language: Language): void {
  if (html.getAttribute('lang') !== language) html.setAttribute('lang', language);
  const dir = directionOf(language);
  if (html.getAttribute('dir') !== dir) html.setAttribute('dir', dir);
}
