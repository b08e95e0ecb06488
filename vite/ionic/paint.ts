/**
 * The Ionic boundary's server side (P10): Ionic's own hydrate (`@ionic/core/hydrate`) paints a page
 * React rendered, and what it paints is corrected where the browser's Ionic would read it otherwise.
 * Each correction is an assumption about Stencil's output, checked by boundary.test.ts.
 */
import { renderToString } from '@ionic/core/hydrate';
import type { IonicMode } from '../../src/ionic/mode.ts';
import { inlineIonIcons } from './ionIcons.ts';

/**
 * Ionic's own hydrate paints the elements (declarative shadow DOM, with their styles). It marks
 * the light-DOM children of hosts without a slot (`ion-app`, `ion-list`) `hidden`, which the
 * browser's Ionic keeps: only the `hidden` React rendered may stay.
 */
export async function paintIonic(
  appHtml: string,
  mode: IonicMode,
): Promise<{ styles: string; body: string }> {
  let hiddenBefore = new Set<unknown>();
  // Ionic's hydrate takes its mode from `<html mode>`, as the browser's Ionic does.
  const html = `<html mode="${mode}"><head></head><body>${appHtml}</body></html>`;
  const result = await renderToString(html, {
    fullDocument: true,
    serializeShadowRoot: 'declarative-shadow-dom',
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
      // The browser's Ionic adopts a shadow root it finds annotated (`s-id`); a host without one
      // (`ion-app`, `ion-list`) it would hydrate as slot-less too, hiding its children: those
      // render afresh instead, which for them is only their own attributes and classes.
      for (const element of document.querySelectorAll('[s-id]')) {
        if (!element.shadowRoot) element.removeAttribute('s-id');
      }
      inlineIonIcons(document);
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
  // The styles of the elements without a shadow root (`ion-list`, `ion-header`), which Ionic puts
  // in the head: the page needs them before the app's Ionic adds its own.
  const styles = [...head.matchAll(/<style\b[\s\S]*?<\/style>/g)].map(([style]) => style);
  return { styles: styles.join(''), body };
}
