/** P10: Ionic's hydrate paints a page React rendered, corrected for the browser's Ionic. */
import { renderToString } from '@ionic/core/hydrate';
import type { IonicMode } from '../../src/ionic/mode.ts';
import { inlineIonIcons } from './ionIcons.ts';

/**
 * Scoped, so each component's styles come once per page; `ion-tabs` keeps a declarative shadow
 * root, whose slots lay out the tab bar React renders first.
 */
export const SHADOW_ROOTS: { 'declarative-shadow-dom': string[]; default: 'scoped' } = {
  'declarative-shadow-dom': ['ion-tabs'],
  default: 'scoped',
};

const SHADOW_SELECTOR_NOTE = /\/\*!@[^*]*\*\//g;

const SCOPED_HOST = /(^| )sc-\S+-h( |$)/;

const isAria = (attribute: Attr) => attribute.name.startsWith('aria-');

export interface PaintedPage {
  readonly styles: readonly string[];
  readonly body: string;
}

/** Paints the page's Ionic elements; only the `hidden` React rendered may stay. */
export async function paintIonic(appHtml: string, mode: IonicMode): Promise<PaintedPage> {
  let hiddenBefore = new Set<unknown>();
  let ariaBefore: [Element, Attr[]][] = [];
  const html = `<html mode="${mode}"><head></head><body>${appHtml}</body></html>`;
  const result = await renderToString(html, {
    fullDocument: true,
    serializeShadowRoot: SHADOW_ROOTS,
    prettyHtml: false,
    // React's Suspense markers must reach the browser.
    removeHtmlComments: false,
    clientHydrateAnnotations: true,
    removeScripts: false,
    beforeHydrate(document: Document) {
      hiddenBefore = new Set(document.querySelectorAll('[hidden]'));
      ariaBefore = [...document.querySelectorAll('*')]
        .filter((element) => element.localName.startsWith('ion-'))
        .map((element) => [element, [...element.attributes].filter(isAria)]);
    },
    afterHydrate(document: Document) {
      for (const element of document.querySelectorAll('[hidden]')) {
        if (!hiddenBefore.has(element)) element.removeAttribute('hidden');
      }
      // A host neither shadow nor scoped would hydrate as slot-less, hiding its children.
      for (const element of document.querySelectorAll('[s-id]')) {
        if (!element.shadowRoot && !SCOPED_HOST.test(element.getAttribute('class') ?? '')) {
          element.removeAttribute('s-id');
        }
      }
      // Ionic moves a host's `aria-*` to its inner control; the browser's Ionic, hydrating, reads
      // them from the host again (else a back button is named in English, "back").
      for (const [element, attributes] of ariaBefore) {
        for (const { name, value } of attributes) {
          if (!element.hasAttribute(name)) element.setAttribute(name, value);
        }
      }
      inlineIonIcons(document, mode);
      // `ion-content`'s unmeasured -1px offsets would shift the content once the app runs.
      for (const content of document.querySelectorAll('ion-content:not([fullscreen])')) {
        const style = content.getAttribute('style');
        if (style)
          content.setAttribute(
            'style',
            style.replace(/(--offset-(?:top|bottom)):\s*-1px/g, '$1: 0px'),
          );
      }
    },
  });
  const problems = result.diagnostics.filter((diagnostic) => diagnostic.level === 'error');
  const head = /<head>([\s\S]*)<\/head>/.exec(result.html ?? '')?.[1];
  const body = /<body>([\s\S]*)<\/body>/.exec(result.html ?? '')?.[1];
  if (problems.length > 0 || head === undefined || body === undefined) {
    throw new Error(`Ionic could not paint the page: ${JSON.stringify(problems)}`);
  }
  // Without Stencil's shadow-selector notes, which the browser's Ionic would read back.
  const styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) =>
    css.replace(SHADOW_SELECTOR_NOTE, ''),
  );
  return { styles, body };
}
