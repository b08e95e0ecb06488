import type { I18n } from '@lingui/core';
import { formatMilliseconds } from '../shared/durations';
import { msg } from '../shared/i18n';
import type { StartupStepId, StepOutcome } from './startup';

/** Each step of the seed's start-up sequence (S8), a message id, for Home and the capability pages. */
export const stepLabels: Record<StartupStepId, string> = {
  statusBar: msg('step.statusBar'),
  // The seed's "dark mode applied" step applies the stored or system preference, dark or light.
  darkMode: msg('step.darkMode'),
  splash: msg('step.splash'),
};

/** A duration in the reader's language, as `Intl.NumberFormat`'s unit style puts it. */
export function formatDuration(i18n: I18n, ms: number): string {
  return i18n._('duration.ms', { ms: formatMilliseconds(i18n.locale, ms) });
}

/** A step's outcome in words (P3): done and how long, skipped and why, or failed and why. */
export function describeOutcome(step: StepOutcome, i18n: I18n): string {
  switch (step.status) {
    case 'done':
      return i18n._('outcome.done', { duration: formatDuration(i18n, step.ms) });
    case 'skipped':
      return i18n._('outcome.skipped', { reason: i18n._(step.reason) });
    case 'failed':
      return i18n._('outcome.failed', {
        duration: formatDuration(i18n, step.ms),
        error: step.error,
      });
  }
}
