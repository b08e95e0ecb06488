import type { StartupStepId, StepOutcome } from './startup';

/** Each step of the seed's start-up sequence (S8) in words, for Home and the capability pages. */
export const stepLabels: Record<StartupStepId, string> = {
  statusBar: 'Status bar set to its default style',
  // The seed's "dark mode applied" step applies the stored or system preference, dark or light.
  darkMode: 'Theme applied',
  splash: 'Splash screen hidden',
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
