import { handleAppUrlOpen, pathFromAppUrl, URL_SCHEME } from './deepLinks';

const app = `${URL_SCHEME}:`;

describe('pathFromAppUrl', () => {
  it.each([
    // The app's scheme, with two or three slashes, or none.
    [`${app}//tabs/explore/offline`, '/tabs/explore/offline'],
    [`${app}///tabs/settings`, '/tabs/settings'],
    [`${app}tabs/home`, '/tabs/home'],
    [`${app}//tabs/home?x=1#top`, '/tabs/home?x=1#top'],
    [`${app}//tabs`, '/tabs'],
    [`${app}//`, '/'],
    [`${URL_SCHEME.toUpperCase()}://tabs/home`, '/tabs/home'],
    // What the URL parser strips or drops.
    [`  ${app}//tabs/home\n`, '/tabs/home'],
    [`${app}//tabs/ho\tme`, '/tabs/home'],
    [`${app}//tabs/explore/../settings`, '/tabs/settings'],
    // The host is the first segment: `..` cannot climb above it.
    [`${app}//tabs/%2e%2e/settings`, '/tabs/settings'],
    [`${app}//tabs/..%2f..%2fsettings`, '/tabs/..%2f..%2fsettings'],
    // Encoded separators stay encoded: a path of the app (unknown: S2 redirects it).
    [`${app}//tabs/%2F%2Fevil.example`, '/tabs/%2F%2Fevil.example'],
    [`${app}//%5Cevil.example/x`, '/%5Cevil.example/x'],
    [`${app}///%5C%5Cevil.example`, '/%5C%5Cevil.example'],
    [`${app}//tabs//evil.example`, '/tabs//evil.example'],
    [`${app}//täbs/home`, '/t%C3%A4bs/home'],
    // https links (App Links, Universal Links): the path only, whatever the host.
    ['https://app.example/tabs/explore', '/tabs/explore'],
    ['https://evil.example/tabs/settings', '/tabs/settings'],
    ['https://app.example:8443/tabs/home', '/tabs/home'],
    ['https://evil.example@app.example/tabs/home', '/tabs/home'],
    ['https://ëxample.com/tabs/home', '/tabs/home'],
    ['https://app.example/tabs\\home', '/tabs/home'],
    ['https://app.example/tabs/%2e%2e/tabs/home', '/tabs/home'],
    ['HTTPS://APP.EXAMPLE/tabs/home', '/tabs/home'],
  ])('P13: %j opens %j', (url, path) => {
    expect(pathFromAppUrl(url)).toBe(path);
  });

  it.each([
    // Paths another origin would be read from, once resolved on the app's.
    `${app}////evil.example`,
    `${app}////evil.example/tabs/home`,
    `${app}///\\evil.example`,
    `${app}///\\\\evil.example`,
    `${app}/\\\\evil.example`,
    `${app}//tabs\\evil.example/x`,
    `${app}///.//evil.example`,
    `${app}///\t/evil.example`,
    `${app}///\n/evil.example`,
    'https://app.example//evil.example',
    'https://app.example/\\evil.example',
    'https://app.example/.//evil.example',
    'https://app.example/x/..//evil.example',
    // Not a shape the app's links have.
    `${app}//user@evil.example/tabs/home`,
    `${app}//user:password@tabs/home`,
    `${app}//tabs:8080/home`,
    // Not the app's scheme.
    'http://app.example/tabs/home',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    `intent://tabs/home#Intent;scheme=${URL_SCHEME};end`,
    'capacitor://localhost/tabs/home',
    `${URL_SCHEME}x://tabs/home`,
    'nonsense',
    '/tabs/home',
    '',
    '   ',
    `${app}//tabs/${'a'.repeat(20_000)}`,
    // Not a string at all.
    undefined,
    null,
    42,
    {},
    [`${app}//tabs/home`],
  ])('P9, P13: %j is not a link to a page of the app', (url) => {
    expect(pathFromAppUrl(url)).toBeUndefined();
  });
});

describe('handleAppUrlOpen', () => {
  it('P13: opens the page a good link names, and warns of nothing', () => {
    const open = vi.fn();
    const warn = vi.fn();
    handleAppUrlOpen({ url: `${app}//tabs/settings` }, open, warn);
    expect(open.mock.calls).toEqual([['/tabs/settings']]);
    expect(warn).not.toHaveBeenCalled();
  });

  it.each([{ url: `${app}////evil.example` }, { url: 42 }, {}, null, undefined, 'a string'])(
    'P9: ignores the event %j with a warning, and opens nothing',
    (event) => {
      const open = vi.fn();
      const warn = vi.fn();
      handleAppUrlOpen(event, open, warn);
      expect(open).not.toHaveBeenCalled();
      expect(warn.mock.calls).toEqual([
        ['deep-link', expect.stringMatching(/^Ignored a link that does not name a page/)],
      ]);
    },
  );

  it('P9: a router that throws does not throw out of the listener: one warning says so', () => {
    const refusal = new DOMException('The operation is insecure.', 'SecurityError');
    const warn = vi.fn();
    expect(() => {
      handleAppUrlOpen(
        { url: `${app}//tabs/home` },
        () => {
          throw refusal;
        },
        warn,
      );
    }).not.toThrow();
    expect(warn.mock.calls).toEqual([
      ['deep-link', `A link could not be opened: "${app}//tabs/home"`, refusal],
    ]);
  });

  it('P9: a link is logged short, however long it is', () => {
    const warn = vi.fn();
    handleAppUrlOpen({ url: `javascript:${'a'.repeat(100_000)}` }, vi.fn(), warn);
    const message = String(warn.mock.calls[0]?.[1]);
    expect(message.length).toBeLessThan(200);
    expect(message).toMatch(/javascript:a+…"$/);
  });
});
