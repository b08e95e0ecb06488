import { compileFirstScreen, FIRST_SCREEN_ATTRIBUTE } from './firstScreen';

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

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
    expect(preloaded()).toEqual(['/assets/already.js', '/assets/start.js', '/assets/home.js']);
    // The same request mode as the module scripts, so that the imports reuse them.
    const links = document.querySelectorAll('link[rel="modulepreload"]');
    expect([...links].every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('asks a few a task, every module in the end, each once (a tap may run between)', () => {
    const files = Array.from({ length: 10 }, (_, index) => `m${index}.js`);
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, [...files, 'm3.js'].join(' '));
    const tasks: (() => void)[] = [];
    compileFirstScreen(document, (then) => tasks.push(then));
    const counts = [preloaded().length];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      task();
      counts.push(preloaded().length);
    }
    expect(counts).toEqual([5, 9, 11]);
    expect(preloaded()).toEqual(['/assets/already.js', ...files.map((file) => `/assets/${file}`)]);
  });

  it('asks for nothing where the page names no module (a page of an older build)', () => {
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    const tasks: (() => void)[] = [];
    compileFirstScreen(document, (then) => tasks.push(then));
    expect(preloaded()).toHaveLength(1);
    expect(tasks).toEqual([]);
  });
});
