import { lazyWithPreload, type PreloadableComponent } from '../shared/preload';
import { TABS_ROOT, tabPath } from '../shared/paths';
import { TAB_LIST, type TabId } from './tabList';

/** A page from `lazyWithPreload`: its own chunk, preloaded after the first page. */
type LazyPage = PreloadableComponent<object>;

export interface TabDefinition {
  /** The tab's URL segment: the tab lives at `/tabs/<id>`. */
  readonly id: string;
  readonly title: string;
  readonly icon: string;
  readonly page: LazyPage;
  /** Pages pushed on this tab's stack, relative to the tab (e.g. `:id`). */
  readonly children?: readonly { readonly path: string; readonly page: LazyPage }[];
}

/** What each tab shows: its root page, and the pages pushed on its stack. */
type TabPages = Pick<TabDefinition, 'page' | 'children'>;

const PAGES: Record<TabId, TabPages> = {
  home: { page: lazyWithPreload(() => import('../pages/home/HomePage')) },
  explore: {
    page: lazyWithPreload(() => import('../pages/explore/ExplorePage')),
    children: [
      { path: ':id', page: lazyWithPreload(() => import('../pages/explore/CapabilityPage')) },
    ],
  },
  settings: { page: lazyWithPreload(() => import('../pages/settings/SettingsPage')) },
};

/**
 * The one list of tabs (P1, P2): it drives the routes, the tab bar, the painted shell and
 * preloading. Adding a tab is an entry in `TAB_LIST` (tabList.ts), its pages here, and the page.
 */
export const tabs: readonly TabDefinition[] = TAB_LIST.map((tab) => ({ ...tab, ...PAGES[tab.id] }));

/** Whether a path is the root of a tab, where Back leaves the app on Android (S10). */
export function isTabRoot(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return tabs.some((tab) => path === tabPath(tab.id));
}

/** The page a path shows: a tab's root, or a page pushed on a tab's stack; else undefined. */
export function pageForPath(pathname: string): LazyPage | undefined {
  const [root, tabId, segment, ...rest] = pathname.split('/').filter(Boolean);
  if (`/${root ?? ''}` !== TABS_ROOT || rest.length > 0) return undefined;
  const tab = tabs.find((candidate) => candidate.id === tabId);
  if (segment === undefined) return tab?.page;
  return tab?.children?.find((child) => child.path.startsWith(':') || child.path === segment)?.page;
}
