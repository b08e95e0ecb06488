import { runStartupSequence, StepTimeoutError, type StartupStep } from './startup';

const NO_STATUS_BAR = { id: 'reason.noNative' };

function options(onFailure = vi.fn()) {
  let clock = 0;
  return { timeoutMs: 1000, now: () => (clock += 5), onFailure };
}

describe('runStartupSequence', () => {
  it('S8: runs the steps in the given order, each after the previous one ended', async () => {
    const calls: string[] = [];
    const steps: StartupStep[] = [
      { id: 'statusBar', run: () => Promise.resolve().then(() => calls.push('statusBar')) },
      { id: 'darkMode', run: () => calls.push('darkMode') },
      { id: 'splash', run: () => Promise.resolve().then(() => calls.push('splash')) },
    ];
    const outcomes = await runStartupSequence(steps, options());
    expect(calls).toEqual(['statusBar', 'darkMode', 'splash']);
    expect(outcomes.map((o) => [o.id, o.status])).toEqual([
      ['statusBar', 'done'],
      ['darkMode', 'done'],
      ['splash', 'done'],
    ]);
  });

  it('S8: a synchronous step runs in the same turn when the steps before it were skipped', () => {
    const darkMode = vi.fn();
    void runStartupSequence(
      [
        { id: 'statusBar', run: { skip: { id: 'web' } } },
        { id: 'darkMode', run: darkMode },
      ],
      options(),
    );
    expect(darkMode).toHaveBeenCalledTimes(1);
  });

  it('S8: an unavailable plugin is skipped with its reason and the later steps still run', async () => {
    const splash = vi.fn(() => Promise.resolve());
    const outcomes = await runStartupSequence(
      [
        { id: 'statusBar', run: { skip: NO_STATUS_BAR } },
        { id: 'splash', run: splash },
      ],
      options(),
    );
    expect(outcomes[0]).toEqual({
      id: 'statusBar',
      status: 'skipped',
      reason: NO_STATUS_BAR,
    });
    expect(splash).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['rejects', () => Promise.reject(new Error('UNIMPLEMENTED'))],
    [
      'throws synchronously',
      () => {
        throw new Error('UNIMPLEMENTED');
      },
    ],
  ])('S8, S9: a step that %s is logged and the splash is still hidden', async (_, failing) => {
    const onFailure = vi.fn();
    const splash = vi.fn(() => Promise.resolve());
    const outcomes = await runStartupSequence(
      [
        { id: 'statusBar', run: failing },
        { id: 'splash', run: splash },
      ],
      options(onFailure),
    );
    expect(outcomes[0]).toMatchObject({
      id: 'statusBar',
      status: 'failed',
      error: 'UNIMPLEMENTED',
    });
    expect(onFailure).toHaveBeenCalledExactlyOnceWith('statusBar', expect.any(Error));
    expect(splash).toHaveBeenCalledTimes(1);
  });

  it('S8: a step that never answers is abandoned after the bound, and the splash is hidden', async () => {
    vi.useFakeTimers();
    try {
      const onFailure = vi.fn();
      const splash = vi.fn(() => Promise.resolve());
      const done = runStartupSequence(
        [
          { id: 'statusBar', run: () => new Promise(() => undefined) },
          { id: 'splash', run: splash },
        ],
        { ...options(onFailure), timeoutMs: 3000 },
      );
      await vi.advanceTimersByTimeAsync(2999);
      expect(splash).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      const outcomes = await done;
      expect(splash).toHaveBeenCalledTimes(1);
      expect(outcomes[0]).toMatchObject({ status: 'failed' });
      expect(onFailure).toHaveBeenCalledWith('statusBar', expect.any(StepTimeoutError));
    } finally {
      vi.useRealTimers();
    }
  });

  it('S8: the splash step itself is bounded, so the sequence always ends', async () => {
    vi.useFakeTimers();
    try {
      const done = runStartupSequence(
        [{ id: 'splash', run: () => new Promise(() => undefined) }],
        options(),
      );
      await vi.advanceTimersByTimeAsync(1000);
      await expect(done).resolves.toMatchObject([{ id: 'splash', status: 'failed' }]);
    } finally {
      vi.useRealTimers();
    }
  });
});
