import { i18n } from '@lingui/core';
import {
  badgeDescription,
  badgeText,
  clearTabBadge,
  setTabBadge,
  tabBadgeStore,
  type TabId,
} from './tabBadges';

afterEach(() => {
  tabBadgeStore.setState({}, true);
});

describe('tab badges', () => {
  it('P12: a count, a dot and a clear, each kept per tab', () => {
    setTabBadge('explore', 3);
    setTabBadge('settings', 'dot');
    expect(tabBadgeStore.getState()).toEqual({ explore: 3, settings: 'dot' });
    setTabBadge('explore', 4);
    expect(tabBadgeStore.getState()).toEqual({ explore: 4, settings: 'dot' });
    clearTabBadge('explore');
    expect(tabBadgeStore.getState()).toEqual({ settings: 'dot' });
  });

  it('P12: a count of 0 takes the badge off, as an empty inbox has none', () => {
    setTabBadge('home', 2);
    setTabBadge('home', 0);
    expect(tabBadgeStore.getState()).toEqual({});
  });

  it('P12: clearing a tab without a badge, or setting the same badge again, tells no one', () => {
    setTabBadge('home', 5);
    const listener = vi.fn();
    const unsubscribe = tabBadgeStore.subscribe(listener);
    clearTabBadge('explore');
    setTabBadge('home', 5);
    unsubscribe();
    expect(listener).not.toHaveBeenCalled();
  });

  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])(
    'P12: a count of %s is a bug in the caller, said as a RangeError, and changes nothing',
    (count) => {
      setTabBadge('explore', 1);
      expect(() => {
        setTabBadge('explore', count);
      }).toThrow(RangeError);
      expect(tabBadgeStore.getState()).toEqual({ explore: 1 });
    },
  );

  it('P12: counts above 99 show as "99+"; a dot shows no text', () => {
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
    expect(badgeText(12_000)).toBe('99+');
    expect(badgeText('dot')).toBe('');
  });

  it('P12: what the badge adds to the tab\u2019s accessible name', () => {
    expect(badgeDescription(3, i18n)).toBe('3 new');
    expect(badgeDescription(120, i18n)).toBe('99+ new');
    expect(badgeDescription('dot', i18n)).toBe('new');
  });

  it("P12: only TAB_LIST's ids are tabs, for the type checker", () => {
    const home: TabId = 'home';
    // @ts-expect-error: no tab has this id (src/tabs/tabList.ts registers the ids).
    const nope: TabId = 'no-such-tab';
    expect([home, nope]).toHaveLength(2);
  });
});
