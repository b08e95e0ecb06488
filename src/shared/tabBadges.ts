/**
 * P12: a badge on a tab, a count or a dot, that any page or platform code can set:
 * `setTabBadge('explore', 3)`, `setTabBadge('settings', 'dot')`, `clearTabBadge('explore')`.
 * The tab bar (and the rail) shows it and puts it in the tab's accessible name ("Explore, 3 new").
 * It lives below the pages and the platform so that both can reach it; the tab bar reads it.
 */
import { createStore } from 'zustand/vanilla';

/**
 * The tabs' ids, registered by src/tabs/tabList.ts (a module augmentation), so that a badge names
 * a tab that exists while this module stays below the tabs' layer.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/tabs/tabList.ts
export interface TabRegistry {}

/** One of TAB_LIST's ids, or any string where the tab list is not part of the program. */
export type TabId = TabRegistry extends { readonly tabId: infer Id extends string } ? Id : string;

/** A count of new things, or a dot: something new, not counted. */
export type TabBadge = number | 'dot';

/** The largest count shown as it is; above it, "99+". */
export const BADGE_COUNT_MAX = 99;

/** Every tab's badge; a tab without one has no key. */
export const tabBadgeStore = createStore<Readonly<Partial<Record<TabId, TabBadge>>>>(() => ({}));

/** Takes the badge off `tab`; nothing happens if it has none. */
export function clearTabBadge(tab: TabId): void {
  const badges = tabBadgeStore.getState();
  if (!(tab in badges)) return;
  tabBadgeStore.setState(
    Object.fromEntries(Object.entries(badges).filter(([id]) => id !== tab)),
    true,
  );
}

/**
 * Puts a badge on `tab`: a count (0 takes it off, as an empty inbox has none) or 'dot'. A count
 * that is not a whole number of 0 or more is a bug in the caller: a RangeError says so.
 */
export function setTabBadge(tab: TabId, badge: TabBadge): void {
  if (badge !== 'dot' && !(Number.isSafeInteger(badge) && badge >= 0)) {
    throw new RangeError(
      `setTabBadge('${tab}', ${String(badge)}): a badge is a whole number of 0 or more, or 'dot'.`,
    );
  }
  if (badge === 0) {
    clearTabBadge(tab);
    return;
  }
  if (tabBadgeStore.getState()[tab] === badge) return;
  tabBadgeStore.setState({ [tab]: badge });
}

/** What the badge shows: the count, "99+" above 99, nothing for a dot. */
export function badgeText(badge: TabBadge): string {
  if (badge === 'dot') return '';
  return badge > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(badge);
}

/** What the badge adds to its tab's accessible name, after a comma: "3 new", "99+ new", "new". */
export function badgeDescription(badge: TabBadge): string {
  return badge === 'dot' ? 'new' : `${badgeText(badge)} new`;
}
