import { arrowBackSharp, chevronBack, chevronForward } from 'ionicons/icons';
import type { IonicMode } from '../../src/ionic/mode.ts';

/** An ionicons icon's SVG, from the data URL that `ionicons/icons` exports. */
const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/** An element's own parts, in its shadow root or, scoped, in its light DOM. */
function part(host: Element | null | undefined, selector: string): Element | null | undefined {
  return (host?.shadowRoot ?? host)?.querySelector(selector);
}

/**
 * Writes the SVG of `source` (a data URL) into an `ion-icon`'s `.icon-inner`, if both are there.
 * Written scoped, its elements take the icon's scope class, which its styles' selectors name.
 */
function inline(icon: Element | null | undefined, source: string): void {
  const inner = part(icon, '.icon-inner');
  if (!source.startsWith(SVG_DATA_URL) || !inner) return;
  inner.innerHTML = source.slice(SVG_DATA_URL.length);
  const scope = /(?:^| )(sc-\S+)-h(?: |$)/.exec(icon?.getAttribute('class') ?? '')?.[1];
  if (!icon?.shadowRoot && scope) {
    for (const element of inner.querySelectorAll('*')) element.classList.add(scope);
  }
}

/**
 * `ion-icon` fetches its SVG only in a browser, so a prerendered icon would be an empty box until
 * the app runs. This writes each icon's SVG into its shadow root, where the browser's `ion-icon`
 * puts it too (an `.icon-inner` holding the `<svg>`, in the light DOM where Stencil wrote the element scoped): the icons the app gives (`icon="data:…"`),
 * each item's chevron, which `ion-item` draws in its own shadow root from its `detailIcon`
 * property (Ionic's default: ionicons' `chevronForward`, or the `detail-icon` attribute), and each
 * back button's arrow (its `icon`, else the mode's default, as `ion-back-button` picks it).
 */
export function inlineIonIcons(document: Document, mode: IonicMode): void {
  for (const icon of document.querySelectorAll('ion-icon')) {
    inline(icon, icon.getAttribute('icon') ?? '');
  }
  for (const item of document.querySelectorAll('ion-item')) {
    const chevron = part(item, 'ion-icon.item-detail-icon');
    inline(chevron, item.getAttribute('detail-icon') ?? chevronForward);
  }
  for (const button of document.querySelectorAll('ion-back-button')) {
    const icon = button.getAttribute('icon') ?? (mode === 'ios' ? chevronBack : arrowBackSharp);
    inline(part(button, 'ion-icon'), icon);
  }
}
