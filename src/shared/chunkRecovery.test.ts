import {
  ChunkLoadError,
  failedModuleUrl,
  forgetChunkReload,
  importAgain,
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

describe('importAgain', () => {
  const ORIGIN = 'https://app.example';
  const chromium = (url: string) =>
    new TypeError(`Failed to fetch dynamically imported module: ${url}`);
  const firefox = (url: string) =>
    new TypeError(`error loading dynamically imported module: ${url}`);

  it('P8: reads the module a failed import names, in Chromium and Firefox, on this origin only', () => {
    expect(failedModuleUrl(chromium(`${ORIGIN}/assets/de-Ab1.js`), ORIGIN)?.pathname).toBe(
      '/assets/de-Ab1.js',
    );
    expect(failedModuleUrl(firefox(`${ORIGIN}/assets/de-Ab1.js`), ORIGIN)?.pathname).toBe(
      '/assets/de-Ab1.js',
    );
    expect(failedModuleUrl(chromium('https://elsewhere.example/de.js'), ORIGIN)).toBeUndefined();
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'), ORIGIN)).toBe(
      undefined,
    );
    expect(failedModuleUrl('not an error', ORIGIN)).toBeUndefined();
  });

  it('P8, P14: asks again at a URL of its own, so a module map that kept the failure cannot answer it', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('same URL');
    const importUrl = vi.fn<(href: string) => Promise<unknown>>().mockResolvedValue('fresh URL');
    const again = importAgain(load, chromium(`${ORIGIN}/assets/de-Ab1.js`), () => true, {
      origin: ORIGIN,
      importUrl,
    });
    await expect(again).resolves.toBe('fresh URL');
    expect(load).not.toHaveBeenCalled();
    const [href] = importUrl.mock.calls[0] ?? [];
    expect(new URL(href ?? '').pathname).toBe('/assets/de-Ab1.js');
    expect(new URL(href ?? '').searchParams.get('retry')).toMatch(/^\d+$/);
  });

  it('P8: asks the same way again where the error names no module, or not the one expected', async () => {
    const load = vi.fn<() => Promise<string>>().mockResolvedValue('same URL');
    const importUrl = vi.fn<(href: string) => Promise<unknown>>();
    const options = { origin: ORIGIN, importUrl };
    await expect(
      importAgain(load, new TypeError('Importing a module script failed.'), () => true, options),
    ).resolves.toBe('same URL');
    await expect(
      importAgain(load, chromium(`${ORIGIN}/assets/pl-Ab1.js`), () => false, options),
    ).resolves.toBe('same URL');
    expect(importUrl).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
