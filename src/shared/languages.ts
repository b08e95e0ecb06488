/** P14: the languages the app is written in, each named in itself (src/locales has a catalog each). */
export const LANGUAGE_NAMES = {
  en: 'English',
  de: 'Deutsch',
  pl: 'Polski',
  ar: 'العربية',
} as const;
export type Language = keyof typeof LANGUAGE_NAMES;

/** The languages the site is written out in, the default first; the rest follow (issue 36). */
export const LANGUAGES: readonly Language[] = ['en'];
export const DEFAULT_LANGUAGE: Language = 'en';

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
