const initialize = vi.hoisted(() => vi.fn());
vi.mock('@ionic/core/components', () => ({ initialize }));

describe("Ionic's set-up before its elements are defined (P10, P9, S10)", () => {
  beforeEach(() => {
    document.documentElement.classList.remove('ion-ce');
    initialize.mockClear();
    vi.resetModules();
  });

  it('sets Ionic up once, as the module is imported, with the back button on', async () => {
    const { setupIonic } = await import('./ionicSetup');
    expect(initialize).toHaveBeenCalledTimes(1);
    expect(initialize).toHaveBeenCalledWith({ hardwareBackButton: true });
    expect(document.documentElement.classList.contains('ion-ce')).toBe(true);
    setupIonic(window);
    expect(initialize).toHaveBeenCalledTimes(1);
  });

  it("undoes the address's Ionic settings other than mode and animations (P9)", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { ionicConfig } = await import('./ionicSetup');
    expect(ionicConfig('?ionic:mode=ios&ionic:navAnimation=x&ionic:animated=false')).toEqual({
      navAnimation: undefined,
      hardwareBackButton: true,
    });
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
