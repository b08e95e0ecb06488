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
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useResolvedPath } from 'react-router-dom';
import { pageEntered } from './preload';
import {
  donePreparing,
  focusIsOnTabBar,
  isPreparing,
  PAGE_PATH,
  whenPageShown,
} from '../ionic/outletPages';
import { InTurns, PreparingContext } from './inTurns';
import { useLingui } from './i18n';

interface PageProps {
  readonly title: string;
  /** Where Back goes without history; no back button without it. */
  readonly backHref?: string;
  /** For `IonMenu contentId`. */
  readonly contentId?: string;
  readonly children: ReactNode;
}

let firstPage = true;

/**
 * One screen: a header over scrolling content. Focus moves to a new page's heading for screen
 * readers; taps count only while the URL is the page's own.
 */
export function Page({ title, backHref, contentId, children }: PageProps) {
  const { _ } = useLingui();
  const heading = useRef<HTMLHeadingElement>(null);
  // P14: iOS writes "Back" beside the arrow, Material shows the arrow alone; both name it in the
  // page's language (Ionic's own name is English). The mode is on <html> from the head script on.
  const ios = document.documentElement.getAttribute('mode') === 'ios';
  const back = _('nav.back');
  const ownPath = useResolvedPath('.').pathname;
  // P10: a page made ahead comes in turns while hidden, and whole the moment it is shown.
  const [preparing, setPreparing] = useState(() => isPreparing(ownPath));
  useEffect(() => {
    const inside = heading.current;
    if (!preparing || !inside) return;
    return whenPageShown(inside, () => {
      donePreparing(ownPath);
      // Before the frame that shows the page, so that no frame shows it in part.
      flushSync(() => {
        setPreparing(false);
      });
    });
  }, [preparing, ownPath]);
  // A page made ahead and gone unseen: should its path mount again, it mounts whole.
  useEffect(
    () => () => {
      donePreparing(ownPath);
    },
    [ownPath],
  );

  const onClickCapture = (event: MouseEvent) => {
    if (window.location.pathname === ownPath) return;
    event.preventDefault();
    event.stopPropagation();
  };

  useIonViewDidEnter(() => {
    pageEntered();
    if (firstPage) firstPage = false;
    else if (!focusIsOnTabBar()) heading.current?.focus({ preventScroll: true });
  });

  return (
    <IonPage onClickCapture={onClickCapture} {...{ [PAGE_PATH]: ownPath }}>
      <IonHeader>
        <IonToolbar>
          {backHref !== undefined && (
            // P15: the class Ionic's toolbar adds once live, here from the first frame.
            <IonButtons slot="start" className="buttons-first-slot">
              <IonBackButton defaultHref={backHref} text={ios ? back : null} aria-label={back} />
            </IonButtons>
          )}
          <IonTitle>
            <h1 className="page-title" ref={heading} tabIndex={-1}>
              {title}
            </h1>
          </IonTitle>
        </IonToolbar>
      </IonHeader>
      <IonContent {...(contentId === undefined ? {} : { id: contentId })}>
        <PreparingContext value={preparing}>
          <InTurns>{children}</InTurns>
        </PreparingContext>
      </IonContent>
    </IonPage>
  );
}
