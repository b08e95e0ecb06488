import type { StartupStepId } from '../../platform/startup';
import type { ThemeSource } from '../../theme/prefersDark';

export const stepLabels: Record<StartupStepId, string> = {
  statusBar: 'Status bar set to its default style',
  darkMode: 'Dark mode applied',
  splash: 'Splash screen hidden',
};

export const themeSourceLabels: Record<ThemeSource, string> = {
  default: 'default before start-up',
  stored: 'from storage',
  system: 'from the system setting',
  session: 'for this session (storage unavailable)',
};
