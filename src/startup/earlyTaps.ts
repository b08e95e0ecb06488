/**
 * P10: until the app is live, a link to a prerendered page is followed in place (its markup
 * fetched and shown here); any other tap is kept and made again once the app is live.
 */
import { appPathFrom } from '../shared/appPath.ts';
import { documentUrl } from '../shared/site.ts';
import {
  BUILD_ATTRIBUTE,
  markKeptTap,
  markAppLive,
  markShownPage,
  PAGES_ATTRIBUTE,
  setRenderPhase,
} from '../shared/startupPhases.ts';
import { FIRST_SCREEN_ATTRIBUTE } from './firstScreen.ts';
import { readPlan } from './plan.ts';

export interface EarlyTaps {
  settled(): Promise<void>;
  hydrationBegins(): void;
  live(): void;
}

const HANDLE = Symbol.for('app.earlyTaps');
type WithHandle = typeof globalThis & { [HANDLE]?: EarlyTaps };

export function earlyTaps(): EarlyTaps | undefined {
  return (globalThis as WithHandle)[HANDLE];
}

const FETCH_BOUND_MS = 3000;
const PRESS_SLOP_PX = 10;
/** Marks history entries shown in place, so Back may step back to them. */
const EARLY_ENTRY = 'earlyEntry';

type Navigation =
  | { readonly kind: 'push'; readonly path: string; readonly tab: string | undefined }
  | { readonly kind: 'back'; readonly fallback: string | undefined };

/** The control a tap is for: Ionic's parts may move as it upgrades an element. */
function controlOf(path: readonly EventTarget[]): Element | undefined {
  const elements = path.filter((node): node is Element => node instanceof Element);
  return (
    elements.find((element) => element.classList.contains('ion-activatable')) ??
    elements.find((element) => element.localName.startsWith('ion-'))
  );
}

const tabOf = (path: string) => path.split('/')[2];
const tabRoot = (path: string) => path.split('/').slice(0, 3).join('/');

/**
 * Another document's markup imported, not moved: Chromium never upgrades an element made by
 * another document's parser. Parsed by DOMParser: `parseHTMLUnsafe` drops the hydration comments.
 */
function adopt(markup: Node, document: Document): Node[] {
  const attach = (parent: ParentNode) => {
    for (const template of parent.querySelectorAll<HTMLTemplateElement>(
      'template[shadowrootmode]',
    )) {
      const host = template.parentElement;
      template.remove();
      if (!host || host.shadowRoot) continue;
      const mode = template.getAttribute('shadowrootmode') === 'closed' ? 'closed' : 'open';
      const delegatesFocus = template.hasAttribute('shadowrootdelegatesfocus');
      const shadow = host.attachShadow({ mode, delegatesFocus });
      shadow.append(document.importNode(template.content, true));
      attach(shadow);
    }
  };
  const copy = document.importNode(markup, true) as Element;
  attach(copy);
  return [...copy.childNodes];
}

