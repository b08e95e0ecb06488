/**
 * P10: until the app is live, a tap on a prerendered page does what it will do afterwards, once,
 * without loading another document, and a press begun then is never lost. One rule for every
 * control a page has:
 * - before the app starts hydrating, a link to a prerendered page (a tab, a list item, a back
 *   button) is followed in place: that page's document is fetched and its markup shown here, with
 *   the history the app would have written, and the app then hydrates it;
 * - any other tap, and every tap once hydration has begun, is kept and made again on the app's own
 *   handlers the moment it is live, in order; the control shows it was pressed meanwhile.
 * Inlined in the body script (vite/bootShell.ts); the app hands over through `earlyTaps()`.
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
import { readPlan } from './plan.ts';

/** What the app calls as it takes the page over (src/start.tsx, appIsLive). */
export interface EarlyTaps {
  /** Resolves once no page is being fetched or shown in place (at most after a bound). */
  settled(): Promise<void>;
  /** The app starts hydrating the page shown now: nothing is shown in place from here on. */
  hydrationBegins(): void;
  /** The app's handlers are live: every kept tap is made again on them, in order. */
  live(): void;
}

const HANDLE = Symbol.for('app.earlyTaps');
type WithHandle = typeof globalThis & { [HANDLE]?: EarlyTaps };

/** The early taps of this document, when its prerendered page is shown for the app to hydrate. */
export function earlyTaps(): EarlyTaps | undefined {
  return (globalThis as WithHandle)[HANDLE];
}

/** How long a page's document may take to arrive before the tap is kept for the app instead. */
const FETCH_BOUND_MS = 3000;
/** How far a press may move and still be a tap. */
const PRESS_SLOP_PX = 10;
/** The history entries shown in place carry this, so that Back knows it may step back to them. */
const EARLY_ENTRY = 'earlyEntry';

type Navigation =
  | { readonly kind: 'push'; readonly path: string; readonly tab: string | undefined }
  | { readonly kind: 'back'; readonly fallback: string | undefined };

/**
 * The control a tap is for: the innermost element Ionic marks as pressable (a button, an item, a
 * tab), else the innermost of Ionic's elements; its own parts may move as Ionic upgrades it.
 */
function controlOf(path: readonly EventTarget[]): Element | undefined {
  const elements = path.filter((node): node is Element => node instanceof Element);
  return (
    elements.find((element) => element.classList.contains('ion-activatable')) ??
    elements.find((element) => element.localName.startsWith('ion-'))
  );
}

/** `/tabs/explore/offline` → `explore`. */
const tabOf = (path: string) => path.split('/')[2];
const tabRoot = (path: string) => path.split('/').slice(0, 3).join('/');

/**
 * `markup` (another document's) as nodes of this one, each declarative shadow root attached as
 * this document's parser attaches them. Made here, not moved: Chromium never upgrades an element
 * made by another document's parser, nor one in a shadow root attached there. Parsed by
 * DOMParser, not `Document.parseHTMLUnsafe`, which drops comments in Chromium, and with them
 * React's and Stencil's hydration marks.
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

/** Starts answering taps; returns what stops it (for tests: the document's life ends it otherwise). */
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
  // The body script runs before the page's markup is parsed: its root is found when needed.
  const root = () => document.getElementById('root');
  const pages = new Set((html.getAttribute(PAGES_ATTRIBUTE) ?? '').split(' ').filter(Boolean));
  let phase: 'early' | 'hydrating' | 'live' = 'early';
  let navigating: Promise<unknown> = Promise.resolve();
  let popped = false;
  const kept: Element[] = [];
  /** Each page's document as fetched (its markup moves into this one when shown: parsed each time). */
  const fetched = new Map<string, Promise<string | undefined>>();
  /** Where each tab was last, as the app's tab bar keeps each tab's stack (P2). */
  const tabPaths = new Map<string, string>();

  const fetchPage = async (path: string): Promise<Document | undefined> => {
    let text = fetched.get(path);
    if (!text) {
      text = Promise.race([
        window
          .fetch(documentUrl(path, plan.variant, landing), { credentials: 'same-origin' })
          .then((response) => (response.ok ? response.text() : undefined)),
        new Promise<undefined>((resolve) => setTimeout(resolve, FETCH_BOUND_MS)),
      ]).catch(() => undefined);
      fetched.set(path, text);
    }
    const html = await text;
    // A failed fetch is asked again next time; a page of another build is not this app's.
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
      // Only a page of the app's own (P13), and one the build wrote.
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

  /** Shows the page of `path` from its document: the markup, and what the document says it holds. */
  const show = (page: Document, path: string) => {
    const next = page.getElementById('root');
    const shown = root();
    if (!next || !shown) return false;
    // The styles of elements this page has and the shown one lacks, and its first screen's modules.
    const styles = new Set(
      [...document.head.querySelectorAll('style')].map((style) => style.textContent),
    );
    for (const style of page.head.querySelectorAll('style')) {
      if (!styles.has(style.textContent)) document.head.append(style);
    }
    for (const link of page.querySelectorAll('link[data-first-screen]')) {
      if (!document.querySelector(`link[href="${link.getAttribute('href') ?? ''}"]`)) {
        document.head.append(link);
      }
    }
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
      // As Ionic's back button: a step back where the app came from, else its default page.
      const cameFromHere =
        (history.state as Record<string, unknown> | null)?.[EARLY_ENTRY] === true;
      if (cameFromHere) history.back();
      else if (navigation.fallback) shown = await showInPlace(navigation.fallback, 'replace');
      else shown = false;
    } else if (navigation.tab && navigation.tab === tabOf(here)) {
      // The selected tab again: back to its root (P2), or nothing at its root.
      if (here !== tabRoot(here)) shown = await showInPlace(tabRoot(here), 'push');
    } else {
      const to = navigation.tab
        ? (tabPaths.get(navigation.tab) ?? navigation.path)
        : navigation.path;
      if (to !== here) shown = await showInPlace(to, 'push');
    }
    if (!shown) keep(target);
  };

  /** A tap before the app is live: followed in place, or kept for the app on the control tapped. */
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

  /**
   * A press begun before the app is live. Ionic moves an element's prerendered parts into its
   * shadow root as it upgrades it; a press begun on a part that moved gets no click from the
   * browser, so it is made here, on the nearest element that stayed.
   */
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
      // In a task of their own, once the commit that made the app live is over.
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
    // A step in the history while the app hydrated: its router goes there now.
    if (popped)
      window.dispatchEvent(new PopStateEvent('popstate', { state: history.state as unknown }));
  };
  return stop;
}

/** The app has taken the page over: its own handlers answer taps from now on, the kept ones first. */
export function appIsLive(document: Document): void {
  markAppLive(document);
  earlyTaps()?.live();
}
