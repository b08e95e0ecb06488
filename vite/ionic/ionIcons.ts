import { chevronForward } from 'ionicons/icons';

/** An ionicons icon's SVG, from the data URL that `ionicons/icons` exports. */
const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/** Writes the SVG of `source` (a data URL) into an `ion-icon`'s `.icon-inner`, if both are there. */
function inline(icon: Element | null | undefined, source: string): void {
  const inner = icon?.shadowRoot?.querySelector('.icon-inner');
  if (!source.startsWith(SVG_DATA_URL) || !inner) return;
  inner.innerHTML = source.slice(SVG_DATA_URL.length);
}

/**
 * `ion-icon` fetches its SVG only in a browser, so a prerendered icon would be an empty box until
 * the app runs. This writes each icon's SVG into its shadow root, where the browser's `ion-icon`
 * puts it too (an `.icon-inner` holding the `<svg>`): the icons the app gives (`icon="data:…"`),
 * and each item's chevron, which `ion-item` draws in its own shadow root from its `detailIcon`
 * property (Ionic's default: ionicons' `chevronForward`, or the `detail-icon` attribute).
 */
export function inlineIonIcons(document: Document): void {
  for (const icon of document.querySelectorAll('ion-icon')) {
    inline(icon, icon.getAttribute('icon') ?? '');
  }
  for (const item of document.querySelectorAll('ion-item')) {
    const chevron = item.shadowRoot?.querySelector('ion-icon.item-detail-icon');
    inline(chevron, item.getAttribute('detail-icon') ?? chevronForward);
  }
}
