/**
 * P14: the languages the app is written in. The first is the default: where no choice is stored
 * and the device asks for none of them. Adding one is an entry here and a catalog.
 */
export type Language = 'en' | 'de' | 'pl' | 'ar';
/** Those the app is written in so far, the default first. */
export const LANGUAGES: readonly Language[] = ['en'];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/**
 * The supported language nearest to a person's preferences, best first (BCP 47 tags, as
 * `navigator.languages` or an Accept-Language header lists them): an exact match, else one of
 * the same base language (`de-AT` → `de`); undefined when none fits.
 */
export function nearestLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const base = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = LANGUAGES.find((language) => language === base);
    if (found) return found;
  }
  return undefined;
}

/** The tags of an Accept-Language header, best first (`de-AT,de;q=0.9,en;q=0.5`). */
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
