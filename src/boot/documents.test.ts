import {
  chooseDocument,
  documentFile,
  documentUrl,
  fileForRoute,
  isDocumentUrl,
  namedFile,
  requestMode,
  routeOf,
  type DocumentState,
} from './documents';

const LANDING = '/tabs/home';
const PAGES = ['/tabs/home', '/tabs/explore', '/tabs/explore/offline', '/tabs/settings'];
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) Chrome/156.0.0.0 Mobile Safari/537.36';

/** A document of the build at `pathname`, holding `page` in `pageMode`, with Ionic in `mode`. */
function state(overrides: Partial<DocumentState>): DocumentState {
  return {
    pathname: '/',
    search: '',
    hash: '',
    mode: 'md',
    page: LANDING,
    pageMode: 'md',
    pages: PAGES,
    landing: LANDING,
    ...overrides,
  };
}

describe('P10: every door has its page', () => {
  it("writes each page once per mode, the landing page as each mode's index.html", () => {
    expect(documentFile('/tabs/explore', 'md', LANDING)).toBe('tabs/explore.html');
    expect(documentFile('/tabs/explore/offline', 'ios', LANDING)).toBe(
      'ios/tabs/explore/offline.html',
    );
    expect(documentFile(LANDING, 'md', LANDING)).toBe('index.html');
    expect(documentFile('/', 'ios', LANDING)).toBe('ios/index.html');
    expect(documentFile('/tabs/', 'md', LANDING)).toBe('index.html');
    expect(documentUrl('/tabs/settings', 'ios', LANDING)).toBe('/ios/tabs/settings.html');
  });

  it("reads a page's file address back as its route, with or without .html", () => {
    expect(isDocumentUrl('/tabs/explore.html')).toBe(true);
    expect(isDocumentUrl('/ios/tabs/explore')).toBe(true);
    expect(isDocumentUrl('/ios')).toBe(true);
    expect(isDocumentUrl('/tabs/explore')).toBe(false);
    expect(isDocumentUrl('/iosx/tabs')).toBe(false);
    expect(routeOf('/ios/tabs/explore.html', LANDING)).toBe('/tabs/explore');
    expect(routeOf('/ios/tabs/explore', LANDING)).toBe('/tabs/explore');
    expect(routeOf('/index.html', LANDING)).toBe(LANDING);
    expect(routeOf('/ios/index.html', LANDING)).toBe(LANDING);
    expect(routeOf('/ios/', LANDING)).toBe(LANDING);
    expect(routeOf('/tabs/explore/', LANDING)).toBe('/tabs/explore');
    expect(namedFile('/ios/tabs/explore')).toBe('ios/tabs/explore.html');
    expect(namedFile('/ios/tabs/explore.html')).toBe('ios/tabs/explore.html');
    expect(namedFile('/ios/')).toBe('ios/index.html');
    expect(namedFile('/index.html')).toBe('index.html');
  });

  it('S2, P1: `/` and `/tabs` are the landing page, with the landing path in the address bar', () => {
    for (const pathname of ['/', '/tabs', '/tabs/']) {
      expect(chooseDocument(state({ pathname, search: '?a=1', hash: '#b' }))).toEqual({
        render: 'hydrate',
        replace: '/tabs/home?a=1#b',
      });
    }
    expect(chooseDocument(state({ pathname: LANDING }))).toEqual({ render: 'hydrate' });
  });

  it("a document that is its URL's page in Ionic's mode is hydrated as it is", () => {
    const explore = state({ pathname: '/tabs/explore', page: '/tabs/explore', pageMode: 'ios' });
    expect(chooseDocument({ ...explore, mode: 'ios' })).toEqual({ render: 'hydrate' });
  });

  it("any other goes, once, to its page's file in the right mode, keeping query and fragment", () => {
    // An iPhone served the Material page (a host that cannot tell).
    expect(chooseDocument(state({ pathname: '/', mode: 'ios', search: '?x' }))).toEqual({
      render: 'hop',
      to: '/ios/index.html?x',
    });
    // A plain single-page host: index.html for every path.
    expect(chooseDocument(state({ pathname: '/tabs/explore/offline', hash: '#top' }))).toEqual({
      render: 'hop',
      to: '/tabs/explore/offline.html#top',
    });
    // The file's own document puts the route back.
    expect(
      chooseDocument(
        state({
          pathname: '/ios/tabs/settings.html',
          mode: 'ios',
          page: '/tabs/settings',
          pageMode: 'ios',
        }),
      ),
    ).toEqual({ render: 'hydrate', replace: '/tabs/settings' });
  });

  it('never hops twice: a file address answered with another page renders on the client', () => {
    // A host that answered a missing file with index.html (an older deploy, say).
    expect(chooseDocument(state({ pathname: '/ios/tabs/settings.html', mode: 'ios' }))).toEqual({
      render: 'client',
      replace: '/tabs/settings',
    });
    expect(chooseDocument(state({ pathname: '/tabs/settings.html' }))).toEqual({
      render: 'client',
      replace: '/tabs/settings',
    });
  });

  it('S2: a path the build has no page for is left to the router, in the address bar as typed', () => {
    for (const pathname of ['/nope', '/tabs/explore/no-such-id', '//elsewhere.example/x', '/%']) {
      expect(chooseDocument(state({ pathname }))).toEqual({ render: 'client' });
    }
    // Without a prerendered page (a development server, a build without the prerender).
    expect(
      chooseDocument(
        state({ pathname: '/tabs/explore', page: undefined, pageMode: undefined, pages: [] }),
      ),
    ).toEqual({
      render: 'client',
    });
    expect(chooseDocument(state({ pathname: '/', page: undefined, pages: [] }))).toEqual({
      render: 'client',
      replace: LANDING,
    });
  });
});

describe('P10: what a host answers', () => {
  it('asks for iOS where the request says so, and for the mode the URL names', () => {
    expect(requestMode({ userAgent: IPHONE, search: '' })).toBe('ios');
    expect(requestMode({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 18_0)', search: '' })).toBe('ios');
    expect(requestMode({ userAgent: ANDROID, search: '' })).toBe('md');
    // An iPad that reads as a Mac cannot be told apart here: its page hops.
    expect(requestMode({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X)', search: '' })).toBe(
      'md',
    );
    expect(requestMode({ userAgent: ANDROID, search: '?ionic:mode=ios' })).toBe('ios');
    expect(requestMode({ userAgent: IPHONE, search: '?a=1&ionic:mode=md' })).toBe('md');
  });

  it("answers a route with its page in the request's mode, else that mode's landing page", () => {
    const files = new Set([
      'index.html',
      'tabs/explore.html',
      'ios/index.html',
      'ios/tabs/explore.html',
    ]);
    const has = (file: string) => files.has(file);
    expect(fileForRoute('/tabs/explore', 'ios', LANDING, has)).toBe('ios/tabs/explore.html');
    expect(fileForRoute('/tabs/explore/', 'md', LANDING, has)).toBe('tabs/explore.html');
    expect(fileForRoute('/', 'ios', LANDING, has)).toBe('ios/index.html');
    expect(fileForRoute(LANDING, 'md', LANDING, has)).toBe('index.html');
    expect(fileForRoute('/nope', 'ios', LANDING, has)).toBe('ios/index.html');
    // A build without iOS pages still answers with the app's page.
    expect(fileForRoute('/nope', 'ios', LANDING, (file) => file === 'index.html')).toBe(
      'index.html',
    );
  });
});
