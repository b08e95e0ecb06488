import {
  IonIcon,
  IonLabel,
  IonRouterOutlet,
  IonTabBar,
  IonTabButton,
  IonTabs,
  useIonRouter,
} from '@ionic/react';
import { useLingui } from '../shared/i18n';
import { Suspense, useEffect, type ComponentType } from 'react';
import { Navigate, Route } from 'react-router-dom';
import { useStore } from 'zustand';
import { TABS_ROOT, tabPath } from '../shared/paths';
import { backToTabRoot, exitAppAtRoot } from '../platform/backButton';
import { useHydrated } from '../shared/hydration';
import { LoadBoundary } from '../shared/LoadBoundary';
import { SteadyNavContext } from '../ionic/SteadyNavContext';
import { TAB_BAR_END } from '../ionic/prerendered';
import { startLoading, whenPreloaded } from '../shared/preload';
import {
  badgeDescription,
  badgeText,
  tabBadgeStore,
  type TabBadge,
  type TabId,
} from '../shared/tabBadges';
import { LANDING_PATH } from './tabList';
import { isTabRoot, pageForPath, pushedFrom, tabs, tabTitle } from './tabs';
import { usePrepareViews } from '../ionic/prepareViews';
import { useTabTapsInOrder } from '../ionic/tabTapsInOrder';
import { tabTapped, type TabTap } from './tabTapped';

export function pageLoaded(pathname: string): Promise<void> {
  return startLoading(pageForPath(pathname) ?? tabs[0]?.page);
}

/** Fetched as soon as this module runs, not after it has rendered. */
export const firstPageLoaded = pageLoaded(window.location.pathname);

const TAB_BAR_ID = 'tab-bar';
const TAB_ROOTS = tabs.map((tab) => ({
  tab: tab.id,
  path: tabPath(tab.id),
  loaded: tab.page.isLoaded,
}));

function lazyElement(Page: ComponentType<object>) {
  // The boundary inside: a prepared page that fails shows its screen under its own route.
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

/** Built once, so React leaves the kept pages alone at every navigation. */
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

/** P12: a tab's badge, hidden from screen readers, which read it in the label. */
function BadgeMark({ badge }: { readonly badge: TabBadge }) {
  return (
    <span className={badge === 'dot' ? 'tab-badge tab-badge-dot' : 'tab-badge'} aria-hidden="true">
      {badgeText(badge)}
    </span>
  );
}

/** One text node for the accessible name: Firefox reads two as "Explore , 3 new". */
function TabLabel({ title, badge }: { readonly title: string; readonly badge?: TabBadge }) {
  const { i18n } = useLingui();
  if (badge === undefined) return <IonLabel>{title}</IonLabel>;
  return (
    <IonLabel>
      <span aria-hidden="true">{title}</span>
      <span className="visually-hidden">
        {i18n._('tab.withBadge', { tab: title, badge: badgeDescription(badge, i18n) })}
      </span>
    </IonLabel>
  );
}

/** P12: follows the tab's badge itself, so a badge does not re-render the tabs module. */
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
 * The tabs module (P1, P2): a tab bar over one outlet. Absolute redirects: a relative one loops,
 * and a detour through `/` would rebuild the module, losing every stack (S2).
 */
export default function TabsPage() {
  const { i18n } = useLingui();
  const router = useIonRouter();
  useEffect(() => exitAppAtRoot(() => isTabRoot(window.location.pathname)), []);
  useEffect(
    () =>
      backToTabRoot({
        canGoBack: () => router.canGoBack(),
        pushedFrom,
        goTo: (root) => {
          router.push(root, 'back', 'replace');
        },
      }),
    [router],
  );
  useTabTapsInOrder(TAB_BAR_ID);
  usePrepareViews(TAB_ROOTS, whenPreloaded);

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
            onClick={(event) => {
              tabTapped(event.detail as TabTap);
            }}
            // P10: a prerendered tab bar shows once the parser has reached this.
            {...(index === tabs.length - 1 ? { [TAB_BAR_END]: '' } : {})}
          >
            <IonIcon aria-hidden="true" icon={tab.icon} />
            <TabLabelAndBadge tab={tab.id as TabId} title={tabTitle(i18n, tab)} />
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
