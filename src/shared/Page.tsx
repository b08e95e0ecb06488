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
import { useRef, type MouseEvent, type ReactNode } from 'react';
import { useResolvedPath } from 'react-router-dom';
import { pageEntered } from './preload';
import { PAGE_PATH } from './transitions';

interface PageProps {
  readonly title: string;
  /** Where the back button goes when there is no history (a deep link); no back button without it. */
  readonly backHref?: string;
  /** The content's id, for a menu that slides over it (`IonMenu contentId`). */
  readonly contentId?: string;
  readonly children: ReactNode;
}

let firstPage = true;

/** Whether focus is on the tab bar, where it stays when a tab is chosen (the ARIA tabs pattern). */
function focusOnTabBar(): boolean {
  return document.activeElement?.closest('ion-tab-bar') != null;
}

/**
 * One screen: a header with its title (and a back button on inner pages) over scrolling content.
 * After a navigation within a tab, focus moves to the new page's heading, so a screen reader
 * announces it.
 *
 * A page answers taps only while the URL is its own, as a native navigation stack does during a
 * transition: a tap that lands on a page already leaving (two items tapped a few ms apart, or an
 * item just after Back) would start a second navigation from a page that is no longer current
 * (see transitions.ts).
 */
export function Page({ title, backHref, contentId, children }: PageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // A page shows one path for its life: Ionic gives a pushed page with other parameters a view of
  // its own. Its route's path, which is the URL's unless the page was prepared ahead of its visit.
  const ownPath = useResolvedPath('.').pathname;

  const onClickCapture = (event: MouseEvent) => {
    if (window.location.pathname === ownPath) return;
    event.preventDefault();
    event.stopPropagation();
  };

  useIonViewDidEnter(() => {
    pageEntered();
    if (firstPage) firstPage = false;
    else if (!focusOnTabBar()) heading.current?.focus({ preventScroll: true });
  });

  return (
    <IonPage onClickCapture={onClickCapture} {...{ [PAGE_PATH]: ownPath }}>
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
