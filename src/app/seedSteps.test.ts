import { Capacitor } from '@capacitor/core';
import { SplashScreen } from '@capacitor/splash-screen';
import { StatusBar } from '@capacitor/status-bar';
import { themeStore } from '../theme/themeStore';
import { platformReady, startupStore } from '../platform/platformReady';
import { seedSteps } from './seedSteps';

vi.mock('@capacitor/core', () => ({
  Capacitor: {
    getPlatform: vi.fn(() => 'android'),
    isNativePlatform: vi.fn(() => true),
    isPluginAvailable: vi.fn(() => true),
  },
}));
vi.mock('@capacitor/status-bar', () => ({
  Style: { Default: 'DEFAULT', Dark: 'DARK', Light: 'LIGHT' },
  StatusBar: { setStyle: vi.fn() },
}));
vi.mock('@capacitor/splash-screen', () => ({ SplashScreen: { hide: vi.fn() } }));

/** Records each native call and the body's dark class at that moment. */
function recordCalls() {
  const calls: string[] = [];
  const bodyDark = () => document.body.classList.contains('dark');
  vi.mocked(StatusBar.setStyle).mockImplementation((options) => {
    calls.push(`StatusBar.setStyle(${options.style}) dark=${bodyDark()}`);
    return Promise.resolve();
  });
  vi.mocked(SplashScreen.hide).mockImplementation(() => {
    calls.push(`SplashScreen.hide() dark=${bodyDark()}`);
    return Promise.resolve();
  });
  return calls;
}

function systemScheme(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: dark && query.includes('dark'), media: query })),
  );
}

beforeEach(() => {
  localStorage.clear();
  document.body.className = '';
  vi.mocked(Capacitor.isNativePlatform).mockReturnValue(true);
  vi.mocked(Capacitor.isPluginAvailable).mockReturnValue(true);
  systemScheme(true);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('platformReady on a device', () => {
  it('S8, S11: status bar to Style.Default, then dark mode, then the splash hidden', async () => {
    const calls = recordCalls();
    await platformReady(seedSteps());
    expect(calls).toEqual([
      'StatusBar.setStyle(DEFAULT) dark=false',
      'SplashScreen.hide() dark=true',
    ]);
    expect(startupStore.getState().steps.map((s) => [s.id, s.status])).toEqual([
      ['statusBar', 'done'],
      ['darkMode', 'done'],
      ['splash', 'done'],
    ]);
  });

  it('S6, S7: the stored value is applied before the splash is hidden', async () => {
    localStorage.setItem('prefersDark', 'false');
    const calls = recordCalls();
    await platformReady(seedSteps());
    expect(calls.at(-1)).toBe('SplashScreen.hide() dark=false');
    expect(themeStore.getState()).toEqual({ prefersDark: false, source: 'stored' });
  });

  it('S9: a rejecting status bar is logged to the console, and the theme and splash still follow', async () => {
    const calls = recordCalls();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.mocked(StatusBar.setStyle).mockRejectedValueOnce(new Error('UNIMPLEMENTED'));
    await platformReady(seedSteps());
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toContain('start-up');
    expect(calls).toEqual(['SplashScreen.hide() dark=true']);
    expect(startupStore.getState().steps[0]).toMatchObject({ status: 'failed' });
  });

  it('S8: a missing plugin is skipped and the later steps still run', async () => {
    vi.mocked(Capacitor.isPluginAvailable).mockImplementation((name) => name !== 'StatusBar');
    const calls = recordCalls();
    await platformReady(seedSteps());
    expect(calls).toEqual(['SplashScreen.hide() dark=true']);
    expect(startupStore.getState().steps[0]).toMatchObject({
      status: 'skipped',
      reason: { id: 'reason.notInstalled' },
    });
  });
});

describe('platformReady on the web', () => {
  it('S8: both native steps are skipped; the theme is applied without a plugin call', async () => {
    vi.mocked(Capacitor.isNativePlatform).mockReturnValue(false);
    vi.mocked(Capacitor.getPlatform).mockReturnValue('web');
    const calls = recordCalls();
    await platformReady(seedSteps());
    expect(calls).toEqual([]);
    expect(document.body).toHaveClass('dark');
    expect(startupStore.getState().steps.map((s) => s.status)).toEqual([
      'skipped',
      'done',
      'skipped',
    ]);
  });
});
