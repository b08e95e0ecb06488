/** P14: the app's texts as a person set to a language reads them, from its catalog. */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { parsePoFile } from '@lingui/format-po';
import { LANGUAGES, type Language } from '../../src/shared/languages.ts';

function catalog(language: Language): Map<string, string> {
  const { items } = parsePoFile(readFileSync(`src/locales/${language}.po`, 'utf8'));
  return new Map(items.map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

const CATALOGS = new Map(LANGUAGES.map((language) => [language, catalog(language)]));

/** A message's text in `language` (without values). */
export function textOf(language: Language, id: string): string {
  const found = CATALOGS.get(language)?.get(id);
  assert.ok(found, `${language} has no text ${id}`);
  return found;
}

/** Every text of `language`'s catalog. */
export function textsOf(language: Language): ReadonlySet<string> {
  return new Set(CATALOGS.get(language)?.values());
}

/** A device tag for each language, as a phone set to it sends. */
export const LOCALES: Record<Language, string> = {
  en: 'en-GB',
  de: 'de-DE',
  pl: 'pl-PL',
  ar: 'ar-EG',
};
