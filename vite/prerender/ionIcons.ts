/** An ionicons icon's SVG, from the data URL that `ionicons/icons` exports. */
const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/**
 * `ion-icon` fetches its SVG only in a browser, so a prerendered icon would be an empty box until
 * the app runs. This writes each icon's SVG into its shadow root, where the browser's `ion-icon`
 * puts it too (an `.icon-inner` holding the `<svg>`).
 */
export function inlineIonIcons(document: Document): void {
  for (const icon of document.querySelectorAll('ion-icon')) {
    const source = icon.getAttribute('icon') ?? '';
    const inner = icon.shadowRoot?.querySelector('.icon-inner');
    if (!source.startsWith(SVG_DATA_URL) || !inner) continue;
    inner.innerHTML = source.slice(SVG_DATA_URL.length);
  }
}
