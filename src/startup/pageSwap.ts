/**
 * P10: another page's prerendered document, fetched and shown in this one before the app is live,
 * so a tap made then loads no other document.
 */
import { documentUrl, type Variant } from '../shared/site.ts';
import { BUILD_ATTRIBUTE, markShownPage } from '../shared/startupPhases.ts';
import { FIRST_SCREEN_ATTRIBUTE } from './firstScreen.ts';

/** A page that has not come by then is left to the app, once live. */
const FETCH_BOUND_MS = 3000;

export interface PageSource {
  /** The page's document, fetched once however often asked; undefined if it cannot be had. */
  fetch(path: string): Promise<Document | undefined>;
}

/** Fetches the pages of this build and variant, each once. */
export function pageSource(window: Window, variant: Variant, landing: string): PageSource {
  const fetched = new Map<string, Promise<string | undefined>>();
  const build = () => window.document.getElementById('root')?.getAttribute(BUILD_ATTRIBUTE);
  const text = (path: string) => {
    let answer = fetched.get(path);
    if (!answer) {
      answer = Promise.race([
        window
          .fetch(documentUrl(path, variant, landing), { credentials: 'same-origin' })
          .then((response) => (response.ok ? response.text() : undefined)),
        new Promise<undefined>((resolve) => setTimeout(resolve, FETCH_BOUND_MS)),
      ]).catch(() => undefined);
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
      const page = new DOMParser().parseFromString(html, 'text/html');
      // A page of another build (a deploy since) is not this app's to show.
      return page.getElementById('root')?.getAttribute(BUILD_ATTRIBUTE) === build()
        ? page
        : undefined;
    },
  };
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
  for (const style of page.head.querySelectorAll('style')) {
    if (!styles.has(style.textContent)) document.head.append(style);
  }
  // The app, not started yet, asks for this page's modules.
  const modules = page.documentElement.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  if (modules !== null) document.documentElement.setAttribute(FIRST_SCREEN_ATTRIBUTE, modules);
  shown.replaceChildren(...adopt(next, document));
  markShownPage(document, shown, path);
  return true;
}
