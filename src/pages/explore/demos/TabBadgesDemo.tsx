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

function describe(badge: TabBadge | undefined): string {
  if (badge === undefined) return 'None';
  if (badge === 'dot') return 'A dot';
  const shown = badgeText(badge);
  return shown === String(badge) ? shown : `${badge}, shown as ${shown}`;
}

/** P12, P4: put a count or a dot on a tab, see it on the tab bar (or the rail), and take it off. */
export function TabBadgesDemo() {
  const badges = useStore(tabBadgeStore);
  const explore = badges.explore;

  return (
    <>
      <LiveState
        rows={[
          ['Explore', describe(explore)],
          ['Settings', describe(badges.settings)],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            Any page or platform code can call setTabBadge(&apos;explore&apos;, 3). A screen reader
            hears it with the tab: &ldquo;Explore, 3 new&rdquo;.
          </IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            fill="outline"
            onClick={() => {
              setTabBadge('explore', typeof explore === 'number' ? explore + 1 : 1);
            }}
          >
            Add one on Explore
          </IonButton>
          <IonButton
            expand="block"
            fill="outline"
            onClick={() => {
              setTabBadge('explore', MANY);
            }}
          >
            {MANY} on Explore
          </IonButton>
          <IonButton
            expand="block"
            fill="outline"
            onClick={() => {
              setTabBadge('settings', 'dot');
            }}
          >
            A dot on Settings
          </IonButton>
          <IonButton
            expand="block"
            onClick={() => {
              clearTabBadge('explore');
              clearTabBadge('settings');
            }}
          >
            Clear the badges
          </IonButton>
        </ButtonRow>
      </TryIt>
    </>
  );
}
