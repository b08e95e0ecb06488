import { lazyWithPreload, preloadAll } from './preload';

describe('preloadAll', () => {
  it('S3: fetches every registered module, including those registered by a module it loaded', async () => {
    const loaded: string[] = [];
    const child = () => {
      loaded.push('child');
      return Promise.resolve({ default: () => null });
    };
    lazyWithPreload(() => {
      loaded.push('parent');
      // Like the tabs module, the parent registers its own lazy pages when its chunk runs.
      lazyWithPreload(child);
      return Promise.resolve({ default: () => null });
    });
    const count = await preloadAll();
    expect(loaded).toEqual(['parent', 'child']);
    // The two, and Ionic's page transitions, which are always preloaded.
    expect(count).toBe(3);
  });

  it('S3: a module that fails to load does not stop the others', async () => {
    const good = vi.fn(() => Promise.resolve({ default: () => null }));
    lazyWithPreload<object>(() => Promise.reject(new Error('chunk gone')));
    lazyWithPreload<object>(good);
    await expect(preloadAll()).resolves.toBeGreaterThan(0);
    expect(good).toHaveBeenCalled();
  });
});
