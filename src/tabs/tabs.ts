import type { I18n } from '@lingui/core';
import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from '../shared/preload';
import { tabPath } from '../shared/paths';
import { pageModuleOf, TAB_LIST, type PageModule, type TabEntry } from './tabList';

/** A page from `lazyWithPreload`: its own chunk, preloaded after the first page (S3). */
type LazyPage = PreloadableComponent<object>;

export interface TabDefinition extends Omit<TabEntry, 'page' | 'children'> {
  readonly page: LazyPage;
  readonly children?: readonly { readonly path: string; readonly page: LazyPage }[];
}

/** Every page module, each its own chunk, loaded only when a tab in TAB_LIST names it. */
const PAGE_FILES = import.meta.glob<{ default: ComponentType<object> }>('../pages/*/*Page.tsx');

function lazyPage(page: string): LazyPage {
  const load = PAGE_FILES[`../pages/${page}.tsx`];
  if (!load) throw new Error(`The tab list names src/pages/${page}.tsx, which does not exist.`);
  return lazyWithPreload(load);
}

/** One lazily loaded component for each page module, however many routes show it. */
const PAGES = new Map<PageModule, LazyPage>();
function pageOf(page: PageModule): LazyPage {
  const lazy = PAGES.get(page) ?? lazyPage(page);
  PAGES.set(page, lazy);
  return lazy;
}

/** The tab list with each page's loader: it drives the routes, the tab bar and preloading. */
export const tabs: readonly TabDefinition[] = (TAB_LIST as readonly TabEntry[]).map((tab) => ({
  ...tab,
  page: pageOf(tab.page),
  children: (tab.children ?? []).map((child) => ({ ...child, page: pageOf(child.page) })),
}));

/** Whether a path is the root of a tab, where Back leaves the app on Android (S10). */
export function isTabRoot(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return tabs.some((tab) => path === tabPath(tab.id));
}

/** The root of the tab a pushed page is on (S10), or undefined for a tab's root or another path. */
export function pushedFrom(pathname: string): string | undefined {
  const tab = tabs.find((candidate) => pathname.startsWith(`${tabPath(candidate.id)}/`));
  return tab && pageForPath(pathname) ? tabPath(tab.id) : undefined;
}

/** The page a path shows: a tab's root, or a page pushed on a tab's stack; else undefined. */
export function pageForPath(pathname: string): LazyPage | undefined {
  const page = pageModuleOf(pathname);
  return page === undefined ? undefined : PAGES.get(page);
}

/** A tab's title in the reader's language: its message `tab.<id>`, else the English of its entry. */
export function tabTitle(i18n: I18n, tab: Pick<TabEntry, 'id' | 'title'>): string {
  const id = `tab.${tab.id}`;
  return id in i18n.messages ? i18n._(id) : tab.title;
}
