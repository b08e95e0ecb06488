import { compassOutline, homeOutline, settingsOutline } from 'ionicons/icons';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../shared/languages.ts';
import { TABS_ROOT, tabPath } from '../shared/paths.ts';

/** A page module under `src/pages/`, without extension: `home/HomePage`. */
export type PageModule = `${string}/${string}Page`;

export interface TabEntry {
  /** The tab lives at `/tabs/<id>`. */
  readonly id: string;
  /** Its English title; each language's is the message `tab.<id>` in src/locales (P14). */
  readonly title: string;
  readonly icon: string;
  readonly page: PageModule;
  /** Pages pushed on its stack; one with `:id` lists its values in `<page>.params.ts`. */
  readonly children?: readonly { readonly path: string; readonly page: PageModule }[];
}

/**
 * The tabs (P1, P2), in order: the one place a tab is declared. Plain data, so the build and the
 * tests can read it in Node.
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

// P12: a tab badge can only name one of these tabs.
declare module '../shared/tabBadges.ts' {
  interface TabRegistry {
    readonly tabId: (typeof TAB_LIST)[number]['id'];
  }
}

/** Where `/`, `/tabs` and every unmatched path land (P1, S2). */
export const LANDING_TAB: TabEntry = TAB_LIST[0];
export const LANDING_PATH = tabPath(LANDING_TAB.id);

/** Every route of the tabs, as patterns (`/tabs/explore/:id`): what a kept place may be (P13). */
export const ROUTE_PATTERNS: readonly string[] = (TAB_LIST as readonly TabEntry[]).flatMap(
  (tab) => [
    tabPath(tab.id),
    ...(tab.children ?? []).map((child) => `${tabPath(tab.id)}/${child.path}`),
  ],
);

export function pageModuleOf(path: string): PageModule | undefined {
  const [root, tabId, segment, ...rest] = path.split('/').filter(Boolean);
  if (`/${root ?? ''}` !== TABS_ROOT || rest.length > 0) return undefined;
  const tab = (TAB_LIST as readonly TabEntry[]).find((candidate) => candidate.id === tabId);
  if (segment === undefined) return tab?.page;
  return tab?.children?.find((child) => child.path.startsWith(':') || child.path === segment)?.page;
}

/** Ionic's set-up, the first of the first screen's modules; the rest import Ionic after it. */
export const IONIC_SET_UP_MODULE = 'src/platform/ionicSetup.ts';

/** The app's start: React DOM and the render (src/main.tsx imports it once the frame is painted). */
export const START_MODULE = 'src/start.tsx';

/** The modules of the first screen at a page's own address (vite/firstScreen.ts). */
export function firstScreenModules(
  page: PageModule,
  language: Language = DEFAULT_LANGUAGE,
): readonly string[] {
  return [
    IONIC_SET_UP_MODULE,
    START_MODULE,
    'src/tabs/TabsPage.tsx',
    // P14: its texts.
    `src/locales/${language}.po`,
    `src/pages/${page}.tsx`,
  ];
}

/** The landing page's first screen: fetched beside the entry in index.html. */
export const FIRST_SCREEN_MODULES = firstScreenModules(LANDING_TAB.page);

export const PAGE_MODULES: readonly PageModule[] = (TAB_LIST as readonly TabEntry[]).flatMap(
  (tab) => [tab.page, ...(tab.children ?? []).map((child) => child.page)],
);

/** Every page's first screen, in every language. */
export const EVERY_FIRST_SCREEN: readonly (readonly string[])[] = PAGE_MODULES.flatMap((page) =>
  LANGUAGES.map((language) => firstScreenModules(page, language)),
);
