import {
  FIRST_SCREEN_MODULES,
  firstScreenModules,
  LANDING_PATH,
  PAGE_MODULES,
  pageModuleOf,
  TAB_LIST,
} from './tabList';
import { isTabRoot, pageForPath, tabs } from './tabs';

const [home, explore] = tabs;

describe('the tab registry', () => {
  it('S10: knows a tab root (with or without a trailing slash) from a pushed page', () => {
    expect(isTabRoot('/tabs/home')).toBe(true);
    expect(isTabRoot('/tabs/explore/')).toBe(true);
    expect(isTabRoot('/tabs/explore/offline')).toBe(false);
    expect(isTabRoot('/elsewhere')).toBe(false);
  });

  it('finds the page a path shows, so the first screen starts loading early', () => {
    expect(pageForPath('/tabs/home')).toBe(home?.page);
    expect(pageForPath('/tabs/explore/')).toBe(explore?.page);
    expect(pageForPath('/tabs/explore/offline')).toBe(explore?.children?.[0]?.page);
  });

  it('finds no page for paths the tabs do not show', () => {
    expect(pageForPath('/')).toBeUndefined();
    expect(pageForPath('/tabs')).toBeUndefined();
    expect(pageForPath('/tabs/nope')).toBeUndefined();
    expect(pageForPath('/tabs/home/extra')).toBeUndefined();
    expect(pageForPath('/tabs/explore/a/b')).toBeUndefined();
    expect(pageForPath('/other/home')).toBeUndefined();
  });
});

describe('one entry per tab', () => {
  it('P1: the first tab is where `/` lands, and its page is the first screen', () => {
    expect(LANDING_PATH).toBe(`/tabs/${TAB_LIST[0].id}`);
    expect(FIRST_SCREEN_MODULES).toContain(`src/pages/${TAB_LIST[0].page}.tsx`);
  });

  it("P10: each page's first screen is the start, the tabs module, its texts and that page", () => {
    expect(pageModuleOf('/tabs/explore')).toBe('explore/ExplorePage');
    expect(pageModuleOf('/tabs/explore/offline')).toBe('explore/CapabilityPage');
    expect(pageModuleOf('/tabs/nope')).toBeUndefined();
    expect(pageModuleOf('/elsewhere/home')).toBeUndefined();
    expect(firstScreenModules('settings/SettingsPage')).toEqual([
      'src/platform/ionicSetup.ts',
      'src/start.tsx',
      'src/tabs/TabsPage.tsx',
      'src/locales/en.po',
      'src/pages/settings/SettingsPage.tsx',
    ]);
    expect(PAGE_MODULES).toEqual([
      'home/HomePage',
      'explore/ExplorePage',
      'explore/CapabilityPage',
      'settings/SettingsPage',
    ]);
  });

  // It imports every page module, with Ionic's components, in jsdom: seconds on a busy machine.
  it(
    'every page a tab names is a module with a default export, loaded on demand',
    { timeout: 30_000 },
    async () => {
      expect(tabs.map((tab) => tab.id)).toEqual(TAB_LIST.map((tab) => tab.id));
      const pages = tabs.flatMap((tab) => [
        tab.page,
        ...(tab.children ?? []).map((child) => child.page),
      ]);
      for (const module of await Promise.all(pages.map((page) => page.load()))) {
        expect(module).toHaveProperty('default', expect.any(Function));
      }
    },
  );
});
