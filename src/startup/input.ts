/**
 * P10: one owner for every tap until the app is live. The first screen (a prerendered page, or the
 * painted shell of a client render) answers what it can in place, as the app would, and keeps the
 * rest; once the app hydrates, every tap is kept; at live every listener added here goes, and each
 * kept tap is made once more, for the app. INPUT_TABLE is the whole behaviour; what a prerendered
 * page's Ionic markup means is src/ionic/prerendered.ts's to say.
 */
import {
  isTabSelected,
  selectTab,
  showPendingPage,
  shownTitle,
  tabButton,
  tabLinks,
  tappedOn,
  type Tapped,
} from '../ionic/prerendered.ts';
import { appPathFrom } from '../shared/appPath.ts';
import { tabPath } from '../shared/paths.ts';
import { isStackedEntry } from '../shared/place.ts';
import {
  markAppLive,
  markKeptTap,
  PAGES_ATTRIBUTE,
  renderPhase,
  setRenderPhase,
} from '../shared/startupPhases.ts';
import { pageSource, showPage } from './pageSwap.ts';
import { readPlan } from './plan.ts';
import { shellTabOf, showShellTab } from './shell.ts';

/**
 * shell: the painted shell, of a client render or while a hop's page is on the way (pageSwap.ts);
 * painted: a prerendered page, not yet the app's;
 * hydrating: the app is taking the page over; live: the app answers, and nothing here does.
 */
export type Phase = 'shell' | 'painted' | 'hydrating' | 'live';
/** A tab, a link (a list item), a back button, any other control, or the browser's history. */
export type Input = 'tab' | 'link' | 'back' | 'control' | 'history';
/**
 * answer: in place, as the app would (the tab selected and the page's title shown in the frame
 * the tap lands in, the page itself once fetched); keep: shown pressed, made again once live;
 * none: not ours.
 */
export type Action = 'answer' | 'keep' | 'none';

export const INPUT_TABLE: Readonly<Record<Phase, Readonly<Record<Input, Action>>>> = {
  shell: { tab: 'keep', link: 'none', back: 'none', control: 'none', history: 'none' },
  painted: { tab: 'answer', link: 'answer', back: 'answer', control: 'keep', history: 'answer' },
  hydrating: { tab: 'keep', link: 'keep', back: 'keep', control: 'keep', history: 'keep' },
  live: { tab: 'none', link: 'none', back: 'none', control: 'none', history: 'none' },
};

export interface StartupInput {
  readonly phase: () => Phase;
  /** Resolves once the taps answered in place have shown their pages, or have been kept. */
  settled(): Promise<void>;
  /**
   * A hop's page is this document's (pageSwap.ts): answered in place from now on, the last tab
   * tapped on the shell meanwhile first.
   */
  pageShown(): void;
  /** The app begins to hydrate a prerendered page: from now on every tap is kept. */
  hydrating(): void;
  /** The app is live: every listener goes, and each kept tap is made again, once. */
  live(): void;
}

const HANDLE = Symbol.for('app.startupInput');
type WithHandle = typeof globalThis & { [HANDLE]?: StartupInput };

/** The owner of input the page's input script started, if any. */
export function startupInput(): StartupInput | undefined {
  return (globalThis as WithHandle)[HANDLE];
}

/**
 * The app is live: marked, and input handed over, once. A hydrated page is live as it hydrates; a
 * client render once its first page has entered (before, its tab bar may not be there yet).
 */
export function appIsLive(document: Document): void {
  if (renderPhase(document) === 'live') return;
  markAppLive(document);
  startupInput()?.live();
}

const SETTLE_BOUND_MS = 3000;
const PRESS_SLOP_PX = 10;
/** The key of the last tab tapped on the painted shell. */
const SHELL_TAB = 'shell tab';
/** Marks a history entry shown in place, so Back may step back to it. */
const EARLY_ENTRY = 'earlyEntry';

const tabOf = (path: string) => path.split('/')[2];
const tabRoot = (path: string) => path.split('/').slice(0, 3).join('/');

/** A tap kept for the app: made again once it is live; a later one of the same key replaces it. */
interface Kept {
  readonly control: Element | undefined;
  readonly key?: string;
  readonly replay: () => void;
}

const click = (control: Element) => {
  if (control instanceof HTMLElement) control.click();
  else
    control.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
    );
};

