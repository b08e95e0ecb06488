import { BOOT_SHELL_ID, BOOT_TITLE_CLASS } from './shell';
import { appIsLive, INPUT_TABLE, startInput, startupInput, type Input, type Phase } from './input';
import { STACKED_ENTRY } from '../shared/place';
import { hopInPlace } from './pageSwap';
import { planClientRender, settlePlan } from './plan';

const LANDING = '/tabs/home';
const PAGES = ['/tabs/home', '/tabs/explore', '/tabs/explore/offline', '/tabs/settings'];
const TITLES: Record<string, string> = {
  '/tabs/home': 'Home',
  '/tabs/explore': 'Explore',
  '/tabs/explore/offline': 'Offline',
  '/tabs/settings': 'Settings',
};

/** A page's document as the build writes it: its markup in `#root`, of build `build`. */
function pageDocument(path: string, build = 'b1'): string {
  const name = path.split('/').at(-1) ?? '';
  const tab = (id: string, title: string) =>
    `<ion-tab-button tab="${id}" href="/tabs/${id}"${path.split('/')[2] === id ? ' class="tab-selected"' : ''}><ion-label>${title}</ion-label></ion-tab-button>`;
  return `<!doctype html><html lang="en" data-page="${path}" data-page-mode="md" data-first-screen="/assets/${name}.js"><head><style>.x-${name}{}</style></head><body><div id="root" data-prerendered="${path}" data-build="${build}"><ion-tabs><template shadowrootmode="open"><slot></slot></template><ion-tab-bar>${tab('home', 'Home')}${tab('explore', 'Explore')}${tab('settings', 'Settings')}</ion-tab-bar><ion-router-outlet><div class="ion-page"><ion-header><ion-toolbar><ion-buttons><ion-back-button default-href="/tabs/explore"></ion-back-button></ion-buttons><ion-title><h1>${TITLES[path] ?? name}</h1></ion-title></ion-toolbar></ion-header><ion-content><ion-item href="/tabs/explore/offline"><ion-label><h2>Offline</h2><p>Works without a network</p></ion-label></ion-item><ion-toggle class="ion-activatable"></ion-toggle></ion-content></div></ion-router-outlet></ion-tabs></div></body></html>`;
}

let stop: () => void = () => undefined;

/** The document at `path`, its input owned, with `fetch` serving the build's pages. */
function openAt(path: string, { build = 'b1', held = false } = {}) {
  stop();
  history.replaceState(null, '', path);
  document.body.replaceChildren();
  const html = document.documentElement;
  html.setAttribute('data-page', path);
  html.setAttribute('data-page-mode', 'md');
  html.setAttribute('lang', 'en');
  html.setAttribute('data-pages', PAGES.join(' '));
  settlePlan(document, {
    language: 'en',
    location: { pathname: path, hash: '', origin: location.origin, replace: vi.fn() },
    history,
    search: '',
    userAgent: 'Mozilla/5.0 (Linux; Android 15)',
    coarsePointer: true,
    landing: LANDING,
  });
  const arrived = Promise.withResolvers<undefined>();
  if (!held) arrived.resolve(undefined);
  const fetch = vi.fn(async (url: string) => {
    await arrived.promise;
    // Issue 57: its linked copy is asked for first (plan.ts, `fetchPageMarkup`).
    const file = url.replace(/^\/(linked\/)?/, '').replace(/\.html$/, '');
    const route = file === 'index' ? LANDING : `/${file}`;
    return new Response(pageDocument(route, build));
  });
  vi.stubGlobal('fetch', fetch);
  // As the body script does: before the page's markup is parsed.
  const input = startInput(window, LANDING);
  stop = () => {
    input.live();
  };
  const parsed = new DOMParser().parseFromString(pageDocument(path), 'text/html');
  document.body.replaceChildren(...parsed.body.childNodes);
  return {
    fetch,
    arrive: () => {
      arrived.resolve(undefined);
    },
  };
}

