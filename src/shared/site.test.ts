import {
  answerRequest,
  documentFile,
  documentUrl,
  fileForRoute,
  isDocumentUrl,
  namedFile,
  requestVariant,
  routeOf,
  siteRelative,
  variantOfFile,
  type IonicMode,
  type Variant,
} from './site';

const LANDING = '/tabs/home';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) Chrome/156.0.0.0 Mobile Safari/537.36';

const md: Variant = { mode: 'md', language: 'en' };
const ios: Variant = { mode: 'ios', language: 'en' };
const variant = (mode: IonicMode): Variant => ({ mode, language: 'en' });

describe('P10: every door has its page', () => {
  it("writes each page once per mode, the landing page as each mode's index.html", () => {
    expect(documentFile('/tabs/explore', md, LANDING)).toBe('tabs/explore.html');
    expect(documentFile('/tabs/explore/offline', ios, LANDING)).toBe(
      'ios/tabs/explore/offline.html',
    );
    expect(documentFile(LANDING, md, LANDING)).toBe('index.html');
    expect(documentFile('/', ios, LANDING)).toBe('ios/index.html');
    expect(documentFile('/tabs/', md, LANDING)).toBe('index.html');
    expect(documentUrl('/tabs/settings', ios, LANDING)).toBe('/ios/tabs/settings.html');
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

  it('knows the variant of a page file by its folders', () => {
    expect(variantOfFile('ios/tabs/explore.html')).toEqual(ios);
    expect(variantOfFile('tabs/explore.html')).toEqual(md);
    expect(variantOfFile('index.html')).toEqual(md);
    // Issue 57: a page as it links its stylesheets is its page's variant.
    expect(variantOfFile('linked/ios/tabs/explore.html')).toEqual(ios);
    expect(variantOfFile('linked/de/ios/index.html')).toEqual({ mode: 'ios', language: 'de' });
    expect(variantOfFile('linked/tabs/explore.html')).toEqual(md);
  });
});

describe('P10: what a host answers', () => {
  it('asks for iOS where the request says so, and for the mode the URL names', () => {
    const mode = (userAgent: string, search = '') => requestVariant({ userAgent, search }).mode;
    expect(mode(IPHONE)).toBe('ios');
    expect(mode('Mozilla/5.0 (iPad; CPU OS 18_0)')).toBe('ios');
    expect(mode(ANDROID)).toBe('md');
    // An iPad that reads as a Mac cannot be told apart here: its page hops.
    expect(mode('Mozilla/5.0 (Macintosh; Intel Mac OS X)')).toBe('md');
    expect(mode(ANDROID, '?ionic:mode=ios')).toBe('ios');
    expect(mode(IPHONE, '?a=1&ionic:mode=md')).toBe('md');
  });

  it("answers a route with its page in the request's mode, else that mode's landing page", () => {
    const files = new Set([
      'index.html',
      'tabs/explore.html',
      'ios/index.html',
      'ios/tabs/explore.html',
    ]);
    const has = (file: string) => files.has(file);
    expect(fileForRoute('/tabs/explore', ios, LANDING, has)).toBe('ios/tabs/explore.html');
    expect(fileForRoute('/tabs/explore/', md, LANDING, has)).toBe('tabs/explore.html');
    expect(fileForRoute('/', ios, LANDING, has)).toBe('ios/index.html');
    expect(fileForRoute(LANDING, md, LANDING, has)).toBe('index.html');
    expect(fileForRoute('/nope', ios, LANDING, has)).toBe('ios/index.html');
    // A build without iOS pages still answers with the app's page.
    expect(fileForRoute('/nope', variant('ios'), LANDING, (file) => file === 'index.html')).toBe(
      'index.html',
    );
  });

  it('answers a file by its name, a gone asset with a 404, and any other path with its page', () => {
    const files = new Set([
      'index.html',
      'tabs/explore.html',
      'ios/index.html',
      'ios/tabs/explore.html',
      'assets/a.js',
    ]);
    const answer = (url: string, spa = false) =>
      answerRequest({ url, variant: ios, landing: LANDING }, (file) => files.has(file), { spa });
    expect(answer('/assets/a.js')).toEqual({ kind: 'file', file: 'assets/a.js' });
    expect(answer('/assets/gone.js')).toEqual({ kind: 'missing' });
    expect(answer('/tabs/explore?x=1#y')).toEqual({ kind: 'page', file: 'ios/tabs/explore.html' });
    expect(answer('/ios/tabs/explore')).toEqual({ kind: 'file', file: 'ios/tabs/explore.html' });
    expect(answer('/tabs/explore.html')).toEqual({ kind: 'file', file: 'tabs/explore.html' });
    expect(answer('/nope')).toEqual({ kind: 'page', file: 'ios/index.html' });
    expect(answer('/%')).toEqual({ kind: 'page', file: 'index.html' });
    expect(answer('/../../etc/passwd')).toEqual({ kind: 'page', file: 'ios/index.html' });
    // A plain single-page host: a file by its exact name, else index.html.
    expect(answer('/tabs/explore', true)).toEqual({ kind: 'page', file: 'index.html' });
    expect(answer('/ios/tabs/explore', true)).toEqual({ kind: 'page', file: 'index.html' });
  });

  it('never names a file outside the site', () => {
    expect(siteRelative('/a/./b/../c')).toBe('a/c');
    expect(siteRelative('/../x')).toBeUndefined();
    expect(siteRelative('\\..\\x')).toBeUndefined();
  });
});
