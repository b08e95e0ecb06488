/** The first screen's modules, named on `<html>` by the build by their site paths (vite/pages.ts). */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/**
 * The start's own file, named apart from the first screen's modules: the largest (React DOM), and
 * the one a page's early ask leaves for a moment later (`START_AFTER_FIRST_BYTES`).
 */
export const START_ATTRIBUTE = 'data-start';

/**
 * Each mode's element styles module, `md <path> ios <path>`, also on `<html>`: the start needs the
 * one of the mode it runs in, which a hop may change from the page's.
 */
export const MODE_STYLES_ATTRIBUTE = 'data-mode-styles';

/** What `<html>` names for `mode` in a list of `<mode> <name>` pairs. */
export function namedForMode(names: string | null, mode: string | null): string | undefined {
  const list = (names ?? '').split(' ');
  const at = mode === null ? -1 : list.indexOf(mode);
  return at >= 0 && at % 2 === 0 ? list[at + 1] || undefined : undefined;
}

/**
 * What an ask takes: `early`, the page's own as it is parsed on a slow line (at low priority, not
 * the start's own file); `all`, every file not asked for yet, at the line's own order.
 */
type Asker = 'early' | 'all';

/**
 * The files the start needs: its own file (not in the early ask), the first screen's modules,
 * and the styles of the mode the head script decided (`<html mode>`; where it decided none, the
 * entry loads them itself).
 */
function startFiles(html: HTMLElement, asker: Asker): string[] {
  const start = asker === 'all' ? [html.getAttribute(START_ATTRIBUTE) ?? ''] : [];
  const files = (html.getAttribute(FIRST_SCREEN_ATTRIBUTE) ?? '').split(' ');
  const styles = namedForMode(html.getAttribute(MODE_STYLES_ATTRIBUTE), html.getAttribute('mode'));
  return [...start, ...files, styles ?? ''].filter(Boolean);
}

/** Each `modulepreload` starts its fetch as it is added, which costs the main thread a little. */
const PRELOADS_PER_TASK = 4;

/**
 * When a page's first bytes are parsed within this of the navigation's start, its line is fast (the
 * same machine, a LAN, the service worker's copy): there its modules would arrive while the page
 * is parsed and hold back its first frame, which costs more than asking early gains.
 */
export const FAST_LINE_MS = 220;

/** What only the early ask adds: the start's own ask sets no priority. */
const EARLY = 'link[rel="modulepreload"][fetchpriority="low"]';

/** Whether the page asked for its first screen's modules as it was parsed: its line is slow. */
export function askedEarly(document: Document): boolean {
  return document.head.querySelector(EARLY) !== null;
}

/**
 * The start's own file is asked for this share of the time the page's first bytes took after the
 * rest (on a slow line): a throttled line shares itself among the requests on it, so the first
 * screen's modules, alone on it meanwhile, arrive first, and Ionic's elements are defined while
 * the start comes; asked for together, all arrived at once. Asked for by the entry instead (once
 * the first frame is painted), it came so late that the line stood idle before it.
 */
export const START_AFTER_FIRST_BYTES = 0.5;

/**
 * Issue 57: on a slow line the page asks for its first screen's modules as it is parsed, at low
 * priority so its stylesheets go first, and for the start's own file a moment later
 * (`START_AFTER_FIRST_BYTES`); on a fast one the app asks once the first frame is painted
 * (`compileFirstScreen`). The head script calls it as the page's first bytes are parsed (`now`);
 * a page swapped in later asks now only if its document did.
 */
export function askForFirstScreenEarly(
  document: Document,
  when: { readonly now: number } | 'as-the-document-did',
): void {
  const slow = when === 'as-the-document-did' ? askedEarly(document) : when.now >= FAST_LINE_MS;
  if (!slow) return;
  compileFirstScreen(
    document,
    (then) => {
      then();
    },
    'early',
  );
  if (when !== 'as-the-document-did') {
    setTimeout(() => {
      compileFirstScreen(document);
    }, when.now * START_AFTER_FIRST_BYTES);
  }
}

/**
 * P10: asks for the start's file and the first screen's modules when the app starts, all in the
 * same moment, so they compile in parallel rather than one import level at a time; those asked
 * for already (on a slow line, `askForFirstScreenEarly`) are not asked again. A few a task, so a
 * tap made meanwhile is answered.
 */
export function compileFirstScreen(
  document: Document,
  nextTask: (then: () => void) => void = (then) => setTimeout(then, 0),
  asker: Asker = 'all',
): void {
  const files = startFiles(document.documentElement, asker);
  const entry =
    document.querySelector<HTMLScriptElement>('script[type="module"][src]')?.src ??
    document.baseURI;
  const asked = () =>
    new Set(
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
        (link) => link.href,
      ),
    );
  const pending = [...new Set(files.map((file) => new URL(file, entry).href))];
  const addSome = () => {
    // Asked for meanwhile too: the app's own imports preload what they need.
    const already = asked();
    const next = pending.filter((href) => !already.has(href));
    pending.length = 0;
    pending.push(...next.slice(PRELOADS_PER_TASK));
    for (const href of next.slice(0, PRELOADS_PER_TASK)) {
      const preload = document.createElement('link');
      preload.rel = 'modulepreload';
      // The module scripts' request mode (CORS), so that the imports reuse what this fetched.
      preload.setAttribute('crossorigin', '');
      if (asker === 'early') preload.setAttribute('fetchpriority', 'low');
      preload.href = href;
      document.head.append(preload);
    }
    if (pending.length > 0) nextTask(addSome);
  };
  addSome();
}
