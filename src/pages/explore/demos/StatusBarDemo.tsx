import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
import { msg } from '../../../shared/i18n';
import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { useStore } from 'zustand';
import {
  setStatusBarStyle,
  unavailableAsPrerendered,
  unavailableReason,
  type StatusBarStyle,
} from '../../../platform/native';
import { startupStore } from '../../../platform/platformReady';
import { describeOutcome } from '../../../platform/startupLabels';
import { useHydrated } from '../../../shared/hydration';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

/** Each style and its name, a message id. */
const STYLES: readonly (readonly [StatusBarStyle, string])[] = [
  ['DEFAULT', msg('demo.statusBar.default')],
  ['LIGHT', msg('demo.statusBar.light')],
  ['DARK', msg('demo.statusBar.dark')],
];

export function StatusBarDemo() {
  const { steps } = useStore(startupStore);
  const { i18n, _ } = useLingui();
  const [chosen, setChosen] = useState<string>();
  const statusBar = steps.find((step) => step.id === 'statusBar');
  const hydrated = useHydrated();
  // A native app hydrates the browser's prerendered page: it says what the browser said, first;
  // prerendered enabled, as Ionic, adopting the prerendered button, can add `disabled` but not take it away.
  const unavailable = hydrated ? unavailableReason('StatusBar') : unavailableAsPrerendered();

  return (
    <>
      <LiveState
        rows={[
          [
            _('demo.statusBar.setAtStart'),
            statusBar ? describeOutcome(statusBar, i18n) : _('demo.startupRunning'),
          ],
          [_('demo.statusBar.styleNow'), chosen ?? _('demo.statusBar.asSet')],
        ]}
      />
      <TryIt>
        {unavailable && (
          <IonItem>
            <IonLabel {...wraps}>
              {_('demo.statusBar.notHere', { reason: _(unavailable) })}
            </IonLabel>
          </IonItem>
        )}
        <ButtonRow>
          {STYLES.map(([style, label]) => (
            <IonButton
              key={style}
              expand="block"
              size="default"
              fill="outline"
              disabled={hydrated && unavailable !== undefined}
              onClick={() => {
                setStatusBarStyle(style).then(
                  () => {
                    setChosen(_(label));
                  },
                  (cause: unknown) => {
                    setChosen(_('demo.statusBar.couldNot', { error: String(cause) }));
                  },
                );
              }}
            >
              {_(label)}
            </IonButton>
          ))}
        </ButtonRow>
      </TryIt>
    </>
  );
}
