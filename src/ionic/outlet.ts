/**
 * What Ionic's router outlet (`@ionic/react-router`'s StackManager) does for the app beyond what it
 * ships: vite/ionic/outletPatch.ts imports this module into Ionic's code and calls it where the
 * outlet creates and registers its views. Typed against the few members of the outlet it uses.
 */
import { PAGE_HIDDEN, PAGE_INVISIBLE } from './outletClasses.ts';

/** The event that asks the outlet to prepare the page of a path ahead of its first visit. */
export const PREPARE_VIEW_EVENT = 'ion-router-outlet:prepare-view';

export interface PrepareViewDetail {
  readonly pathname: string;
  readonly tab: string;
  /** Set by the outlet when it prepared the view. */
  prepared?: boolean;
}

interface RouteInfo {
  readonly id?: string;
  readonly pathname: string;
  readonly search?: string;
  readonly routeAction?: string;
  readonly routeDirection?: string;
  readonly tab?: string;
}

interface ViewItem {
  ionPageElement?: HTMLElement;
  ionRoute?: boolean;
  preparedAhead?: boolean;
}

interface RouteElement {
  readonly props: { readonly element?: unknown };
}

/** The members of Ionic's StackManager this module reads and calls. */
export interface StackManager {
  readonly id: string;
  readonly _isMounted: boolean;
  readonly props: { readonly routeInfo: RouteInfo };
  readonly ionRouterOutlet?: { readonly props: { readonly children: unknown } };
  readonly context: {
    getViewItemsForOutlet(outletId: string): readonly ViewItem[];
    createViewItem(outletId: string, route: RouteElement, routeInfo: RouteInfo): ViewItem;
    addViewItem(viewItem: ViewItem): void;
    findViewItemByRouteInfo(
      routeInfo: RouteInfo,
      outletId: string,
      updateMatch?: boolean,
    ): ViewItem | undefined;
  };
  getParentPath(): string | undefined;
  forceUpdate(): void;
}

/** The outlet module's own helpers, handed in where it calls this module. */
export interface OutletHelpers {
  readonly findRouteByRouteInfo: (
    children: unknown,
    routeInfo: RouteInfo,
    parentPath: string | undefined,
  ) => RouteElement | undefined;
  readonly isNavigateElement: (element: unknown) => boolean;
  readonly generateId: (kind: string) => string;
  readonly startTransition: (work: () => void) => void;
}

/**
 * P10: the view the URL names is created during the first render, as the outlet does once
 * mounted, so the server's render holds the page and the browser's first render hydrates it.
 */
export function createFirstView(
  manager: StackManager,
  helpers: OutletHelpers,
  parentPath: string | undefined,
): void {
  if (manager._isMounted || manager.context.getViewItemsForOutlet(manager.id).length > 0) return;
  const route = helpers.findRouteByRouteInfo(
    manager.ionRouterOutlet?.props.children,
    manager.props.routeInfo,
    parentPath,
  );
  if (route) {
    manager.context.addViewItem(
      manager.context.createViewItem(manager.id, route, manager.props.routeInfo),
    );
  }
}

/**
 * Issue 26: creates the view of a path this outlet shows but has not visited, rendered hidden in
 * a transition, so its first visit finds a kept page (src/tabs/prepareTabs.ts asks).
 */
export function prepareView(
  manager: StackManager,
  helpers: OutletHelpers,
  event: CustomEvent<PrepareViewDetail>,
): void {
  const { pathname, tab } = event.detail;
  if (!manager._isMounted || pathname === manager.props.routeInfo.pathname) return;
  const routeInfo: RouteInfo = {
    id: helpers.generateId('routeInfo'),
    pathname,
    search: '',
    routeAction: 'push',
    routeDirection: 'none',
    tab,
  };
  if (manager.context.findViewItemByRouteInfo(routeInfo, manager.id, false)) return;
  const route = helpers.findRouteByRouteInfo(
    manager.ionRouterOutlet?.props.children,
    routeInfo,
    manager.getParentPath(),
  );
  if (!route || helpers.isNavigateElement(route.props.element)) return;
  const viewItem = manager.context.createViewItem(manager.id, route, routeInfo);
  viewItem.preparedAhead = true;
  manager.context.addViewItem(viewItem);
  event.detail.prepared = true;
  helpers.startTransition(() => {
    manager.forceUpdate();
  });
}

/**
 * A page that mounts while another route is shown (a prepared page, or a hidden one rendered
 * anew) belongs to its own view, hidden, and starts no transition. True when it was one.
 */
export function registerHiddenPage(
  manager: StackManager,
  page: HTMLElement,
  routeInfo: RouteInfo,
): boolean {
  if (routeInfo.pathname === manager.props.routeInfo.pathname) return false;
  const view = manager.context.findViewItemByRouteInfo(routeInfo, manager.id, false);
  if (!view) return false;
  view.ionPageElement = page;
  view.ionRoute = true;
  page.classList.remove(PAGE_INVISIBLE);
  page.classList.add(PAGE_HIDDEN);
  page.setAttribute('aria-hidden', 'true');
  return true;
}
