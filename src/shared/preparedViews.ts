import { APP_SLUG } from './appIdentity.ts';

/**
 * The DOM event that asks Ionic's router outlet to prepare the page of a path ahead of its first
 * visit (`detail: { pathname, tab }`; the outlet sets `detail.prepared` when it did). The outlet's
 * side is vite/ionic/preparedViews.ts; src/tabs/prepareTabs.ts asks.
 */
export const PREPARE_VIEW_EVENT = `${APP_SLUG}:prepare-view`;

export interface PrepareViewDetail {
  readonly pathname: string;
  readonly tab: string;
  prepared?: boolean;
}
