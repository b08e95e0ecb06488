import { useLingui } from '../../../shared/i18n';
import { msg } from '../../../shared/i18n';
import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { copyText, pageAddress } from '../../../platform/browser';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

export function DeepLinkDemo() {
  const link = pageAddress();
  const [copied, setCopied] = useState<string>();
  const { _ } = useLingui();

  return (
    <>
      <LiveState rows={[[_('demo.deep.thisPage'), link]]} />
      <TryIt>
        <ButtonRow>
          <IonButton
            expand="block"
            size="default"
            onClick={() => {
              copyText(link).then(
                () => {
                  setCopied(msg('demo.deep.copied'));
                },
                () => {
                  setCopied(msg('demo.deep.notAllowed'));
                },
              );
            }}
          >
            {_('demo.deep.copy')}
          </IonButton>
        </ButtonRow>
        {copied && (
          <IonItem>
            <IonLabel role="status" className="ion-text-wrap">
              {_(copied)}
            </IonLabel>
          </IonItem>
        )}
      </TryIt>
    </>
  );
}