/** Starts owning input, from the page's input script: once it is parsed, before its first paint. */
export function startInput(window: Window, landing: string): StartupInput {
  const { document, history, location } = window;
  const plan = readPlan(document);
  let phase: Phase = plan.render === 'hydrate' ? 'painted' : 'shell';
  const listening = new AbortController();
  const { signal } = listening;
  const root = () => document.getElementById('root');
  const pages = new Set(
    (document.documentElement.getAttribute(PAGES_ATTRIBUTE) ?? '').split(' ').filter(Boolean),
  );
  const source = pageSource(window, plan.variant, landing);
  const kept: Kept[] = [];
  let navigating: Promise<unknown> = Promise.resolve();
  let popped = false;
  /** Where each tab was last (P2), and the title of each page shown. */
  const tabPaths = new Map<string, string>();
  const titles = new Map<string, string>();

  const keep = (tap: Kept) => {
    if (tap.control) markKeptTap(tap.control, true);
    const same = kept.findIndex((other) => tap.key !== undefined && other.key === tap.key);
    if (same >= 0) kept.splice(same, 1);
    kept.push(tap);
  };
  const keepTap = (control: Element) => {
    if (!kept.some((tap) => tap.control === control)) {
      keep({
        control,
        replay: () => {
          if (control.isConnected) click(control);
        },
      });
    }
  };

  /** Remembers the title of the page shown, for when a tap goes back to it. */
  const rememberTitle = () => {
    const current = root();
    const title = current && shownTitle(current);
    if (title) titles.set(location.pathname, title);
  };

  /** The page at `path` shown in place, history written as the app would; false if it cannot. */
  const show = async (path: string, write: 'push' | 'replace' | 'none') => {
    const page = await source.fetch(path);
    if (phase !== 'painted' || !page || !showPage(document, page, path)) return false;
    const tab = tabOf(path);
    if (tab) tabPaths.set(tab, path);
    if (write === 'push') history.pushState({ [EARLY_ENTRY]: true }, '', path);
    if (write === 'replace') history.replaceState({ [EARLY_ENTRY]: true }, '', path);
    return true;
  };

  /** What the page at `path` will be titled, where the first screen already says it. */
  const titleOf = (path: string) => {
    const current = root();
    if (path === tabRoot(path) && current) {
      return tabLinks(current).find((link) => tabRoot(appPathFrom(link.href) ?? '') === path)
        ?.title;
    }
    return titles.get(path);
  };

  /** Shows the page at `path` in place, its title and tab at once; keeps `control` if it cannot. */
  const go = (path: string, write: 'push' | 'replace', control: Element | undefined) => {
    rememberTitle();
    const current = root();
    const undo: (() => void)[] = [];
    if (current) {
      const tab = tabOf(path);
      if (tab && tab !== tabOf(location.pathname)) undo.push(selectTab(current, tab));
      const title = titleOf(path);
      if (title) undo.push(showPendingPage(current, { title, back: path !== tabRoot(path) }));
    }
    navigating = navigating
      .then(() => show(path, write))
      .catch(() => false)
      .then((shown) => {
        if (shown) return;
        for (const step of undo.reverse()) step();
        if (control) keepTap(control);
      });
  };

  /** The path a link or a tab goes to, if the build wrote its page. */
  const pageAt = (href: string | undefined) => {
    const path = href?.startsWith('/') ? appPathFrom(href) : undefined;
    return path !== undefined && pages.has(path) ? path : undefined;
  };

  const answer = (tapped: Tapped) => {
    const here = location.pathname;
    switch (tapped.kind) {
      case 'tab': {
        const path = pageAt(tapped.href);
        if (path === undefined) break;
        // The selected tab again: back to its root (P2).
        if (tapped.tab === tabOf(here)) {
          if (here !== tabRoot(here)) go(tabRoot(here), 'push', tapped.control);
        } else go(tabPaths.get(tapped.tab) ?? path, 'push', tapped.control);
        return;
      }
      case 'link': {
        const path = pageAt(tapped.href);
        if (path === undefined) break;
        if (tapped.title) titles.set(path, tapped.title);
        if (path !== here) go(path, 'push', tapped.control);
        return;
      }
      case 'back': {
        const state = history.state as unknown;
        const beneath =
          (state as Record<string, unknown> | null)?.[EARLY_ENTRY] === true ||
          isStackedEntry(state);
        if (beneath) {
          rememberTitle();
          history.back();
          return;
        }
        const fallback = pageAt(tapped.defaultHref);
        if (fallback === undefined) break;
        go(fallback, 'replace', tapped.control);
        return;
      }
      case 'control':
        break;
    }
    keepTap(tapped.control);
  };

  /** Answers or keeps a tap as the table says; returns whether it took the tap. */
  const tap = (path: readonly EventTarget[]): boolean => {
    if (phase === 'shell') {
      const shellTab = shellTabOf(path);
      if (shellTab === undefined || INPUT_TABLE.shell.tab !== 'keep') return false;
      showShellTab(document, shellTab);
      // A hop's page is coming: the tapped tab's is asked for beside it.
      const page = plan.render === 'hop' ? pageAt(tabPath(shellTab)) : undefined;
      if (page !== undefined) void source.fetch(page);
      // The last tab tapped on the shell is where the app goes.
      keep({
        control: undefined,
        key: SHELL_TAB,
        replay: () => {
          const button = tabButton(document, shellTab);
          if (button && !isTabSelected(button)) button.click();
        },
      });
      return true;
    }
    const tapped = tappedOn(path);
    if (!tapped) return false;
    const action = INPUT_TABLE[phase][tapped.kind];
    if (action === 'answer') answer(tapped);
    else if (action === 'keep') keepTap(tapped.control);
    return action !== 'none';
  };

  // A press on a part Ionic moved into a shadow root as it upgraded gets no click: made here. A
  // press begun before live and ended after is still this owner's to finish, then its last listener goes.
  let press:
    | { id: number; x: number; y: number; target: Element; root: Node; path: EventTarget[] }
    | undefined;
  const pressing = new AbortController();
  signal.addEventListener('abort', () => {
    if (!press) pressing.abort();
  });
  window.addEventListener(
    'pointerdown',
    (event) => {
      press = undefined;
      const path = event.composedPath();
      const [first] = path;
      if (!(first instanceof Element)) return;
      const { pointerId: id, clientX: x, clientY: y } = event;
      press = { id, x, y, target: first, root: first.getRootNode(), path };
      // A page tapped for is fetched as the press begins.
      const tapped = phase === 'painted' ? tappedOn(path) : undefined;
      const href = tapped?.kind === 'tab' || tapped?.kind === 'link' ? tapped.href : undefined;
      const page = pageAt(href);
      if (page !== undefined) void source.fetch(page);
    },
    { capture: true, passive: true, signal },
  );
  const endPress = (event: PointerEvent) => {
    const begun = press;
    press = undefined;
    if (!begun || event.pointerId !== begun.id) return;
    if (Math.hypot(event.clientX - begun.x, event.clientY - begun.y) > PRESS_SLOP_PX) return;
    if (begun.target.isConnected && begun.target.getRootNode() === begun.root) return;
    let clicked = false;
    const seen = () => {
      clicked = true;
    };
    window.addEventListener('click', seen, { capture: true, once: true });
    setTimeout(() => {
      window.removeEventListener('click', seen, { capture: true });
      if (clicked) return;
      const stayed = begun.path.find(
        (node): node is HTMLElement =>
          node instanceof HTMLElement && node.isConnected && node.getRootNode() === document,
      );
      if (!stayed) return;
      // Live, the app answers the click; before, the table does.
      if (phase === 'live') click(stayed);
      else tap(begun.path.slice(begun.path.indexOf(stayed)));
    }, 0);
  };
  const pressEnded = (event: PointerEvent) => {
    endPress(event);
    if (signal.aborted) pressing.abort();
  };
  window.addEventListener('pointerup', pressEnded, { capture: true, signal: pressing.signal });
  window.addEventListener(
    'pointercancel',
    () => {
      press = undefined;
      if (signal.aborted) pressing.abort();
    },
    { capture: true, signal: pressing.signal },
  );
  window.addEventListener(
    'click',
    (event) => {
      if (!(event.target instanceof Element) || !tap(event.composedPath())) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'popstate',
    () => {
      const action = INPUT_TABLE[phase].history;
      const path = location.pathname;
      if (action === 'answer' && pages.has(path)) {
        navigating = navigating.then(() => show(path, 'none'));
      } else if (action !== 'none') popped = true;
    },
    { signal },
  );

  const handle: StartupInput = {
    phase: () => phase,
    settled: () =>
      Promise.race([
        navigating.then(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, SETTLE_BOUND_MS)),
      ]),
    pageShown: () => {
      if (phase !== 'shell' || plan.render !== 'hop') return;
      phase = 'painted';
      const shellTap = kept.findIndex((other) => other.key === SHELL_TAB);
      if (shellTap >= 0) kept.splice(shellTap, 1)[0]?.replay();
    },
    hydrating: () => {
      // A client render's shell stays the shell until the app is live.
      if (phase !== 'painted') return;
      phase = 'hydrating';
      setRenderPhase(document, 'hydrating');
    },
    live: () => {
      if (phase === 'live' && signal.aborted) return;
      phase = 'live';
      listening.abort();
      // After the commit that made the app live.
      setTimeout(() => {
        for (const { control, replay } of kept.splice(0)) {
          if (control) markKeptTap(control, false);
          replay();
        }
        if (popped) {
          popped = false;
          window.dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
        }
      }, 0);
    },
  };
  (globalThis as WithHandle)[HANDLE] = handle;
  return handle;
}
