import { compassOutline, homeOutline, settingsOutline } from 'ionicons/icons';
import { lazyWithPreload, type PreloadableComponent } from '../shared/preload';
import { TABS_ROOT, tabPath } from './paths';

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

/**
 * The one list of tabs (P1, P2): it drives the routes, the tab bar and preloading. Adding a tab is
 * one entry here plus its page.
 */
export const tabs: readonly TabDefinition[] = [
  {
    id: 'home',
    title: 'Home',
    icon: homeOutline,
    page: lazyWithPreload(() => import('../pages/home/HomePage')),
  },
  {
    id: 'explore',
    title: 'Explore',
    icon: compassOutline,
    page: lazyWithPreload(() => import('../pages/explore/ExplorePage')),
    children: [
      { path: ':id', page: lazyWithPreload(() => import('../pages/explore/CapabilityPage')) },
    ],
  },
  {
    id: 'settings',
    title: 'Settings',
    icon: settingsOutline,
    page: lazyWithPreload(() => import('../pages/settings/SettingsPage')),
  },
];

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
