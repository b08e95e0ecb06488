import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
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
import { msg, type Text } from '../../../shared/i18n';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

const SHOWN_MS = 2000;

export function SplashDemo() {
  const { steps } = useStore(startupStore);
  const { i18n, _ } = useLingui();
  // P15: a try's outcome has its row from the first frame: nothing moves when it comes.
  const [outcome, setOutcome] = useState<Text>({ id: msg('demo.splash.notYet') });
  const splash = steps.find((step) => step.id === 'splash');
  const hydrated = useHydrated();
  // A native app hydrates the browser's prerendered page: it says what the browser said, first;
  // prerendered enabled, as Ionic, adopting the prerendered button, can add `disabled` but not take it away.
  const unavailable = hydrated ? unavailableReason('SplashScreen') : unavailableAsPrerendered();

  return (
    <>
      <LiveState
        rows={[
          [
            _('demo.splash.hiddenAtStart'),
            splash ? describeOutcome(splash, i18n) : _('demo.startupRunning'),
          ],
          [_('demo.splash.hidesItself'), _('demo.splash.hidesItselfValue')],
          [_('demo.splash.fromHere'), _(outcome)],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel {...wraps}>
            {unavailable
              ? _('demo.splash.notHere', { reason: _(unavailable) })
              : _('demo.splash.hint')}
          </IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            size="default"
            disabled={hydrated && unavailable !== undefined}
            onClick={() => {
              showSplashBriefly(SHOWN_MS).then(
                () => {
                  setOutcome({ id: msg('demo.splash.shown') });
                },
                (cause: unknown) => {
                  setOutcome({ id: msg('demo.splash.couldNot'), values: { error: String(cause) } });
                },
              );
            }}
          >
            {_('demo.splash.show')}
          </IonButton>
        </ButtonRow>
      </TryIt>
    </>
  );
}
