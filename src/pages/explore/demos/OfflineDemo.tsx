import { IonItem, IonLabel } from '@ionic/react';
import { useSyncExternalStore } from 'react';
import { useStore } from 'zustand';
import { isOnline, onOnlineChange } from '../../../platform/browser';
import { serviceWorkerStore } from '../../../platform/serviceWorker';
import { LiveState, TryIt } from './DemoSection';

export function OfflineDemo() {
  const online = useSyncExternalStore(
    onOnlineChange,
    isOnline,
    // Prerendered (P10): LiveState shows it pending.
    () => true,
  );
  const { offlineReady } = useStore(serviceWorkerStore);
  return (
    <>
      <LiveState
        rows={[
          ['Network', online ? 'Online' : 'Offline'],
          ['Stored for offline use', offlineReady ? 'Yes' : 'Not yet'],
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
