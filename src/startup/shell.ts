/** P6: the painted app shell, a static header and tab bar shown while the scripts load. */
import type { BootEnvironment } from './theme.ts';

export const BOOT_SHELL_ID = 'boot-shell';
export const BOOT_TITLE_CLASS = 'boot-title';
/** The shell's tab bar, and the class of its selected tab (shell.css; the bench taps it). */
export const BOOT_TABS_CLASS = 'boot-tabs';
export const BOOT_SELECTED_CLASS = 'selected';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

const SVG_DATA_URL = 'data:image/svg+xml;utf8,';

/** An ionicons icon as inline SVG, so that it takes the text colour. */
export function inlineIcon(icon: string): string {
  if (!icon.startsWith(SVG_DATA_URL)) throw new Error(`boot shell: not an SVG icon: ${icon}`);
  const svg = icon.slice(SVG_DATA_URL.length);
  return svg
    .replace('<svg ', '<svg class="boot-icon ionicon" aria-hidden="true" ')
    .replace("class='ionicon'", '');
}

/** The app shell as static HTML, from the same tab list as the real one. */
export function shellHtml(tabs: readonly { id: string; title: string; icon: string }[]): string {
  const buttons = tabs
    .map(
      (tab) =>
        `<span class="boot-tab" data-tab="${escapeHtml(tab.id)}">${inlineIcon(tab.icon)}<span class="boot-label">${escapeHtml(tab.title)}</span></span>`,
    )
    .join('');
  return `<div id="${BOOT_SHELL_ID}" aria-hidden="true"><div class="boot-header"><span class="${BOOT_TITLE_CLASS}"></span></div><div class="${BOOT_TABS_CLASS}">${buttons}</div></div>`;
}

/** P14: the shell's tab labels in `<html lang>`'s language, before the first paint. */
export function labelShell(
  document: Document,
  labels: Readonly<Record<string, Readonly<Record<string, string>>>>,
): void {
  const titles = labels[document.documentElement.lang];
  if (!titles) return;
  for (const tab of document.querySelectorAll<HTMLElement>(`#${BOOT_SHELL_ID} [data-tab]`)) {
    const label = tab.querySelector('.boot-label');
    const title = titles[tab.dataset.tab ?? ''];
    if (label && title) label.textContent = title;
  }
}

function showTab(shell: HTMLElement, tab: HTMLElement | undefined, withTitle: boolean): void {
  for (const other of shell.querySelectorAll('[data-tab]')) {
    other.classList.remove(BOOT_SELECTED_CLASS);
  }
  tab?.classList.add(BOOT_SELECTED_CLASS);
  const title = shell.querySelector(`.${BOOT_TITLE_CLASS}`);
  if (title && withTitle) title.textContent = tab?.textContent ?? '';
}

export function selectShellTab(env: Pick<BootEnvironment, 'document' | 'location'>): void {
  const shell = env.document.getElementById(BOOT_SHELL_ID);
  if (!shell) return;
  const id = env.location.pathname.split('/')[2] ?? '';
  const tabs = [...shell.querySelectorAll<HTMLElement>('[data-tab]')];
  const named = tabs.find((tab) => tab.dataset.tab === id);
  const atTabRoot = named ? env.location.pathname.split('/').filter(Boolean).length === 2 : true;
  showTab(shell, named ?? tabs[0], atTabRoot);
}

/** The painted shell's tab a tap (an event's composed path) is on, if any. */
export function shellTabOf(path: readonly EventTarget[]): string | undefined {
  for (const node of path) {
    if (!(node instanceof HTMLElement)) continue;
    if (node.id === BOOT_SHELL_ID) return undefined;
    if (node.dataset.tab) return node.dataset.tab;
  }
  return undefined;
}

/** Shows `tab` selected on the painted shell at once, with its title (P6, P10). */
export function showShellTab(document: Document, tab: string): void {
  const shell = document.getElementById(BOOT_SHELL_ID);
  const button = shell?.querySelector<HTMLElement>(`[data-tab="${CSS.escape(tab)}"]`);
  if (shell && button) showTab(shell, button, true);
}

export function removeBootShell(document: Document): void {
  document.getElementById(BOOT_SHELL_ID)?.remove();
}

/** Shows `text` in the shell's header, for when the app cannot load. */
export function showInShell(document: Document, text: string): boolean {
  const shell = document.getElementById(BOOT_SHELL_ID);
  const title = shell?.querySelector(`.${BOOT_TITLE_CLASS}`);
  if (!shell || !title) return false;
  title.textContent = text;
  title.setAttribute('role', 'status');
  shell.removeAttribute('aria-hidden');
  return true;
}