/** The painted shell of a client render, under the app's own tab bar. */
function openShell() {
  stop();
  history.replaceState(null, '', LANDING);
  document.body.innerHTML =
    `<div id="${BOOT_SHELL_ID}"><span class="${BOOT_TITLE_CLASS}">Home</span>` +
    `<span data-tab="home" class="selected"><svg></svg><span>Home</span></span>` +
    `<span data-tab="explore"><svg></svg><span>Explore</span></span></div>` +
    `<div id="root"></div>`;
  planClientRender(document);
  const input = startInput(window, LANDING);
  stop = () => {
    input.live();
  };
  return input;
}

/** The app's tab bar once it renders, its taps recorded. */
function appTabBar(taps: string[]) {
  const root = document.getElementById('root');
  if (root) {
    root.innerHTML =
      `<ion-tab-bar><ion-tab-button tab="home" class="tab-selected"></ion-tab-button>` +
      `<ion-tab-button tab="explore"></ion-tab-button></ion-tab-bar>`;
  }
  for (const button of document.querySelectorAll<HTMLElement>('ion-tab-bar ion-tab-button')) {
    button.addEventListener('click', () => taps.push(button.getAttribute('tab') ?? ''));
  }
}

function tap(selector: string): MouseEvent {
  const target = document.querySelector(selector);
  if (!target) throw new Error(`nothing matches ${selector}`);
  target.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
  const click = new MouseEvent('click', { bubbles: true, cancelable: true, composed: true });
  target.dispatchEvent(click);
  return click;
}

const heading = () =>
  document.querySelector('#root ion-router-outlet > .ion-page ion-title h1')?.textContent;
const settled = () => startupInput()?.settled();
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  stop();
  vi.unstubAllGlobals();
  const html = document.documentElement;
  for (const name of ['data-render', 'data-page', 'data-page-mode', 'data-pages', 'mode']) {
    html.removeAttribute(name);
  }
});

/** Puts the document in `phase` and makes `input` there; says what became of it. */
async function walk(phase: Phase, input: Input): Promise<'answer' | 'keep' | 'none'> {
  if (phase === 'shell') {
    openShell();
    const taps: string[] = [];
    const selector = {
      tab: `#${BOOT_SHELL_ID} [data-tab="explore"]`,
      link: `.${BOOT_TITLE_CLASS}`,
      back: `.${BOOT_TITLE_CLASS}`,
      control: `.${BOOT_TITLE_CLASS}`,
    };
    if (input === 'history') window.dispatchEvent(new PopStateEvent('popstate'));
    else {
      const taken = tap(selector[input]).defaultPrevented;
      if (!taken) return 'none';
    }
    appTabBar(taps);
    appIsLive(document);
    await nextTask();
    return taps.length > 0 ? 'keep' : 'none';
  }
  const path = input === 'back' ? '/tabs/explore/offline' : '/tabs/home';
  openAt(path);
  const input_ = startupInput();
  if (phase === 'hydrating') input_?.hydrating();
  if (phase === 'live') appIsLive(document);
  const selector = {
    tab: 'ion-tab-button[tab="explore"]',
    link: 'ion-item',
    back: 'ion-back-button',
    control: 'ion-toggle',
  };
  const popped = vi.fn();
  let target: Element | null = null;
  const clicks = vi.fn();
  if (input === 'history') {
    window.addEventListener('popstate', popped);
    history.replaceState(null, '', '/tabs/settings');
    window.dispatchEvent(new PopStateEvent('popstate'));
  } else {
    target = document.querySelector(selector[input]);
    target?.addEventListener('click', clicks);
    const taken = tap(selector[input]).defaultPrevented;
    if (!taken) {
      window.removeEventListener('popstate', popped);
      return 'none';
    }
  }
  await settled();
  const answered = document.documentElement.getAttribute('data-page') !== path;
  const marked = target?.hasAttribute('data-kept-tap') === true;
  appIsLive(document);
  await nextTask();
  window.removeEventListener('popstate', popped);
  if (answered && !marked) return 'answer';
  // Kept: made again, once, for the app.
  // The test's own popstate is the first.
  const madeAgain = input === 'history' ? popped.mock.calls.length - 1 : clicks.mock.calls.length;
  return marked || madeAgain > 0 ? 'keep' : 'none';
}

