import {
  askForFirstScreenEarly,
  compileFirstScreen,
  FAST_LINE_MS,
  FIRST_SCREEN_ATTRIBUTE,
  MODE_STYLES_ATTRIBUTE,
  namedForMode,
  START_AFTER_FIRST_BYTES,
  START_ATTRIBUTE,
} from './firstScreen';

const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

afterEach(() => {
  for (const name of [FIRST_SCREEN_ATTRIBUTE, START_ATTRIBUTE, MODE_STYLES_ATTRIBUTE, 'mode']) {
    document.documentElement.removeAttribute(name);
  }
});

describe('the first screen compiled when the app starts (P10)', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/already.js">';
    // As the build writes them: by their site paths.
    document.documentElement.setAttribute(
      FIRST_SCREEN_ATTRIBUTE,
      '/assets/start.js /assets/home.js /assets/already.js',
    );
  });

  it("asks for each of the first screen's modules once, and nothing else", () => {
    compileFirstScreen(document);
    expect(preloaded()).toEqual(['/assets/already.js', '/assets/start.js', '/assets/home.js']);
    // The same request mode as the module scripts, so that the imports reuse them.
    const links = document.querySelectorAll('link[rel="modulepreload"]');
    expect([...links].every((link) => link.getAttribute('crossorigin') === '')).toBe(true);
  });

  it('asks a few a task, every module in the end, each once (a tap may run between)', () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/m${index}.js`);
    document.documentElement.setAttribute(
      FIRST_SCREEN_ATTRIBUTE,
      [...files, '/assets/m3.js'].join(' '),
    );
    const tasks: (() => void)[] = [];
    compileFirstScreen(document, (then) => tasks.push(then));
    const counts = [preloaded().length];
    for (let task = tasks.shift(); task; task = tasks.shift()) {
      task();
      counts.push(preloaded().length);
    }
    expect(counts).toEqual([5, 9, 11]);
    expect(preloaded()).toEqual(['/assets/already.js', ...files]);
  });

  it("does not ask again for a module the app's own imports asked for between two tasks", () => {
    const files = Array.from({ length: 6 }, (_, index) => `/assets/m${index}.js`);
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, files.join(' '));
    const tasks: (() => void)[] = [];
    compileFirstScreen(document, (then) => tasks.push(then));
    // As Vite's preload of a dynamic import adds one while the rest wait for their task.
    const theirs = document.createElement('link');
    theirs.rel = 'modulepreload';
    theirs.href = '/assets/m5.js';
    document.head.append(theirs);
    for (let task = tasks.shift(); task; task = tasks.shift()) task();
    expect(preloaded().filter((file) => file === '/assets/m5.js')).toHaveLength(1);
    expect(preloaded()).toEqual([
      '/assets/already.js',
      ...files.slice(0, 4),
      '/assets/m5.js',
      '/assets/m4.js',
    ]);
  });

  it('asks for nothing where the page names no module (a page of an older build)', () => {
    document.documentElement.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
    const tasks: (() => void)[] = [];
    compileFirstScreen(document, (then) => tasks.push(then));
    expect(preloaded()).toHaveLength(1);
    expect(tasks).toEqual([]);
  });
});

describe("issue 57: a slow line's page asks for its first screen as it is parsed", () => {
  const lowPriority = () =>
    [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('fetchpriority'),
    );

  beforeEach(() => {
    // The start's own file is asked for a moment after the rest.
    vi.useFakeTimers();
    document.head.innerHTML = '';
    document.documentElement.setAttribute(
      FIRST_SCREEN_ATTRIBUTE,
      '/assets/ionic.js /assets/home.js',
    );
    document.documentElement.setAttribute(START_ATTRIBUTE, '/assets/start.js');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it("asks for the first screen's modules at once, at low priority, where the first bytes came late, and for the start's own file a moment later", () => {
    const now = FAST_LINE_MS + 400;
    askForFirstScreenEarly(document, { now });
    expect(preloaded()).toEqual(['/assets/ionic.js', '/assets/home.js']);
    expect(lowPriority()).toEqual(['low', 'low']);
    // The rest have the line to themselves meanwhile; then the start's file, at the line's order.
    vi.advanceTimersByTime(now * START_AFTER_FIRST_BYTES - 1);
    expect(preloaded()).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(preloaded()).toEqual(['/assets/ionic.js', '/assets/home.js', '/assets/start.js']);
    expect(lowPriority()).toEqual(['low', 'low', null]);
    // The app's own ask, once started, asks for none again.
    compileFirstScreen(document);
    vi.runAllTimers();
    expect(preloaded()).toHaveLength(3);
  });

  it("asks for the start's own file when the app starts, should that come first", () => {
    askForFirstScreenEarly(document, { now: FAST_LINE_MS + 400 });
    compileFirstScreen(document);
    expect(preloaded()).toEqual(['/assets/ionic.js', '/assets/home.js', '/assets/start.js']);
    vi.runAllTimers();
    expect(preloaded()).toHaveLength(3);
  });

  it('leaves them all to the start where the first bytes came fast, so they hold back no frame', () => {
    askForFirstScreenEarly(document, { now: FAST_LINE_MS - 1 });
    expect(preloaded()).toEqual([]);
    compileFirstScreen(document);
    expect(preloaded()).toEqual(['/assets/start.js', '/assets/ionic.js', '/assets/home.js']);
    expect(lowPriority()).toEqual([null, null, null]);
  });

  it('asks for a page swapped in as its document did', () => {
    askForFirstScreenEarly(document, 'as-the-document-did');
    expect(preloaded()).toEqual([]);
    askForFirstScreenEarly(document, { now: FAST_LINE_MS });
    document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, '/assets/ionic.js /assets/de.js');
    askForFirstScreenEarly(document, 'as-the-document-did');
    expect(preloaded()).toEqual(['/assets/ionic.js', '/assets/home.js', '/assets/de.js']);
  });
});

describe("issue 57: the element styles asked for are the decided mode's, not the page's", () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    const html = document.documentElement;
    html.setAttribute(START_ATTRIBUTE, '/assets/start.js');
    html.setAttribute(MODE_STYLES_ATTRIBUTE, 'md /assets/styles-md.js ios /assets/styles-ios.js');
  });

  it("asks for the styles of the mode the head script set, where a hop changed the page's", () => {
    vi.useFakeTimers();
    document.documentElement.setAttribute('mode', 'ios');
    askForFirstScreenEarly(document, { now: FAST_LINE_MS + 400 });
    expect(preloaded()).toEqual(['/assets/styles-ios.js']);
    vi.runAllTimers();
    vi.useRealTimers();
    expect(preloaded()).toEqual(['/assets/styles-ios.js', '/assets/start.js']);
  });

  it('asks for none where no mode was decided (the head script did not run)', () => {
    compileFirstScreen(document);
    expect(preloaded()).toEqual(['/assets/start.js']);
    document.documentElement.setAttribute('mode', 'md');
    compileFirstScreen(document);
    expect(preloaded()).toEqual(['/assets/start.js', '/assets/styles-md.js']);
  });

  it('reads a mode’s name only from its pair, and nothing from a list without it', () => {
    const list = 'md /a.js ios /b.js';
    expect(namedForMode(list, 'ios')).toBe('/b.js');
    expect(namedForMode(list, 'md')).toBe('/a.js');
    expect(namedForMode('/ios ios', 'ios')).toBeUndefined();
    expect(namedForMode('md', 'md')).toBeUndefined();
    expect(namedForMode(null, 'md')).toBeUndefined();
    expect(namedForMode(list, null)).toBeUndefined();
  });
});
