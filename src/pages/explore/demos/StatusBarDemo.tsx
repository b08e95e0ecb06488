import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { useStore } from 'zustand';
import {
  setStatusBarStyle,
  unavailableReason,
  type StatusBarStyle,
} from '../../../platform/native';
import { startupStore } from '../../../platform/platformReady';
import { describeOutcome } from '../../../platform/startupLabels';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

const STYLES: readonly (readonly [StatusBarStyle, string])[] = [
  ['DEFAULT', 'Default'],
  ['LIGHT', 'Dark text'],
  ['DARK', 'Light text'],
];

export function StatusBarDemo() {
  const { steps } = useStore(startupStore);
  const [chosen, setChosen] = useState<string>();
  const statusBar = steps.find((step) => step.id === 'statusBar');
  const unavailable = unavailableReason('StatusBar');

  return (
    <>
      <LiveState
        rows={[
          ['Set at start-up', statusBar ? describeOutcome(statusBar) : 'Start-up is running'],
          ['Style now', chosen ?? 'As set at start-up'],
        ]}
      />
      <TryIt>
        {unavailable && (
          <IonItem>
            <IonLabel className="ion-text-wrap">
              Not here: {unavailable}. On Android or iOS these buttons set the status bar style.
            </IonLabel>
          </IonItem>
        )}
        <ButtonRow>
          {STYLES.map(([style, label]) => (
            <IonButton
              key={style}
              expand="block"
              fill="outline"
              onClick={() => {
                if (unavailable !== undefined) {
                  setChosen(`Not set: ${unavailable}`);
                  return;
                }
                setStatusBarStyle(style).then(
                  () => {
                    setChosen(label);
                  },
                  (cause: unknown) => {
                    setChosen(`Could not set it: ${String(cause)}`);
                  },
                );
              }}
            >
              {label}
            </IonButton>
          ))}
        </ButtonRow>
      </TryIt>
    </>
  );
}