describe('P10: one owner for input until the app is live', () => {
  const cells = (Object.keys(INPUT_TABLE) as Phase[]).flatMap((phase) =>
    (Object.keys(INPUT_TABLE[phase]) as Input[]).map(
      (input) => [phase, input, INPUT_TABLE[phase][input]] as const,
    ),
  );

  it.each(cells)('in the %s phase, a %s input is: %s', async (phase, input, action) => {
    expect(await walk(phase, input)).toBe(action);
  });
});

describe('P10: a tap before the app is live, answered in place', () => {
  it('on a tab shows its page in place, with the history the app would write, no document loaded', async () => {
    const { fetch } = openAt('/tabs/home');
    const length = history.length;
    expect(tap('ion-tab-button[tab="explore"]').defaultPrevented).toBe(true);
    await settled();
    expect(fetch.mock.calls).toEqual([
      ['/linked/tabs/explore.html', { credentials: 'same-origin' }],
    ]);
    expect(heading()).toBe('Explore');
    expect(location.pathname).toBe('/tabs/explore');
    expect(history.length).toBe(length + 1);
    expect(document.getElementById('root')?.getAttribute('data-prerendered')).toBe('/tabs/explore');
    expect(document.documentElement.getAttribute('data-page')).toBe('/tabs/explore');
    // Its styles and its first screen's modules come with it; its shadow roots are attached.
    expect(document.documentElement.getAttribute('data-first-screen')).toBe('/assets/explore.js');
    expect(document.querySelector('ion-tabs')?.shadowRoot?.querySelector('slot')).not.toBeNull();
  });

  it('on a tab shows it selected and its title in the same task, before its page has come (issue 57)', async () => {
    const { arrive } = openAt('/tabs/home', { held: true });
    tap('ion-tab-button[tab="explore"]');
    expect(document.querySelector('ion-tab-button.tab-selected')?.getAttribute('tab')).toBe(
      'explore',
    );
    expect(heading()).toBe('Explore');
    expect(location.pathname).toBe('/tabs/home');
    arrive();
    await settled();
    expect([location.pathname, heading()]).toEqual(['/tabs/explore', 'Explore']);
  });

  it('puts the tab and title back, and keeps the tap, when the page cannot come', async () => {
    openAt('/tabs/home', { build: 'b2' });
    tap('ion-tab-button[tab="explore"]');
    await settled();
    expect(location.pathname).toBe('/tabs/home');
    expect(heading()).toBe('Home');
    expect(document.querySelector('ion-tab-button.tab-selected')?.getAttribute('tab')).toBe('home');
    expect(
      document.querySelector('ion-tab-button[tab="explore"]')?.hasAttribute('data-kept-tap'),
    ).toBe(true);
  });

  it('fetches nothing before a tap: the other tabs come with the app', () => {
    const { fetch } = openAt('/tabs/home');
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('on a list item pushes its page with its title; its tab then returns to where it was (P2)', async () => {
    openAt('/tabs/explore');
    tap('ion-item');
    await settled();
    expect([location.pathname, heading()]).toEqual(['/tabs/explore/offline', 'Offline']);
    tap('ion-tab-button[tab="home"]');
    await settled();
    expect(location.pathname).toBe('/tabs/home');
    tap('ion-tab-button[tab="explore"]');
    await settled();
    expect(location.pathname).toBe('/tabs/explore/offline');
    // The selected tab again, on a pushed page: its root.
    tap('ion-tab-button[tab="explore"]');
    await settled();
    expect(location.pathname).toBe('/tabs/explore');
  });

  it('on a back button opened by its URL shows its default page, history replaced', async () => {
    openAt('/tabs/explore/offline');
    const length = history.length;
    tap('ion-back-button');
    await settled();
    expect([location.pathname, heading(), history.length]).toEqual([
      '/tabs/explore',
      'Explore',
      length,
    ]);
  });

  it('on a back button after a page shown in place, or above a stack the app put beneath, steps back', async () => {
    openAt('/tabs/explore');
    tap('ion-item');
    await settled();
    const back = vi.spyOn(history, 'back').mockImplementation(() => undefined);
    tap('ion-back-button');
    await settled();
    expect(back).toHaveBeenCalledOnce();
    back.mockClear();
    openAt('/tabs/explore/offline');
    history.replaceState({ [STACKED_ENTRY]: true }, '', '/tabs/explore/offline');
    tap('ion-back-button');
    expect(back).toHaveBeenCalledOnce();
  });

  it.each(['//evil.example/tabs', '/\\evil.example', '/.//evil.example', 'https://evil.example/'])(
    'P13: never follows a link that resolves to another origin (%j)',
    async (href) => {
      const { fetch } = openAt('/tabs/home');
      document.querySelector('ion-item')?.setAttribute('href', href);
      tap('ion-item');
      await settled();
      expect(fetch).not.toHaveBeenCalled();
      expect(location.pathname).toBe('/tabs/home');
    },
  );
});

describe('P10: taps kept for the app', () => {
  it('on any other control: shown pressed, made again once live, then the app’s own', async () => {
    openAt('/tabs/settings');
    const toggle = document.querySelector('ion-toggle');
    const clicks = vi.fn();
    toggle?.addEventListener('click', clicks);
    expect(tap('ion-toggle').defaultPrevented).toBe(true);
    tap('ion-toggle');
    expect(toggle?.hasAttribute('data-kept-tap')).toBe(true);
    expect(clicks).not.toHaveBeenCalled();
    appIsLive(document);
    await vi.waitFor(() => {
      expect(clicks).toHaveBeenCalledOnce();
    });
    expect(toggle?.hasAttribute('data-kept-tap')).toBe(false);
    expect(tap('ion-toggle').defaultPrevented).toBe(false);
  });

  it('once live, leaves no listener: a press on a moved part is no longer made into a click', async () => {
    openAt('/tabs/home');
    appIsLive(document);
    await nextTask();
    const button = document.querySelector('ion-tab-button[tab="explore"]');
    const part = document.createElement('a');
    button?.append(part);
    const clicks = vi.fn();
    button?.addEventListener('click', clicks);
    part.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    button?.attachShadow({ mode: 'open' }).append(part);
    button?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, composed: true }));
    await nextTask();
    expect(clicks).not.toHaveBeenCalled();
    expect(startupInput()?.phase()).toBe('live');
  });

  it('on a part Ionic moves as it upgrades the element, is made on the element that stayed', async () => {
    openAt('/tabs/home');
    const button = document.querySelector('ion-tab-button[tab="explore"]');
    const part = document.createElement('a');
    button?.append(part);
    part.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerId: 1 }),
    );
    button?.attachShadow({ mode: 'open' }).append(part);
    // The browser sends no click for a press whose target moved.
    button?.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, composed: true, pointerId: 1 }),
    );
    await vi.waitFor(() => {
      expect(location.pathname).toBe('/tabs/explore');
    });
  });

  it('a press on a part that did not move is left to the browser, which clicks', async () => {
    const { fetch } = openAt('/tabs/home');
    const item = document.querySelector('ion-item');
    item?.dispatchEvent(
      new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerId: 2 }),
    );
    item?.dispatchEvent(
      new PointerEvent('pointerup', { bubbles: true, composed: true, pointerId: 2 }),
    );
    await nextTask();
    await settled();
    // Only the press's own fetch of the page: no tap of its own.
    expect(location.pathname).toBe('/tabs/home');
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  describe('a tab tapped on the painted shell of a client render', () => {
    const shellTab = (id: string) =>
      document.querySelector<HTMLElement>(`#${BOOT_SHELL_ID} [data-tab="${id}"]`);
    const selected = () =>
      [...document.querySelectorAll(`#${BOOT_SHELL_ID} .selected`)].map((tab) => tab.textContent);
    const title = () => document.querySelector(`.${BOOT_TITLE_CLASS}`)?.textContent;

    it('shows as selected at once, with its title, and is tapped on the app tab bar once live (P6)', async () => {
      openShell();
      const taps: string[] = [];
      shellTab('explore')
        ?.querySelector('svg')
        ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
      expect([selected(), title()]).toEqual([['Explore'], 'Explore']);
      appTabBar(taps);
      appIsLive(document);
      await nextTask();
      expect(taps).toEqual(['explore']);
    });

    it("while a hop's page is on the way: shown at once, its page asked for, answered in place once the hop's page is shown (issue 57)", async () => {
      stop();
      history.replaceState(null, '', '/tabs/explore');
      const html = document.documentElement;
      html.setAttribute('data-page', LANDING);
      html.setAttribute('data-page-mode', 'md');
      html.setAttribute('lang', 'en');
      html.setAttribute('data-pages', PAGES.join(' '));
      document.body.innerHTML =
        `<div id="${BOOT_SHELL_ID}"><span class="${BOOT_TITLE_CLASS}">Explore</span>` +
        `<span data-tab="home"><svg></svg><span>Home</span></span>` +
        `<span data-tab="explore" class="selected"><svg></svg><span>Explore</span></span>` +
        `<span data-tab="settings"><svg></svg><span>Settings</span></span></div>` +
        `<div id="root" data-build="b1"></div>`;
      // index.html at /tabs/explore on a plain host: a hop, its page not here yet.
      const hopPage = Promise.withResolvers<string | undefined>();
      settlePlan(document, {
        language: 'en',
        location: {
          pathname: '/tabs/explore',
          hash: '',
          origin: location.origin,
          replace: vi.fn(),
        },
        history,
        search: '',
        userAgent: 'Mozilla/5.0 (Linux; Android 15)',
        coarsePointer: true,
        landing: LANDING,
        fetchPage: () => hopPage.promise,
      });
      const fetch = vi.fn((url: string) => {
        const file = url.replace(/^\/(linked\/)?/, '').replace(/\.html$/, '');
        return Promise.resolve(new Response(pageDocument(`/${file}`)));
      });
      vi.stubGlobal('fetch', fetch);
      const hop = hopInPlace(window);
      const input = startInput(window, LANDING);
      stop = () => {
        input.live();
      };
      expect(input.phase()).toBe('shell');
      shellTab('settings')?.click();
      expect([selected(), title()]).toEqual([['Settings'], 'Settings']);
      expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/linked/tabs/settings.html']);
      hopPage.resolve(pageDocument('/tabs/explore'));
      expect(await hop).toBe(true);
      input.pageShown();
      expect(input.phase()).toBe('painted');
      // In the same task: the tapped tab selected and titled over the hop's page.
      expect(document.querySelector('ion-tab-button.tab-selected')?.getAttribute('tab')).toBe(
        'settings',
      );
      await settled();
      expect([location.pathname, heading()]).toEqual(['/tabs/settings', 'Settings']);
      // Fetched once, as the tap asked.
      expect(fetch).toHaveBeenCalledTimes(1);
    });

    it('keeps the last of several taps, and taps nothing the app already shows', async () => {
      openShell();
      const taps: string[] = [];
      shellTab('explore')?.click();
      shellTab('home')?.click();
      expect(selected()).toEqual(['Home']);
      appTabBar(taps);
      appIsLive(document);
      await nextTask();
      expect(taps).toEqual([]);
    });
  });
});
