import { createStore } from 'zustand/vanilla';
import { unavailableReason, type NativePlugin } from './native';
import { runStartupSequence, STEP_TIMEOUT_MS, type StartupStep, type StepOutcome } from './startup';
import { LOG_TAG } from '../shared/appIdentity';

export interface StartupState {
  /** Each step of the seed's sequence as it ended, in order; empty until it has run (P3). */
  readonly steps: readonly StepOutcome[];
  readonly finished: boolean;
}

export const startupStore = createStore<StartupState>(() => ({ steps: [], finished: false }));

/** A step that calls a native plugin, skipped (with the reason) where the plugin is not available. */
export function nativeStep(
  id: StartupStep['id'],
  plugin: NativePlugin,
  call: () => Promise<void>,
): StartupStep {
  const reason = unavailableReason(plugin);
  return { id, run: reason === undefined ? call : { skip: reason } };
}

/** S9: a start-up failure goes to the console and nowhere else. */
function logStartupFailure(what: string, error: unknown): void {
  console.error(`${LOG_TAG} start-up: ${what} failed`, error);
}

/** The DOM is parsed: the web's equivalent of the native platform being ready. */
function whenDocumentReady(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => {
    document.addEventListener(
      'DOMContentLoaded',
      () => {
        resolve();
      },
      { once: true },
    );
  });
}

/** Runs the start-up steps (the app's: S8) once the platform is ready; never throws (S9). */
export async function platformReady(seedSteps: readonly StartupStep[]): Promise<void> {
  try {
    await whenDocumentReady();
    const steps = await runStartupSequence(seedSteps, {
      timeoutMs: STEP_TIMEOUT_MS,
      now: () => performance.now(),
      onFailure: (id, error) => {
        logStartupFailure(`step ${id}`, error);
      },
    });
    startupStore.setState({ steps, finished: true });
  } catch (error) {
    logStartupFailure('the sequence', error);
    startupStore.setState({ finished: true });
  }
}
