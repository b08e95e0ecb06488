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
  return (
    <>
      <LiveState
        rows={[
          ['Network', online ? 'Online' : 'Offline'],
          ['Works offline', offlineLabels[offline.status]],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            Turn the network off (flight mode, or the browser&apos;s developer tools), then reload:
            the app starts and every tab works.
          </IonLabel>
        </IonItem>
      </TryIt>
    </>
  );
}
