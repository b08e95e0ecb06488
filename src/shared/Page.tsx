import {
  IonBackButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonPage,
  IonTitle,
  IonToolbar,
  useIonViewDidEnter,
} from '@ionic/react';
import type { ReactNode } from 'react';
import { pageEntered } from './preload';

interface PageProps {
  readonly title: string;
  /** Where the back button goes when there is no history (a deep link); no back button without it. */
  readonly backHref?: string;
  readonly children: ReactNode;
}

/** One screen: a header with its title (and back button on inner pages) over scrolling content. */
export function Page({ title, backHref, children }: PageProps) {
  useIonViewDidEnter(pageEntered);
  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          {backHref !== undefined && (
            <IonButtons slot="start">
              <IonBackButton defaultHref={backHref} />
            </IonButtons>
          )}
          <IonTitle>{title}</IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent>
        <IonHeader collapse="condense">
          <IonToolbar>
            <IonTitle size="large">{title}</IonTitle>
          </IonToolbar>
        </IonHeader>
        {children}
      </IonContent>
    </IonPage>
  );
}
