import { msg } from '../shared/i18n';
import type { ThemeSource } from './prefersDark';

/** Where the theme in force came from, a message id (P3, P4). */
export const themeSourceLabels: Record<ThemeSource, string> = {
  default: msg('themeSource.default'),
  stored: msg('themeSource.stored'),
  system: msg('themeSource.system'),
  session: msg('themeSource.session'),
};
