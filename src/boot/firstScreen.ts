/** Marks the links to the first screen's modules (vite/firstScreen.ts). */
export const FIRST_SCREEN_LINK = 'data-first-screen';

/**
 * P10: turns the first screen's prefetches into modulepreloads, so they compile in parallel
 * rather than one import level at a time.
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
