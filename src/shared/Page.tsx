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
import { useRef, type ReactNode } from 'react';
import { pageEntered } from './preload';

interface PageProps {
  readonly title: string;
  /** Where the back button goes when there is no history (a deep link); no back button without it. */
  readonly backHref?: string;
  /** The content's id, for a menu that slides over it (`IonMenu contentId`). */
  readonly contentId?: string;
  readonly children: ReactNode;
}

let firstPage = true;

/**
 * One screen: a header with its title (and a back button on inner pages) over scrolling content.
 * After a navigation, focus moves to the new page's heading, so a screen reader announces it.
 */
export function Page({ title, backHref, contentId, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);

  useIonViewDidEnter(() => {
    pageEntered();
    if (firstPage) firstPage = false;
    else heading.current?.focus({ preventScroll: true });
  });

  return (
    <IonPage>
      <IonHeader>
        <IonToolbar>
          {backHref !== undefined && (
            <IonButtons slot="start">
              <IonBackButton defaultHref={backHref} />
            </IonButtons>
          )}
          <IonTitle>
            <h1 className="page-title" ref={heading} tabIndex={-1}>
              {title}
            </h1>
          </IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent {...(contentId === undefined ? {} : { id: contentId })}>{children}</IonContent>
    </IonPage>
  );
}
