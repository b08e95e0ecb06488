/**
 * The Ionic boundary: src/ionic/mode.ts is a copy of Ionic's mode rule for code that runs before
 * Ionic does. Checked here against the installed `@ionic/core`'s own `isPlatform`, so an upgrade
 * that changes the rule fails this file by name. Retire the copy when Ionic can tell the mode
 * without its runtime (closest upstream: ionic-team/ionic-framework#22121, the mode under SSR).
 */
import { isPlatform } from '@ionic/core/components';
import { ionicMode } from './mode';

const USER_AGENTS = {
  android: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Mobile Safari/537.36',
  iPhone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Safari/605.1.15',
  desktop: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36',
};

/** The window Ionic's platform rule reads: its user agent and its pointer. */
function fakeWindow(userAgent: string, coarsePointer: boolean) {
  return {
    navigator: { userAgent },
    matchMedia: (query: string) => ({ matches: query === '(any-pointer:coarse)' && coarsePointer }),
    document: document.implementation.createHTMLDocument(),
  } as unknown as Window;
}

describe("the Ionic boundary: Ionic's mode rule, copied for the head script (P10)", () => {
  const cases = Object.entries(USER_AGENTS).flatMap(([name, userAgent]) =>
    [true, false].map((coarsePointer) => ({ name, userAgent, coarsePointer })),
  );

  it.each(cases)(
    'picks what the installed @ionic/core picks: $name, coarse pointer $coarsePointer',
    ({ userAgent, coarsePointer }) => {
      const ionic = isPlatform(fakeWindow(userAgent, coarsePointer), 'ios') ? 'ios' : 'md';
      expect(ionicMode({ search: '', userAgent, coarsePointer })).toBe(ionic);
    },
  );

  it('lets the address choose, as `ionic:mode` does in Ionic, else keeps the device rule', () => {
    const { android, iPhone } = USER_AGENTS;
    const env = { coarsePointer: true };
    expect(ionicMode({ ...env, search: '?ionic:mode=ios', userAgent: android })).toBe('ios');
    expect(ionicMode({ ...env, search: '?a=1&ionic:mode=md', userAgent: iPhone })).toBe('md');
    expect(ionicMode({ ...env, search: '?ionic:mode=windows', userAgent: iPhone })).toBe('ios');
  });
});
