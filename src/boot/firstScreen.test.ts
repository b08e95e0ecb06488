import { compileFirstScreen, FIRST_SCREEN_LINK } from './firstScreen';

describe('the first screen compiled when the app starts (P10)', () => {
  beforeEach(() => {
    document.head.innerHTML = [
      `<link rel="prefetch" crossorigin href="/assets/start.js" ${FIRST_SCREEN_LINK}>`,
      `<link rel="prefetch" crossorigin href="/assets/home.js" ${FIRST_SCREEN_LINK}>`,
      '<link rel="prefetch" href="/assets/other.js">',
      `<link rel="modulepreload" crossorigin href="/assets/already.js" ${FIRST_SCREEN_LINK}>`,
    ].join('');
  });

  it("asks to compile each of the first screen's prefetched modules, and nothing else", () => {
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
});
