/** P12: a badge (a count or a dot) on a tab, set by any page or platform code. */
import type { I18n } from '@lingui/core';
import { createStore } from 'zustand/vanilla';

/** The tabs' ids, registered by src/tabs/tabList.ts, as this module is below the tabs' layer. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by src/tabs/tabList.ts
export interface TabRegistry {}

export type TabId = TabRegistry extends { readonly tabId: infer Id extends string } ? Id : string;

export type TabBadge = number | 'dot';

export const BADGE_COUNT_MAX = 99;

export const tabBadgeStore = createStore<Readonly<Partial<Record<TabId, TabBadge>>>>(() => ({}));

export function clearTabBadge(tab: TabId): void {
  const badges = tabBadgeStore.getState();
  if (!(tab in badges)) return;
  tabBadgeStore.setState(
    Object.fromEntries(Object.entries(badges).filter(([id]) => id !== tab)),
    true,
  );
}

/** Puts a badge on `tab`: a count (0 takes it off) or 'dot'; anything else throws. */
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

export function badgeText(badge: TabBadge): string {
  if (badge === 'dot') return '';
  return badge > BADGE_COUNT_MAX ? `${BADGE_COUNT_MAX}+` : String(badge);
}

/** What the badge adds to its tab's accessible name: "3 new", "new". */
export function badgeDescription(badge: TabBadge, i18n: I18n): string {
  if (badge === 'dot') return i18n._('badge.dot');
  return i18n._('badge.count', { count: badge, shown: badgeText(badge) });
}
