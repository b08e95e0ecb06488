/**
 * P14: the app's texts, by Lingui. Each language's catalog (`src/locales/<language>.po`) is its own
 * chunk, loaded before the first render; components read texts with `useLingui()` below.
 */
import { i18n, type I18n, type MessageDescriptor, type Messages } from '@lingui/core';
import { useMemo, useSyncExternalStore } from 'react';
import { importAgain } from './chunkRecovery';
import { DEFAULT_LANGUAGE, type Language } from './languages';

export { i18n };

/** A text not yet in words: a message id and its values, put in words where it is shown. */
export type Text = MessageDescriptor;

const CATALOGS: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  de: () => import('../locales/de.po'),
  pl: () => import('../locales/pl.po'),
  ar: () => import('../locales/ar.po'),
};

const CATALOG_RETRY_MS = 500;

/** Whether `url` is `language`'s catalog: its own chunk, named after its file. */
const isCatalogOf = (language: Language) => (url: URL) =>
  /^[a-z]{2}\b/.exec(url.pathname.split('/').pop() ?? '')?.[0] === language;

/** Loads `language`'s catalog, asking twice, and makes it the one texts come from. */
export async function loadLanguage(language: Language = DEFAULT_LANGUAGE): Promise<void> {
  if (i18n.locale === language) return;
  const load = CATALOGS[language];
  const { messages } = await load().catch(async (error: unknown) => {
    await new Promise((resolve) => setTimeout(resolve, CATALOG_RETRY_MS));
    return importAgain(load, error, isCatalogOf(language));
  });
  i18n.loadAndActivate({ locale: language, messages });
}

/** Marks a message id kept in data, to be translated where it is shown (the catalog test reads it). */
export function msg<const Id extends string>(id: Id): Id {
  return id;
}

const onLanguageChange = (notify: () => void) => i18n.on('change', notify);
const currentLanguage = () => i18n.locale;

/**
 * The texts of the language in use, for a component: `const { _ } = useLingui();`. A change of
 * language renders its users again. (Lingui's own hook needs its provider and a shim, 0.4 kB more
 * gzip in the first load.)
 */
export function useLingui(): { readonly i18n: I18n; readonly _: I18n['_'] } {
  const locale = useSyncExternalStore(onLanguageChange, currentLanguage, currentLanguage);
  return useMemo(() => ({ i18n, _: i18n._.bind(i18n), locale }), [locale]);
}
