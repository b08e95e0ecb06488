/**
 * The attribute the build puts on the links that ask for the first screen's modules
 * (vite/firstScreen.ts): the start, the tabs module and the page at the document's address.
 */
export const FIRST_SCREEN_LINK = 'data-first-screen';

/**
 * P10: has the browser compile the first screen's modules now, all at once. A prerendered page
 * only prefetches them, so that compiling never holds its first paint back; once that paint is
 * on screen and the app starts, `modulepreload` fetches each (from the HTTP cache) and compiles
 * it in parallel, where the app's own imports would reach them one level at a time (the start,
 * then the tabs module, then the page). Links that already preload are left as they are.
 */
export function compileFirstScreen(document: Document): void {
  for (const link of document.querySelectorAll<HTMLLinkElement>(
    `link[rel="prefetch"][${FIRST_SCREEN_LINK}]`,
  )) {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    // The module scripts' request mode (CORS), so that the imports reuse what this fetched.
    preload.setAttribute('crossorigin', link.getAttribute('crossorigin') ?? '');
    preload.href = link.href;
    document.head.append(preload);
  }
}
