import { useLingui } from '../../shared/i18n';
import { IonIcon, IonItem, IonLabel, IonList } from '@ionic/react';
import { InTurns } from '../../shared/inTurns';
import { Page } from '../../shared/Page';
import { tabPath } from '../../shared/paths';
import { capabilities } from './capabilities';

/** P4: the app's capabilities, each opening its own page. */
export default function ExplorePage() {
  const { _ } = useLingui();
  return (
    <Page title={_('tab.explore')}>
      <IonList inset>
        <InTurns>
          {capabilities.map((capability) => (
            <IonItem
              key={capability.id}
              routerLink={`${tabPath('explore')}/${capability.id}`}
              detail
            >
              <IonIcon aria-hidden="true" icon={capability.icon} slot="start" />
              <IonLabel>
                <h2>{_(capability.title)}</h2>
                <p>{_(capability.summary)}</p>
              </IonLabel>
            </IonItem>
          ))}
        </InTurns>
      </IonList>
    </Page>
  );
}