/** Starts answering taps; returns what stops it. */
export function answerEarlyTaps(window: Window, landing: string): () => void {
  const { document, history, location } = window;
  const plan = readPlan(document);
  const listening = new AbortController();
  const stop = () => {
    listening.abort();
  };
  if (plan.render !== 'hydrate') return stop;
  const { signal } = listening;
  const html = document.documentElement;
  // The body script runs before the page's markup is parsed.
  const root = () => document.getElementById('root');
  const pages = new Set((html.getAttribute(PAGES_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  let phase: 'early' | 'hydrating' | 'live' = 'early';
  let navigating: Promise<unknown> = Promise.resolve();
  let popped = false;
  const kept: Element[] = [];
  const fetched = new Map<string, Promise<string | undefined>>();
  /** Where each tab was last (P2). */
  const tabPaths = new Map<string, string>();

  const fetchText = (path: string, priority: RequestPriority = 'auto') => {
    let text = fetched.get(path);
    if (!text) {
      text = Promise.race([
        window
          .fetch(documentUrl(path, plan.variant, landing), { credentials: 'same-origin', priority })
          .then((response) => (response.ok ? response.text() : undefined)),
        new Promise<undefined>((resolve) => setTimeout(resolve, FETCH_BOUND_MS)),
      ]).catch(() => undefined);
      fetched.set(path, text);
    }
    return text;
  };

  const fetchPage = async (path: string): Promise<Document | undefined> => {
    const html = await fetchText(path);
    if (html === undefined) fetched.delete(path);
    const page =
      html === undefined ? undefined : new DOMParser().parseFromString(html, 'text/html');
    const build = root()?.getAttribute(BUILD_ATTRIBUTE);
    return page?.getElementById('root')?.getAttribute(BUILD_ATTRIBUTE) === build ? page : undefined;
  };

  const navigationOf = (path: readonly EventTarget[]): Navigation | undefined => {
    for (const target of path) {
      if (!(target instanceof Element)) continue;
      if (target.localName === 'ion-back-button') {
        const fallback = appPathFrom(target.getAttribute('default-href') ?? '');
        return { kind: 'back', fallback: fallback && pages.has(fallback) ? fallback : undefined };
      }
      const href = target.getAttribute('href');
      if (href === null) continue;
      // Only an app path (P13) the build wrote a page for.
      const path = href.startsWith('/') ? appPathFrom(href) : undefined;
      if (path === undefined || !pages.has(path)) return undefined;
      const tab = target.localName === 'ion-tab-button' ? (target.getAttribute('tab') ?? '') : '';
      return { kind: 'push', path, tab: tab || undefined };
    }
    return undefined;
  };

  const keep = (target: Element) => {
    if (kept.includes(target)) return;
    kept.push(target);
    markKeptTap(target, true);
  };

  const show = (page: Document, path: string) => {
    const next = page.getElementById('root');
    const shown = root();
    if (!next || !shown) return false;
    const styles = new Set(
      [...document.head.querySelectorAll('style')].map((style) => style.textContent),
    );
    for (const style of page.head.querySelectorAll('style')) {
      if (!styles.has(style.textContent)) document.head.append(style);
    }
    // The app, not started yet, asks for this page's modules.
    const modules = page.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE);
    if (modules !== null) html.setAttribute(FIRST_SCREEN_ATTRIBUTE, modules);
    shown.replaceChildren(...adopt(next, document));
    markShownPage(document, shown, path);
    const tab = tabOf(path);
    if (tab) tabPaths.set(tab, path);
    return true;
  };

  const showInPlace = async (path: string, write: 'push' | 'replace' | 'none') => {
    const page = await fetchPage(path);
    if (phase !== 'early' || !page || !show(page, path)) return false;
    if (write === 'push') history.pushState({ [EARLY_ENTRY]: true }, '', path);
    if (write === 'replace') history.replaceState({ [EARLY_ENTRY]: true }, '', path);
    return true;
  };

  const navigate = async (navigation: Navigation, target: Element) => {
    if (phase !== 'early') {
      keep(target);
      return;
    }
    const here = location.pathname;
    let shown = true;
    if (navigation.kind === 'back') {
      const cameFromHere =
        (history.state as Record<string, unknown> | null)?.[EARLY_ENTRY] === true;
      if (cameFromHere) history.back();
      else if (navigation.fallback) shown = await showInPlace(navigation.fallback, 'replace');
      else shown = false;
    } else if (navigation.tab && navigation.tab === tabOf(here)) {
      // The selected tab again: back to its root (P2).
      if (here !== tabRoot(here)) shown = await showInPlace(tabRoot(here), 'push');
    } else {
      const to = navigation.tab
        ? (tabPaths.get(navigation.tab) ?? navigation.path)
        : navigation.path;
      if (to !== here) shown = await showInPlace(to, 'push');
    }
    if (!shown) keep(target);
  };

  const tap = (path: readonly EventTarget[], tapped: Element) => {
    const target = controlOf(path) ?? tapped;
    const navigation = phase === 'early' ? navigationOf(path) : undefined;
    if (!navigation) {
      keep(target);
      return;
    }
    navigating = navigating
      .then(() => navigate(navigation, target))
      .catch(() => {
        keep(target);
      });
  };

  // A press on a part Ionic moved into a shadow root gets no click: it is made here.
  let press:
    | { id: number; x: number; y: number; target: Element; root: Node; path: EventTarget[] }
    | undefined;
  window.addEventListener(
    'pointerdown',
    (event) => {
      press = undefined;
      if (phase === 'live' || !(event.target instanceof Element)) return;
      const path = event.composedPath();
      const [first] = path;
      if (first instanceof Element) {
        const { pointerId: id, clientX: x, clientY: y } = event;
        press = { id, x, y, target: first, root: first.getRootNode(), path };
      }
      const navigation = phase === 'early' ? navigationOf(path) : undefined;
      if (navigation?.kind === 'push') void fetchPage(navigation.path);
    },
    { capture: true, passive: true, signal },
  );
  window.addEventListener(
    'pointerup',
    (event) => {
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
        const stayed = begun.path.find(
          (node): node is HTMLElement =>
            node instanceof HTMLElement && node.isConnected && node.getRootNode() === document,
        );
        if (clicked || !stayed) return;
        if (phase === 'live') stayed.click();
        else tap(begun.path, stayed);
      }, 0);
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'click',
    (event) => {
      if (phase === 'live' || !(event.target instanceof Element)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      tap(event.composedPath(), event.target);
    },
    { capture: true, signal },
  );
  window.addEventListener(
    'popstate',
    () => {
      if (phase === 'live') return;
      const path = location.pathname;
      if (phase === 'early' && pages.has(path)) {
        navigating = navigating.then(() => showInPlace(path, 'none'));
      } else popped = true;
    },
    { signal },
  );

  // The other tabs' pages, once this one is parsed: an early tab tap then only swaps.
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      for (const button of document.querySelectorAll('ion-tab-button[href]')) {
        const path = appPathFrom(button.getAttribute('href') ?? '');
        if (path !== undefined && pages.has(path) && path !== location.pathname) {
          void fetchText(path, 'low');
        }
      }
    },
    { once: true, signal },
  );

  (globalThis as WithHandle)[HANDLE] = {
    settled: () =>
      Promise.race([
        navigating.then(() => undefined),
        new Promise<void>((resolve) => setTimeout(resolve, FETCH_BOUND_MS)),
      ]),
    hydrationBegins: () => {
      phase = 'hydrating';
      setRenderPhase(document, 'hydrating');
    },
    live: () => {
      phase = 'live';
      // Only an early tap shows a fetched page: their text is let go (about 50 kB a page).
      fetched.clear();
      // After the commit that made the app live.
      setTimeout(replay, 0);
    },
  };
  const replay = () => {
    for (const target of kept.splice(0)) {
      markKeptTap(target, false);
      if (!target.isConnected) continue;
      if (target instanceof HTMLElement) target.click();
      else
        target.dispatchEvent(
          new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }),
        );
    }
    if (popped)
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  };
  return stop;
}

export function appIsLive(document: Document): void {
  markAppLive(document);
  earlyTaps()?.live();
}
