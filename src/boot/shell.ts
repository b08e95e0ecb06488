/**
 * P6: the painted app shell, a static header and tab bar that the first frame shows while the
 * scripts load: its markup (written into index.html by vite/bootShell.ts), its selected tab (set
 * by the body script), the taps it keeps for the app, a word when the app cannot load, and its
 * removal once the first page has entered. Styled by shell.css.
 */
import type { BootEnvironment } from './theme.ts';

/** The painted shell's element and its title's class. */
export const BOOT_SHELL_ID = 'boot-shell';
export const BOOT_TITLE_CLASS = 'boot-title';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/** An ionicons icon (an SVG data URL) as inline SVG, so that it takes the text colour. */
export function inlineIcon(icon: string): string {
  if (!icon.startsWith(SVG_DATA_URL)) throw new Error(`boot shell: not an SVG icon: ${icon}`);
  const svg = icon.slice(SVG_DATA_URL.length);
  return svg
    .replace('<svg ', '<svg class="boot-icon ionicon" aria-hidden="true" ')
    .replace("class='ionicon'", '');
}

/**
 * The app shell as static HTML: an empty header and the tab bar, drawn from the same tab list as
 * the real one (src/tabs/tabList.ts) and styled by shell.css. It is what the first
 * frame shows while the scripts load; the app paints over it and then removes it.
 */
export function shellHtml(tabs: readonly { id: string; title: string; icon: string }[]): string {
  const buttons = tabs
    .map(
      (tab) =>
        `<span class="boot-tab" data-tab="${escapeHtml(tab.id)}">${inlineIcon(tab.icon)}<span class="boot-label">${escapeHtml(tab.title)}</span></span>`,
    )
    .join('');
  return `<div id="${BOOT_SHELL_ID}" aria-hidden="true"><div class="boot-header"><span class="${BOOT_TITLE_CLASS}"></span></div><div class="boot-tabs">${buttons}</div></div>`;
}

/** Shows `tab` as the shell's one selected tab, and its title in the header when asked. */
function showShellTab(shell: HTMLElement, tab: HTMLElement | undefined, withTitle: boolean): void {
  for (const other of shell.querySelectorAll('[data-tab]')) other.classList.remove('selected');
  tab?.classList.add('selected');
  const title = shell.querySelector(`.${BOOT_TITLE_CLASS}`);
  if (title && withTitle) title.textContent = tab?.textContent ?? '';
}

/** The painted shell's tab bar shows the tab the URL names (or the first) as selected. */
export function selectShellTab(env: Pick<BootEnvironment, 'document' | 'location'>): void {
  const shell = env.document.getElementById(BOOT_SHELL_ID);
  if (!shell) return;
  const id = env.location.pathname.split('/')[2] ?? '';
  const tabs = [...shell.querySelectorAll<HTMLElement>('[data-tab]')];
  const named = tabs.find((tab) => tab.dataset.tab === id);
  // At a tab's root (or where every other path lands) the header shows the tab's title too.
  const atTabRoot = named ? env.location.pathname.split('/').filter(Boolean).length === 2 : true;
  showShellTab(shell, named ?? tabs[0], atTabRoot);
}

/** Where the shell keeps the tab last tapped on it (see keepShellTaps). */
const TAPPED_ATTRIBUTE = 'data-tapped';

/**
 * A tap on the painted shell's tab bar is kept, not lost: the tab shows as selected, with its
 * title, at once, and the app goes there once its own tab bar is up (replayShellTap). Without
 * this, a tab tapped in the second or so between the first frame and the app (at CPU x4) did
 * nothing.
 */
export function keepShellTaps(document: Document): void {
  const shell = document.getElementById(BOOT_SHELL_ID);
  if (!shell) return;
  shell.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const tab = target?.closest<HTMLElement>('[data-tab]');
    if (!tab?.dataset.tab) return;
    showShellTab(shell, tab, true);
    shell.setAttribute(TAPPED_ATTRIBUTE, tab.dataset.tab);
  });
}

/**
 * Once the app's tab bar is up: taps the app's own button for the tab last tapped on the painted
 * shell, unless that tab is already selected. Returns the tab it tapped.
 */
export function replayShellTap(document: Document): string | undefined {
  const tapped = document.getElementById(BOOT_SHELL_ID)?.getAttribute(TAPPED_ATTRIBUTE);
  if (!tapped) return undefined;
  const button = [...document.querySelectorAll<HTMLElement>('ion-tab-bar ion-tab-button')].find(
    (candidate) => candidate.getAttribute('tab') === tapped,
  );
  if (!button || button.classList.contains('tab-selected')) return undefined;
  button.click();
  return tapped;
}

/** Gone once the app's first page has entered. */
export function removeBootShell(document: Document): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/** Shows `text` in the shell's header, for when the app itself cannot load; false if no shell is left. */
export function showInShell(document: Document, text: string): boolean {
  const shell = document.getElementById(BOOT_SHELL_ID);
  const title = shell?.querySelector(`.${BOOT_TITLE_CLASS}`);
  if (!shell || !title) return false;
  title.textContent = text;
  title.setAttribute('role', 'status');
  shell.removeAttribute('aria-hidden');
  return true;
}
