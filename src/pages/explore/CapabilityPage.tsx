import { IonLabel, IonList, IonItem, IonText } from '@ionic/react';
import { Navigate, useParams } from 'react-router-dom';
import { Page } from '../../shared/Page';
import { tabPath } from '../../tabs/paths';
import { findCapability } from './capabilities';

/** P4: one capability at `/tabs/explore/:id`. An unknown id is an unmatched route (S2). */
export default function CapabilityPage() {
  const { id } = useParams();
  const capability = findCapability(id);
  if (!capability) return <Navigate to="/" replace />;

  return (
    <Page title={capability.title} backHref={tabPath('explore')}>
      <div className="ion-padding">
        <IonText>
          <p>{capability.description}</p>
        </IonText>
      </div>
      <IonList inset>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            <p>Link to this page</p>
            <h3>{`${tabPath('explore')}/${capability.id}`}</h3>
          </IonLabel>
        </IonItem>
      </IonList>
    </Page>
  );
}
