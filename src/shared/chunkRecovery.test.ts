import {
  ChunkLoadError,
  forgetChunkReload,
  recoverable,
  type ChunkRecoveryDeps,
} from './chunkRecovery';

function fakeDeps(now = 1_000_000) {
  const data = new Map<string, string>();
  return {
    session: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => {
        data.set(key, value);
      },
      removeItem: (key) => {
        data.delete(key);
      },
    },
    reload: vi.fn<() => void>(),
    now: () => now,
    sleep: () => Promise.resolve(),
  } satisfies ChunkRecoveryDeps;
}

const failing = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

describe('recoverable', () => {
  it('P8: a chunk that fails once is fetched again, without a reload', async () => {
    const deps = fakeDeps();
    const load = vi
      .fn<() => Promise<string>>()
      .mockImplementationOnce(failing)
      .mockResolvedValue('module');
    await expect(recoverable(load, deps)()).resolves.toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('P8: a chunk that fails twice reloads the page once', async () => {
    const deps = fakeDeps();
    void recoverable(failing, deps)();
    await vi.waitFor(() => {
      expect(deps.reload).toHaveBeenCalledTimes(1);
    });
  });

  it('P8: after that reload, a further failure is an error to show, never another reload', async () => {
    const deps = fakeDeps();
    void recoverable(failing, deps)();
    await vi.waitFor(() => {
      expect(deps.reload).toHaveBeenCalledTimes(1);
    });
    await expect(recoverable(failing, deps)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('P8: "Try again" forgets the reload, so a later deploy can reload once more', async () => {
    const deps = fakeDeps();
    void recoverable(failing, deps)();
    await vi.waitFor(() => {
      expect(deps.reload).toHaveBeenCalledTimes(1);
    });
    forgetChunkReload(deps);
    void recoverable(failing, deps)();
    await vi.waitFor(() => {
      expect(deps.reload).toHaveBeenCalledTimes(2);
    });
  });

  it('P8, P9: without session storage it never reloads (it could not tell a loop)', async () => {
    const deps = { ...fakeDeps(), session: undefined };
    await expect(recoverable(failing, deps)()).rejects.toBeInstanceOf(ChunkLoadError);
    expect(deps.reload).not.toHaveBeenCalled();
  });
});
