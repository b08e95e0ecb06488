import { guardMatchMedia } from './guards';

describe('guardMatchMedia', () => {
  it('P9: leaves a healthy matchMedia alone', () => {
    const matchMedia = vi.fn(
      (query: string) => ({ matches: true, media: query }) as MediaQueryList,
    );
    const win = { matchMedia } as unknown as Window;
    guardMatchMedia(win);
    expect(win.matchMedia).toBe(matchMedia);
  });

  it('P9: a throwing matchMedia answers "not matching", with one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const win = {
      matchMedia: () => {
        throw new Error('broken');
      },
    } as unknown as Window;
    guardMatchMedia(win);
    expect(win.matchMedia('(prefers-color-scheme: dark)').matches).toBe(false);
    expect(win.matchMedia('(display-mode: standalone)').matches).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it('P9: a missing matchMedia stays missing (everything that reads it checks)', () => {
    const win = {} as Window;
    guardMatchMedia(win);
    expect(win.matchMedia).toBeUndefined();
  });
});
