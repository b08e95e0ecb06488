/** P14: the message catalogs, one PO file a language, compiled by `@lingui/vite-plugin` per chunk. */
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'de', 'pl', 'ar'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/locales/{locale}', include: ['<rootDir>/src'] }],
  // Ids are names (`tab.home`), written in the code; the English is in en.po like every language.
  format: formatter({ explicitIdAsDefault: true, origins: false }),
});
