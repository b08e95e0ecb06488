/** The first screen's modules, named on `<html>` by the build relative to the entry (vite/pages.ts). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Each `modulepreload` starts its fetch as it is added, which costs the main thread a little. */
const PRELOADS_PER_TASK = 4;

/**
 * P10: asks for the first screen's modules when the app starts, all in the same moment, so they
 * compile in parallel rather than one import level at a time. The document already asks for its
 * own (vite/pages.ts, at low priority, before its stylesheets); this asks for those of
 * a page an early tap swapped in (pageSwap.ts). A few a task, so a tap made meanwhile is answered.
 */
export function compileFirstScreen(
  document: Document,
  nextTask: (then: () => void) => void = (then) => setTimeout(then, 0),
): void {
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
  const pending = [...new Set(files.map((file) => new URL(file, entry).href))].filter(
    (href) => !asked.has(href),
  );
  const addSome = () => {
    for (const href of pending.splice(0, PRELOADS_PER_TASK)) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      // The module scripts' request mode (CORS), so that the imports reuse what this fetched.
      preload.setAttribute('crossorigin', '');
      preload.href = href;
      document.head.append(preload);
    }
    if (pending.length > 0) nextTask(addSome);
  };
  addSome();
}
