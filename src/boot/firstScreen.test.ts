import { compileFirstScreen, FIRST_SCREEN_ATTRIBUTE } from './firstScreen';

describe('the first screen compiled when the app starts (P10)', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/already.js">';
    // As the build writes them: beside the entry's script.
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, 'start.js home.js already.js');
  });

  afterEach(() => {
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  });

  it("asks for each of the first screen's modules once, and nothing else", () => {
    compileFirstScreen(document);
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(preloads.map((link) => new URL(link.href).pathname)).toEqual([
      '/assets/already.js',
      '/assets/start.js',
      '/assets/home.js',
    ]);
    // The same request mode as the module scripts, so that the imports reuse them.
    expect(preloads.every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('asks for nothing where the page names no module (a page of an older build)', () => {
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    compileFirstScreen(document);
    expect(document.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(1);
  });
});
