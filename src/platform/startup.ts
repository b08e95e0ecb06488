/** The seed's start-up sequence (S8): a failed or hung step is recorded; later steps still run. */
import type { Text } from '../shared/i18n';

export type StartupStepId = 'statusBar' | 'darkMode' | 'splash';

export interface StartupStep {
  readonly id: StartupStepId;
  /** The work, or why it is skipped on this platform. */
  readonly run: (() => unknown) | { readonly skip: Text };
}

export type StepOutcome =
  | { readonly id: StartupStepId; readonly status: 'done'; readonly ms: number }
  | { readonly id: StartupStepId; readonly status: 'skipped'; readonly reason: Text }
  | {
      readonly id: StartupStepId;
      readonly status: 'failed';
      readonly error: string;
      readonly ms: number;
    };

export interface SequenceOptions {
  /** The longest a step may take before the sequence moves on. */
  readonly timeoutMs: number;
  readonly now: () => number;
  /** S9: how a failed step is reported (the console; never the user). */
  readonly onFailure: (id: StartupStepId, error: unknown) => void;
}

/** Long enough for a slow device, short enough to never strand the splash. */
export const STEP_TIMEOUT_MS = 3000;

export class StepTimeoutError extends Error {
  constructor(id: StartupStepId, ms: number) {
    super(`${id} did not answer within ${ms} ms`);
    this.name = 'StepTimeoutError';
  }
}

export async function runStartupSequence(
  steps: readonly StartupStep[],
  options: SequenceOptions,
): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  for (const step of steps) {
    const outcome = runStep(step, options);
    // Awaiting only real work keeps a run of skipped and synchronous steps in one turn.
    outcomes.push(outcome instanceof Promise ? await outcome : outcome);
  }
  return outcomes;
}

function runStep(step: StartupStep, options: SequenceOptions): StepOutcome | Promise<StepOutcome> {
  const { run } = step;
  if (typeof run !== 'function') return { id: step.id, status: 'skipped', reason: run.skip };

  const started = options.now();
  const done = (): StepOutcome => ({ id: step.id, status: 'done', ms: options.now() - started });
  const failed = (error: unknown): StepOutcome => {
    options.onFailure(step.id, error);
    return { id: step.id, status: 'failed', error: describe(error), ms: options.now() - started };
  };
  try {
    const result = run();
    if (!isThenable(result)) return done();
    return withTimeout(result, step.id, options.timeoutMs).then(done, failed);
  } catch (error) {
    return failed(error);
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

function withTimeout(work: PromiseLike<unknown>, id: StartupStepId, ms: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new StepTimeoutError(id, ms));
    }, ms);
  });
  return Promise.race([work, timeout]).finally(() => {
    clearTimeout(timer);
  });
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}
