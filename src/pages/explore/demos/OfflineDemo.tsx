import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
import { IonItem, IonLabel } from '@ionic/react';
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { isOnline, onOnlineChange } from '../../../platform/browser';
import { offlineLabels } from '../../../platform/offlineReadiness';
import { serviceWorkerStore } from '../../../platform/serviceWorker';
import { LiveState, TryIt } from './DemoSection';

export function OfflineDemo() {
  const online = useSyncExternalStore(
    onOnlineChange,
    isOnline,
    // Prerendered (P10): LiveState shows it pending.
    () => true,
  );
  // The same state and words as Home's "Works offline" line (P3).
  const { offline } = useStore(serviceWorkerStore);
  const { _ } = useLingui();
  return (
    <>
      <LiveState
        rows={[
          [_('demo.offline.network'), _(online ? 'demo.offline.online' : 'demo.offline.offline')],
          [_('home.worksOffline'), _(offlineLabels[offline.status])],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel {...wraps}>{_('demo.offline.hint')}</IonLabel>
        </IonItem>
      </TryIt>
    </>
  );
}
