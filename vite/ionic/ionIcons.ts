import { arrowBackSharp, chevronBack, chevronForward } from 'ionicons/icons';
import type { IonicMode } from '../../src/ionic/mode.ts';

const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/** An element's own parts, in its shadow root or, scoped, in its light DOM. */
function part(host: Element | null | undefined, selector: string): Element | null | undefined {
  return (host?.shadowRoot ?? host)?.querySelector(selector);
}

/** Writes the SVG of `source` (a data URL) into an `ion-icon`, with its scope class if scoped. */
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
 * Writes each icon's SVG where the browser's `ion-icon` would: `ion-icon` fetches it only in a
 * browser, so a prerendered icon would be empty until the app runs. Covers items' chevrons and
 * back buttons' arrows.
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
