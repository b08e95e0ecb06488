import { IonContent, IonHeader, IonPage, IonTitle, IonToolbar } from '@ionic/react';

const Tab2: React.FC = () => (
  <IonPage>
    <IonHeader>
      <IonToolbar>
        <IonTitle>Explore</IonTitle>
      </IonToolbar>
    </IonHeader>
    <IonContent fullscreen>
      <IonHeader collapse="condense">
        <IonToolbar>
          <IonTitle size="large">Explore</IonTitle>
        </IonToolbar>
      </IonHeader>
      <p className="ion-padding">Tab 2 page</p>
    </IonContent>
  </IonPage>
);

export default Tab2;
