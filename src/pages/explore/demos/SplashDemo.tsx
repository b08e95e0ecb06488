import { useLingui } from '../../../shared/i18n';
import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { useStore } from 'zustand';
import {
  showSplashBriefly,
  unavailableAsPrerendered,
  unavailableReason,
} from '../../../platform/native';
import { useHydrated } from '../../../shared/hydration';
import { startupStore } from '../../../platform/platformReady';
import { describeOutcome } from '../../../platform/startupLabels';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

export function SplashDemo() {
  const { steps } = useStore(startupStore);
  const { i18n, _ } = useLingui();
  const [error, setError] = useState<string>();
  const splash = steps.find((step) => step.id === 'splash');
  // A native app hydrates the browser's prerendered page: it says what the browser said, first.
  const unavailable = useHydrated()
    ? unavailableReason('SplashScreen')
    : unavailableAsPrerendered('SplashScreen');

  return (
    <>
      <LiveState
        rows={[
          [
            _('demo.splash.hiddenAtStart'),
            splash ? describeOutcome(splash, i18n) : _('demo.startupRunning'),
          ],
          [_('demo.splash.hidesItself'), _('demo.splash.hidesItselfValue')],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            {unavailable
              ? _('demo.splash.notHere', { reason: _(unavailable) })
              : _('demo.splash.hint')}
            {error && <p role="status">{_('demo.splash.couldNot', { error })}</p>}
          </IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            onClick={() => {
              // Enabled everywhere (a disabled button is unreachable by keyboard): off a device it says why.
              if (unavailable !== undefined) {
                setError(_(unavailable));
                return;
              }
              showSplashBriefly(2000).catch((cause: unknown) => {
                setError(String(cause));
              });
            }}
          >
            {_('demo.splash.show')}
          </IonButton>
        </ButtonRow>
      </TryIt>
    </>
  );
}
