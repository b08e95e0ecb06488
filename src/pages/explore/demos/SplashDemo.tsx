import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { useStore } from 'zustand';
import { showSplashBriefly, unavailableReason } from '../../../platform/native';
import { startupStore } from '../../../platform/platformReady';
import { describeOutcome } from '../../../platform/startupLabels';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

export function SplashDemo() {
  const { steps } = useStore(startupStore);
  const [error, setError] = useState<string>();
  const splash = steps.find((step) => step.id === 'splash');
  const unavailable = unavailableReason('SplashScreen');

  return (
    <>
      <LiveState
        rows={[
          ['Hidden at start-up', splash ? describeOutcome(splash) : 'Start-up is running'],
          ['Hides itself', 'No: the app hides it (launchAutoHide off)'],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            {unavailable
              ? `Not here: ${unavailable}. On Android or iOS this shows the splash screen for 2 seconds.`
              : 'Shows the splash screen for 2 seconds.'}
            {error && <p role="status">Could not show it: {error}</p>}
          </IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            onClick={() => {
              // Enabled everywhere (a disabled button is unreachable by keyboard): off a device it says why.
              if (unavailable !== undefined) {
                setError(unavailable);
                return;
              }
              showSplashBriefly(2000).catch((cause: unknown) => {
                setError(String(cause));
              });
            }}
          >
            Show splash screen
          </IonButton>
        </ButtonRow>
      </TryIt>
    </>
  );
}
