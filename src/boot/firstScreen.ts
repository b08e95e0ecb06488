/** The first screen's modules, named on `<html>` by the build relative to the entry (vite/pages.ts). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * P10: asks for the first screen's modules when the app starts, all at once, so they compile in
 * parallel rather than one import level at a time. Not before: fetched during the parse, each
 * response costs the main thread and the first paint waits.
 */
export function compileFirstScreen(document: Document): void {
  const html = document.documentElement;
  const files = (html.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '').split(' ').filter(Boolean);
  const entry =
    document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ??
    document.baseURI;
  const asked = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
      (link) => link.href,
    ),
  );
  for (const file of files) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    // The module scripts' request mode (CORS), so that the imports reuse what this fetched.
    preload.setAttribute('crossorigin', '');
    preload.href = new URL(file, entry).href;
    if (!asked.has(preload.href)) document.head.append(preload);
  }
}
