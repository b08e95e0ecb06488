import { IonIcon, IonLabel, IonRouterOutlet, IonTabBar, IonTabButton, IonTabs } from '@ionic/react';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { useStore } from 'zustand';
import { TABS_ROOT, tabPath } from '../shared/paths';
import { exitAppAtRoot } from '../platform/backButton';
import { useHydrated } from '../shared/hydration';
import { LoadBoundary } from '../shared/LoadBoundary';
import { SteadyNavContext } from '../shared/SteadyNavContext';
import { startLoading } from '../shared/preload';
import {
  badgeDescription,
  badgeText,
  tabBadgeStore,
  type TabBadge,
  type TabId,
} from '../shared/tabBadges';
import { LANDING_PATH } from './tabList';
import { isTabRoot, pageForPath, tabs } from './tabs';
import { usePrepareTabs } from './prepareTabs';
import { useScrollToTopOnRetap } from './scrollToTop';
import { useShowKeptTab } from './showKeptTab';
import { useTabTapsInOrder } from './tabTapsInOrder';

/** The page `pathname` shows (or the landing tab's, where every other path lands); settles when loaded or failed. */
export function pageLoaded(pathname: string): Promise<void> {
  return startLoading(pageForPath(pathname) ?? tabs[0]?.page);
}

/** The page the URL shows, fetched as soon as this module runs rather than after it has rendered. */
export const firstPageLoaded = pageLoaded(window.location.pathname);

const TAB_BAR_ID = 'tab-bar';
/** Every tab's root, prepared ahead of its first tap (prepareTabs.ts). */
const TAB_ROOTS = tabs.map((tab) => ({
  tab: tab.id,
  path: tabPath(tab.id),
  loaded: tab.page.isLoaded,
}));
/** Marks the tab bar's last button; keep in step with src/boot/earlyTaps.css. */
const TAB_BAR_END = 'data-tab-bar-end';

function lazyElement(Page: ComponentType<object>) {
  // The boundary's own screens read the page's context too: a page prepared ahead of its visit
  // (prepareTabs.ts) that fails shows its screen under its own route, not the URL's.
  return (
    <SteadyNavContext>
      <LoadBoundary>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </LoadBoundary>
    </SteadyNavContext>
  );
}

/**
 * Every page's route, built once: the outlet renders these same elements at every navigation,
 * so React leaves the pages it keeps alone.
 */
const pageRoutes = tabs.flatMap((tab) => [
  <Route key={tab.id} path={tabPath(tab.id)} element={lazyElement(tab.page)} />,
  ...(tab.children ?? []).map((child) => (
    <Route
      key={`${tab.id}/${child.path}`}
      path={`${tabPath(tab.id)}/${child.path}`}
      element={lazyElement(child.page)}
    />
  )),
]);

/**
 * P12: a tab's badge, drawn beside its icon; what it says is in the tab's label for screen readers
 * (`TabLabel`), so the mark itself is hidden from them.
 */
function BadgeMark({ badge }: { readonly badge: TabBadge }) {
  return (
    <span className={badge === 'dot' ? 'tab-badge tab-badge-dot' : 'tab-badge'} aria-hidden="true">
      {badgeText(badge)}
    </span>
  );
}

/**
 * The tab's title; with a badge, its accessible name says it too: "Explore, 3 new". One text node
 * for screen readers, the title shown beside it hidden from them: a name built of two nodes gets a
 * space before its comma in some engines (Firefox reads "Explore , 3 new").
 */
function TabLabel({ title, badge }: { readonly title: string; readonly badge?: TabBadge }) {
  if (badge === undefined) return <IonLabel>{title}</IonLabel>;
  return (
    <IonLabel>
      <span aria-hidden="true">{title}</span>
      <span className="visually-hidden">{`${title}, ${badgeDescription(badge)}`}</span>
    </IonLabel>
  );
}

/**
 * P12: a tab button's label and badge, following the tab's badge on its own, so that a badge
 * re-renders this and not the tabs module (its outlet holds every page). Badges are the running
 * app's: a prerendered tab bar, and the render that hydrates it, has none.
 */
function TabLabelAndBadge({ tab, title }: { readonly tab: TabId; readonly title: string }) {
  const hydrated = useHydrated();
  const badge = useStore(tabBadgeStore, (badges) => badges[tab]);
  if (!hydrated || badge === undefined) return <TabLabel title={title} />;
  return (
    <>
      <TabLabel title={title} badge={badge} />
      <BadgeMark badge={badge} />
    </>
  );
}

/**
 * The tabs module (P1, P2): a tab bar over one outlet holding every tab's stack; from a medium
 * window on, the same tab bar is a navigation rail, by CSS alone (P12, tabBar.css). Paths are
 * absolute: a relative redirect under `/tabs/*` loops with react-router's relative splat paths.
 * An unknown path inside the module is unmatched (S2) and goes where the empty path lands,
 * directly: a detour through `/` would tear the module down and rebuild it, losing every stack.
 */
export default function TabsPage() {
  useEffect(() => exitAppAtRoot(() => isTabRoot(window.location.pathname)), []);
  useTabTapsInOrder(TAB_BAR_ID);
  // After the hold above: a held tap shows nothing early.
  useShowKeptTab(TAB_BAR_ID);
  useScrollToTopOnRetap(TAB_BAR_ID);
  usePrepareTabs(TAB_ROOTS);

  return (
    <IonTabs>
      {/* P10: first in the page, so the parser reaches the tab bar before the pages (Ionic's
          slots still put it at the bottom, or the start edge as a rail). */}
      <IonTabBar slot="bottom" id={TAB_BAR_ID}>
        {tabs.map((tab, index) => (
          <IonTabButton
            key={tab.id}
            tab={tab.id}
            href={tabPath(tab.id)}
            // P10: a prerendered tab bar shows once the parser has reached this (src/boot/earlyTaps.css).
            {...(index === tabs.length - 1 ? { [TAB_BAR_END]: '' } : {})}
          >
            <IonIcon aria-hidden="true" icon={tab.icon} />
            <TabLabelAndBadge tab={tab.id as TabId} title={tab.title} />
          </IonTabButton>
        ))}
      </IonTabBar>
      {/* Named, as the app's outlet is (App.tsx). */}
      <IonRouterOutlet id="tabs-outlet">
        {pageRoutes}
        <Route path={TABS_ROOT} element={<Navigate to={LANDING_PATH} replace />} />
        <Route path="*" element={<Navigate to={LANDING_PATH} replace />} />
      </IonRouterOutlet>
    </IonTabs>
  );
}
