/** What Ionic's router outlet does for the app beyond what it ships; called by outletPatch.ts. */
import { markPreparing, PAGE_HIDDEN, PAGE_INVISIBLE } from './outletPages.ts';

export const PREPARE_VIEW_EVENT = 'ion-router-outlet:prepare-view';

export interface PrepareViewDetail {
  readonly pathname: string;
  readonly tab: string;
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

/** P10: creates the URL's view during the first render, so the server's render holds the page. */
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

/** Creates, hidden, the view of a path not visited yet, so its first visit finds a kept page. */
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
  markPreparing(pathname);
  manager.context.addViewItem(viewItem);
  event.detail.prepared = true;
  helpers.startTransition(() => {
    manager.forceUpdate();
  });
}

/** A page mounting while another route is shown goes to its own view, hidden, untransitioned. */
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
