/**
 * The Ionic boundary's server side (P10): Ionic's own hydrate (`@ionic/core/hydrate`) paints a page
 * React rendered, and what it paints is corrected where the browser's Ionic would read it otherwise.
 * Each correction is an assumption about Stencil's output, checked by boundary.test.ts.
 */
import { renderToString } from '@ionic/core/hydrate';
import type { IonicMode } from '../../src/ionic/mode.ts';
import { inlineIonIcons } from './ionIcons.ts';

/**
 * How Stencil writes each element's shadow DOM. Scoped (issue 34): the light DOM with scoped
 * classes, each component's styles once per page rather than once per element; the browser's
 * Ionic moves the nodes into a shadow root as it upgrades the element. `ion-tabs` keeps its
 * declarative shadow root: its slots lay out the tab bar React renders first, so the parser
 * reaches the tab bar before the pages.
 */
export const SHADOW_ROOTS: { 'declarative-shadow-dom': string[]; default: 'scoped' } = {
  'declarative-shadow-dom': ['ion-tabs'],
  default: 'scoped',
};

/** Stencil keeps each scoped rule's shadow selector in a comment, for a client that reads it back. */
const SHADOW_SELECTOR_NOTE = /\/\*!@[^*]*\*\//g;

/** A host Stencil serialised as scoped (its `sc-…-h` class): the browser's Ionic hydrates it. */
const SCOPED_HOST = /(^| )sc-\S+-h( |$)/;

export interface PaintedPage {
  /** The styles of the elements the page has: document styles, for the first frame. */
  readonly styles: readonly string[];
  readonly body: string;
}

/**
 * Ionic's own hydrate paints the elements. It marks the light-DOM children of hosts without a slot
 * (`ion-app`, `ion-list`) `hidden`, which the browser's Ionic keeps: only the `hidden` React
 * rendered may stay.
 */
export async function paintIonic(appHtml: string, mode: IonicMode): Promise<PaintedPage> {
  let hiddenBefore = new Set<unknown>();
  // Ionic's hydrate takes its mode from `<html mode>`, as the browser's Ionic does.
  const html = `<html mode="${mode}"><head></head><body>${appHtml}</body></html>`;
  const result = await renderToString(html, {
    fullDocument: true,
    serializeShadowRoot: SHADOW_ROOTS,
    prettyHtml: false,
    // React's own markers (`<!--$-->` around a Suspense boundary) must reach the browser.
    removeHtmlComments: false,
    clientHydrateAnnotations: true,
    removeScripts: false,
    beforeHydrate(document: Document) {
      hiddenBefore = new Set(document.querySelectorAll('[hidden]'));
    },
    afterHydrate(document: Document) {
      for (const element of document.querySelectorAll('[hidden]')) {
        if (!hiddenBefore.has(element)) element.removeAttribute('hidden');
      }
      // The browser's Ionic hydrates a host it finds annotated (`s-id`); a host with neither a
      // shadow root nor scoped styles (`ion-app`, `ion-list`) it would hydrate as slot-less too,
      // hiding its children: those render afresh instead, which for them is only their own
      // attributes and classes.
      for (const element of document.querySelectorAll('[s-id]')) {
        if (!element.shadowRoot && !SCOPED_HOST.test(element.getAttribute('class') ?? '')) {
          element.removeAttribute('s-id');
        }
      }
      inlineIonIcons(document, mode);
      // `ion-content` starts with offsets of -1 px ("not measured yet") until the browser lays it
      // out and sets 0 px: prerendered as they are, the whole content would move by a pixel when
      // the app runs. Content that is not `fullscreen` keeps 0 px.
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
  // Without their `sty-id`, which would have every element definition in the browser read them
  // all back into shadow styles: the browser's Ionic brings its own.
  const styles = [...head.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, css = '']) =>
    css.replace(SHADOW_SELECTOR_NOTE, ''),
  );
  return { styles, body };
}
