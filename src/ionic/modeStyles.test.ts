import { loadModeStyles, modeStyle } from './modeStyles';

vi.mock('virtual:ionic-styles/md', () => ({ default: { 'ion-tab-bar': ':host{md:1}' } }));
vi.mock('virtual:ionic-styles/ios', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe("the elements' styles for the page's mode (src/ionic/modeStyles.ts)", () => {
  it('styles nothing before a mode is loaded, then the loaded mode only', async () => {
    expect(modeStyle('ion-tab-bar')).toEqual({ ios: '', md: '' });
    await loadModeStyles('md');
    expect(modeStyle('ion-tab-bar')).toEqual({ ios: '', md: ':host{md:1}' });
    expect(modeStyle('ion-unknown')).toEqual({ ios: '', md: '' });
  });

  it('loads a mode once however often it is asked', async () => {
    const first = loadModeStyles('md');
    expect(loadModeStyles('md')).toBe(first);
    await first;
  });

  it('rejects when the chunk fails, and asks again on the next call', async () => {
    const failed = loadModeStyles('ios');
    await expect(failed).rejects.toThrow();
    expect(loadModeStyles('ios')).not.toBe(failed);
    await loadModeStyles('ios').catch(() => undefined);
    expect(modeStyle('ion-tab-bar').ios).toBe('');
  });
});
