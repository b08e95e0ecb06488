import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { useState } from 'react';
import { copyText, pageAddress } from '../../../platform/browser';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

export function DeepLinkDemo() {
  const link = pageAddress();
  const [copied, setCopied] = useState<string>();

  return (
    <>
      <LiveState rows={[['This page', link]]} />
      <TryIt>
        <ButtonRow>
          <IonButton
            expand="block"
            onClick={() => {
              copyText(link).then(
                () => {
                  setCopied('Link copied. Open it in a new tab: this page opens directly.');
                },
                () => {
                  setCopied('Copying is not allowed here; select the link above instead.');
                },
              );
            }}
          >
            Copy this page&apos;s link
          </IonButton>
        </ButtonRow>
        {copied && (
          <IonItem>
            <IonLabel role="status" className="ion-text-wrap">
              {copied}
            </IonLabel>
          </IonItem>
        )}
      </TryIt>
    </>
  );
}
