import type { StartupStepId, StepOutcome } from '../../platform/startup';
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

/** A step's outcome in words (P3): done and how long, skipped and why, or failed and why. */
export function describeOutcome(step: StepOutcome): string {
  switch (step.status) {
    case 'done':
      return `Done in ${Math.round(step.ms)} ms`;
    case 'skipped':
      return `Skipped: ${step.reason}`;
    case 'failed':
      return `Failed after ${Math.round(step.ms)} ms: ${step.error}`;
  }
}
