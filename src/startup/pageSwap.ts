/**
 * P10: another page's prerendered document, fetched and shown in this one before the app is live,
 * so a tap made then loads no other document.
 */
import { documentUrl, type Variant } from '../shared/site.ts';
import { BUILD_ATTRIBUTE, markShownPage, PAGE_MODE_ATTRIBUTE } from '../shared/startupPhases.ts';
import {
  askForFirstScreenEarly,
  FIRST_SCREEN_ATTRIBUTE,
  MODE_STYLES_ATTRIBUTE,
  START_ATTRIBUTE,
} from './firstScreen.ts';
import { fetchPageMarkup, fetchText, hopShown, pendingHop } from './plan.ts';

/** A page that has not come by then is left to the app, once live. */
const FETCH_BOUND_MS = 3000;
/**
 * A hop's page and stylesheets that have not come by then are asked for by a navigation instead:
 * longer, since nothing is shown meanwhile either way and the navigation starts over.
 */
const HOP_BOUND_MS = 8000;

export interface PageSource {
  /** The page's document, fetched once however often asked; undefined if it cannot be had. */
  fetch(path: string): Promise<Document | undefined>;
}

/** `promise`, or undefined once `ms` have passed. */
const within = <T>(promise: Promise<T>, ms: number): Promise<T | undefined> =>
  Promise.race([promise, new Promise<undefined>((resolve) => setTimeout(resolve, ms))]);

/** Fetches the pages of this build and variant, each once. */
export function pageSource(window: Window, variant: Variant, landing: string): PageSource {
  const fetched = new Map<string, Promise<string | undefined>>();
  const build = () => window.document.getElementById('root')?.getAttribute(BUILD_ATTRIBUTE);
  const fetchFile = (url: string) => fetchText((input, init) => window.fetch(input, init), url);
  const text = (path: string) => {
    let answer = fetched.get(path);
    if (!answer) {
      answer = within(
        fetchPageMarkup(fetchFile, documentUrl(path, variant, landing), path, variant),
        FETCH_BOUND_MS,
      ).catch(() => undefined);
      fetched.set(path, answer);
    }
    return answer;
  };
  return {
    fetch: async (path) => {
      const html = await text(path);
      if (html === undefined) {
        fetched.delete(path);
        return undefined;
      }
      return pageOf(html, build());
    },
  };
}

/** A page's markup parsed, if it is of this build: a page of a deploy since is not ours to show. */
function pageOf(html: string, build: string | null | undefined): Document | undefined {
  const page = new DOMParser().parseFromString(html, 'text/html');
  return page.getElementById('root')?.getAttribute(BUILD_ATTRIBUTE) === build ? page : undefined;
}

/** A page's stylesheets: linked, or inlined by the build under their address (vite/pages.ts). */
const STYLESHEETS = 'link[rel="stylesheet"], style[data-href]';
const addressOf = (sheet: Element) =>
  sheet.getAttribute(sheet.localName === 'style' ? 'data-href' : 'href');

/**
 * `page`'s stylesheets in this document's stead (another mode's); resolves once they have loaded,
 * false if one could not. A stylesheet is the same linked or inlined: a page fetched from the
 * network inlines its, the service worker's link theirs.
 */
function adoptHead(document: Document, page: Document): Promise<boolean> {
  const addresses = (from: Document) =>
    new Set([...from.head.querySelectorAll(STYLESHEETS)].map(addressOf));
  const wanted = addresses(page);
  const present = addresses(document);
  for (const sheet of document.head.querySelectorAll(STYLESHEETS)) {
    if (!wanted.has(addressOf(sheet))) sheet.remove();
  }
  const loads: Promise<boolean>[] = [];
  for (const element of page.head.querySelectorAll(STYLESHEETS)) {
    if (present.has(addressOf(element))) continue;
    const copy = document.importNode(element, true);
    if (copy.localName === 'link') {
      loads.push(
        new Promise((resolve) => {
          copy.addEventListener('load', () => {
            resolve(true);
          });
          copy.addEventListener('error', () => {
            resolve(false);
          });
        }),
      );
    }
    document.head.append(copy);
  }
  return Promise.all(loads).then((loaded) => loaded.every(Boolean));
}

/**
 * Issue 57: the hop the head script began (src/startup/plan.ts), made in place: its page shown
 * in this document once it and its stylesheets are here, else the document goes to its file
 * after all. Undefined where there is no hop.
 */
export function hopInPlace(window: Window): Promise<boolean> | undefined {
  const hop = pendingHop();
  if (!hop) return undefined;
  const { document } = window;
  const build = document.getElementById('root')?.getAttribute(BUILD_ATTRIBUTE);
  hop.shown = (async () => {
    let shown = false;
    try {
      const html = await within(hop.page, HOP_BOUND_MS);
      const page = html === undefined ? undefined : pageOf(html, build);
      shown =
        page !== undefined &&
        (await within(adoptHead(document, page), HOP_BOUND_MS)) === true &&
        showPage(document, page, hop.route);
    } catch {
      // Shown by a navigation, then.
    }
    if (!shown) {
      window.location.replace(hop.to);
      return false;
    }
    hopShown(document);
    for (const then of hop.whenShown) {
      try {
        then();
      } catch {
        // What waited is a nicety (the stack beneath); the page is shown.
      }
    }
    return true;
  })();
  return hop.shown;
}

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

/** Shows `page`'s root in this document's, with its styles and first screen; false if it cannot. */
export function showPage(document: Document, page: Document, path: string): boolean {
  const next = page.getElementById('root');
  const shown = document.getElementById('root');
  if (!next || !shown) return false;
  const styles = new Set(
    [...document.head.querySelectorAll('style')].map((style) => style.textContent),
  );
  // Those by their address are the page's stylesheets, adopted with its head.
  for (const style of page.head.querySelectorAll('style:not([data-href])')) {
    if (!styles.has(style.textContent)) document.head.append(style);
  }
  // The app, not started yet, asks for this page's modules; on a slow line, now.
  if (page.documentElement.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) {
    for (const name of [FIRST_SCREEN_ATTRIBUTE, START_ATTRIBUTE, MODE_STYLES_ATTRIBUTE]) {
      const value = page.documentElement.getAttribute(name);
      if (value !== null) document.documentElement.setAttribute(name, value);
    }
    askForFirstScreenEarly(document, 'as-the-document-did');
  }
  shown.replaceChildren(...adopt(next, document));
  markShownPage(document, shown, path, page.documentElement.getAttribute(PAGE_MODE_ATTRIBUTE));
  return true;
}
