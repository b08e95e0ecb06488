import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
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
      {/* P10, P15: the address within the app, on one line at any width; the copy is the whole link. */}
      <LiveState rows={[[_('demo.deep.thisPage'), new URL(link).pathname]]} />
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
            <IonLabel role="status" {...wraps}>
              {_(copied)}
            </IonLabel>
          </IonItem>
        )}
      </TryIt>
    </>
  );
}
