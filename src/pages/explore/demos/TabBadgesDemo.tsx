import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
import type { I18n } from '@lingui/core';
import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useStore } from 'zustand';
import { ButtonRow } from '../../../shared/Section';
import {
  badgeText,
  clearTabBadge,
  setTabBadge,
  tabBadgeStore,
  type TabBadge,
} from '../../../shared/tabBadges';
import { LiveState, TryIt } from './DemoSection';

/** A count the demo sets above 99, to show the cap. */
const MANY = 120;

function describe(badge: TabBadge | undefined, i18n: I18n): string {
  if (badge === undefined) return i18n._('demo.badges.none');
  if (badge === 'dot') return i18n._('demo.badges.dot');
  const shown = badgeText(badge);
  return shown === String(badge) ? shown : i18n._('demo.badges.capped', { count: badge, shown });
}

/** P12, P4: put a count or a dot on a tab, see it on the tab bar (or the rail), and take it off. */
export function TabBadgesDemo() {
  const badges = useStore(tabBadgeStore);
  const explore = badges.explore;
  const { i18n, _ } = useLingui();

  return (
    <>
      <LiveState
        rows={[
          [_('tab.explore'), describe(explore, i18n)],
          [_('tab.settings'), describe(badges.settings, i18n)],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel {...wraps}>{_('demo.badges.hint')}</IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            size="default"
            fill="outline"
            onClick={() => {
              setTabBadge('explore', typeof explore === 'number' ? explore + 1 : 1);
            }}
          >
            {_('demo.badges.addOne')}
          </IonButton>
          <IonButton
            expand="block"
            size="default"
            fill="outline"
            onClick={() => {
              setTabBadge('explore', MANY);
            }}
          >
            {_('demo.badges.many', { count: MANY })}
          </IonButton>
          <IonButton
            expand="block"
            size="default"
            fill="outline"
            onClick={() => {
              setTabBadge('settings', 'dot');
            }}
          >
            {_('demo.badges.dotOnSettings')}
          </IonButton>
          <IonButton
            expand="block"
            size="default"
            onClick={() => {
              clearTabBadge('explore');
              clearTabBadge('settings');
            }}
          >
            {_('demo.badges.clear')}
          </IonButton>
        </ButtonRow>
      </TryIt>
    </>
  );
}
