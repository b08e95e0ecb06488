import { APP_SLUG } from './appIdentity';
import { appPathFrom, MAX_APP_PATH_LENGTH } from './appPath';

/** As a browser without `URL.canParse` (Safari before 17) reads the same paths. */
function withoutCanParse() {
  // Own or inherited (jsdom's URL extends Node's): shadowed by an own property, then restored.
  const own = Object.getOwnPropertyDescriptor(URL, 'canParse');
  beforeEach(() => {
    Object.defineProperty(URL, 'canParse', { value: undefined, configurable: true });
    expect(URL.canParse).toBeUndefined();
  });
  afterEach(() => {
    if (own) Object.defineProperty(URL, 'canParse', own);
    else Reflect.deleteProperty(URL, 'canParse');
    expect(typeof URL.canParse).toBe('function');
  });
}

describe.each([
  ['where URL.canParse is', () => undefined],
  ['without URL.canParse', withoutCanParse],
])('appPathFrom, %s', (_where, setUp) => {
  setUp();

  // What the browser reads when it resolves each path on the app's origin.
  it.each([
    ['/tabs/home', '/tabs/home'],
    ['/tabs/explore/offline?x=1#top', '/tabs/explore/offline?x=1#top'],
    ['tabs/home', '/tabs/home'],
    ['', '/'],
    ['?x=1', '/?x=1'],
    ['#top', '/#top'],
    ['  /tabs/home  ', '/tabs/home'],
    ['\u0000/tabs/home\u001f', '/tabs/home'],
    ['/tabs/ho\tme', '/tabs/home'],
    ['/tabs/\nho\rme', '/tabs/home'],
    ['\\tabs\\home', '/tabs/home'],
    ['/tabs/./explore/../home', '/tabs/home'],
    ['/tabs/%2e%2e/tabs/home', '/tabs/home'],
    ['/tabs/%2E/home', '/tabs/home'],
    ['/tabs/.%2E/.%2e/tabs/home', '/tabs/home'],
    ['/../../tabs/home', '/tabs/home'],
    ['/tabs//home', '/tabs//home'],
    ['/tabs/%2F%2Fevil.example', '/tabs/%2F%2Fevil.example'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%5C%5Cevil.example', '/%5C%5Cevil.example'],
    ['/%09/evil.example', '/%09/evil.example'],
    ['%2F%2Fevil.example', '/%2F%2Fevil.example'],
    ['/@evil.example', '/@evil.example'],
    ['/tabs/café', '/tabs/caf%C3%A9'],
    ['／／evil.example', '/%EF%BC%8F%EF%BC%8Fevil.example'],
    ['/tabs/<img src=x onerror=alert(1)>', '/tabs/%3Cimg%20src=x%20onerror=alert(1)%3E'],
    ['/tabs/home?next=//evil.example', '/tabs/home?next=//evil.example'],
    ['/tabs/home#//evil.example', '/tabs/home#//evil.example'],
  ])('P13: %j is the app path %j', (candidate, path) => {
    expect(appPathFrom(candidate)).toBe(path);
  });

  it.each([
    // Network-path references: another host, whatever the separators.
    '//evil.example',
    '///evil.example',
    '////evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    '\\/evil.example',
    ' //evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/.//evil.example',
    '/x/..//evil.example',
    '/tabs/%2e%2e/.//evil.example',
    '//user@evil.example/tabs',
    '//evil.example:443/tabs',
    '//ëvil.example/tabs',
    '//app.invalid/tabs/home',
    '//127.0.0.1:4173/tabs/home',
    // URLs, not paths.
    'https://evil.example/tabs/home',
    'https://app.invalid/tabs/home',
    'http://127.0.0.1/tabs/home',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    `${APP_SLUG}://tabs/home`,
    'mailto:someone@example.com',
    // Too long for any page of the app.
    `/${'a'.repeat(MAX_APP_PATH_LENGTH)}`,
  ])('P13: %j is refused: it would leave the app', (candidate) => {
    expect(appPathFrom(candidate)).toBeUndefined();
  });

  it('P13: a path at the length limit is kept', () => {
    const path = `/${'a'.repeat(MAX_APP_PATH_LENGTH - 1)}`;
    expect(appPathFrom(path)).toBe(path);
  });

  it('P13: what it returns resolves to itself, on the app origin', () => {
    const origin = 'http://127.0.0.1:4173';
    for (const candidate of ['/tabs/home', '\\tabs\\x', '/a/%2e%2e//b', '/./tabs', '/%5C/x']) {
      const path = appPathFrom(candidate);
      if (path === undefined) continue;
      const resolved = new URL(path, `${origin}/tabs/explore`);
      expect(resolved.origin).toBe(origin);
      expect(`${resolved.pathname}${resolved.search}${resolved.hash}`).toBe(path);
    }
  });
});

describe('appPathFrom on every start', () => {
  it('P13: asks whether a path is a URL rather than catching what parsing it throws', () => {
    const canParse = vi.spyOn(URL, 'canParse');
    expect(appPathFrom('/tabs/home')).toBe('/tabs/home');
    expect(canParse).toHaveBeenCalledWith('/tabs/home');
    expect(canParse).toHaveReturnedWith(false);
    canParse.mockRestore();
  });
});
