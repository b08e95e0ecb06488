import { compassOutline, homeOutline, settingsOutline } from 'ionicons/icons';
import { TABS_ROOT, tabPath } from '../shared/paths.ts';

/** A page module under `src/pages/`, without its extension: `home/HomePage`. */
export type PageModule = `${string}/${string}Page`;

export interface TabEntry {
  /** The tab's URL segment: it lives at `/tabs/<id>`. */
  readonly id: string;
  /** The tab bar's label and the painted shell's, and the accessible name of its button. */
  readonly title: string;
  /** An ionicons icon, from 'ionicons/icons'. */
  readonly icon: string;
  /** Its root page: the default export of `src/pages/<page>.tsx`, its own lazily loaded chunk. */
  readonly page: PageModule;
  /**
   * Pages pushed on its stack, by path relative to the tab (`:id` takes any one segment). A page
   * pushed with `:id` exports the values to prerender from `src/pages/<page>.params.ts`.
   */
  readonly children?: readonly { readonly path: string; readonly page: PageModule }[];
}

/**
 * The tabs (P1, P2), in the tab bar's order: the one place a tab is declared. The routes, the tab
 * bar, the painted shell in index.html, preloading, the first screen's prefetch, the landing path,
 * and the browser tests and the bench all read this list. The first tab is where `/` lands.
 *
 * Plain data, so the build (vite/bootShell.ts, vite.config.ts) and the tests can read it in Node.
 */
export const TAB_LIST = [
  { id: 'home', title: 'Home', icon: homeOutline, page: 'home/HomePage' },
  {
    id: 'explore',
    title: 'Explore',
    icon: compassOutline,
    page: 'explore/ExplorePage',
    children: [{ path: ':id', page: 'explore/CapabilityPage' }],
  },
  { id: 'settings', title: 'Settings', icon: settingsOutline, page: 'settings/SettingsPage' },
] as const satisfies readonly TabEntry[];

// P12: a tab badge (src/shared/tabBadges.ts) can only name one of these tabs.
declare module '../shared/tabBadges.ts' {
  interface TabRegistry {
    readonly tabId: (typeof TAB_LIST)[number]['id'];
  }
}

/** The landing tab: where `/`, `/tabs` and every unmatched path land (P1, S2). */
export const LANDING_TAB: TabEntry = TAB_LIST[0];
export const LANDING_PATH = tabPath(LANDING_TAB.id);

/**
 * Every route of the tabs, as patterns (`/tabs/explore/:id`): what a kept place may be (P13),
 * read by the head script before the first paint (vite/bootShell.ts) and by the app.
 */
export const ROUTE_PATTERNS: readonly string[] = (TAB_LIST as readonly TabEntry[]).flatMap(
  (tab) => [
    tabPath(tab.id),
    ...(tab.children ?? []).map((child) => `${tabPath(tab.id)}/${child.path}`),
  ],
);

/** The page module a path shows (`/tabs/explore/offline`: `explore/CapabilityPage`), if any. */
export function pageModuleOf(path: string): PageModule | undefined {
  const [root, tabId, segment, ...rest] = path.split('/').filter(Boolean);
  if (`/${root ?? ''}` !== TABS_ROOT || rest.length > 0) return undefined;
  const tab = (TAB_LIST as readonly TabEntry[]).find((candidate) => candidate.id === tabId);
  if (segment === undefined) return tab?.page;
  return tab?.children?.find((child) => child.path.startsWith(':') || child.path === segment)?.page;
}

/**
 * The modules of the first screen at a page's own address: Ionic's set-up, the app's start, the
 * tabs module and that page (main.tsx loads them). Each prerendered page asks for its own beside
 * the entry (vite/firstScreen.ts).
 */
export function firstScreenModules(page: PageModule): readonly string[] {
  return [
    'src/platform/ionicSetup.ts',
    'src/start.tsx',
    'src/tabs/TabsPage.tsx',
    `src/pages/${page}.tsx`,
  ];
}

/**
 * The modules of the landing page's first screen, which `/` and every path without a page of its
 * own get: fetched beside the entry in index.html, and counted as the first load (`npm run size`).
 */
export const FIRST_SCREEN_MODULES = firstScreenModules(LANDING_TAB.page);

/** Every page module of the tabs: each is the first screen at its own address. */
export const PAGE_MODULES: readonly PageModule[] = (TAB_LIST as readonly TabEntry[]).flatMap(
  (tab) => [tab.page, ...(tab.children ?? []).map((child) => child.page)],
);
