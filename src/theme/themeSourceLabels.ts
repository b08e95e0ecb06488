import type { ThemeSource } from './prefersDark';

/** Where the theme in force came from, in words (P3, P4). */
export const themeSourceLabels: Record<ThemeSource, string> = {
  default: 'default before start-up',
  stored: 'from storage',
  system: 'from the system setting',
  session: 'for this session (storage unavailable)',
};
