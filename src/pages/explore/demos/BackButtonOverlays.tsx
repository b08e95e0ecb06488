import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
import { IonContent, IonItem, IonLabel, IonList } from '@ionic/react';
import { IonMenu, IonSheet } from '../../../ionic/lazyIonic';
import { useEffect, useRef, type ReactNode } from 'react';

export interface OverlaysProps {
  /** The page's content id, which the menu slides over. */
  readonly contentId: string;
  readonly sheetOpen: boolean;
  readonly onSheetClosed: () => void;
  /** The menu was asked to open, maybe before this module came: it opens once it can. */
  readonly menuWanted: boolean;
  readonly onMenuOpening: () => void;
  readonly onMenuChanged: (open: boolean) => void;
  /** What presses Back, inside each overlay. */
  readonly pressBack: ReactNode;
}

/**
 * S10: the demo's sheet and menu, Ionic's modal and menu with them. Closed, they show nothing, so
 * they come after the app is live and never hold its first screen back (issue 57).
 */
export default function BackButtonOverlays({
  contentId,
  sheetOpen,
  onSheetClosed,
  menuWanted,
  onMenuOpening,
  onMenuChanged,
  pressBack,
}: OverlaysProps) {
  const { _ } = useLingui();
  const menu = useRef<HTMLIonMenuElement>(null);

  useEffect(() => {
    if (!menuWanted) return;
    onMenuOpening();
    // Ionic's element is defined as this module runs (lazyIonic.ts), before this effect.
    void menu.current?.open();
  }, [menuWanted, onMenuOpening]);

  return (
    <>
      <IonSheet
        isOpen={sheetOpen}
        initialBreakpoint={0.4}
        breakpoints={[0, 0.4]}
        aria-label={_('demo.back.sheetLabel')}
        onIonModalDidDismiss={onSheetClosed}
      >
        <IonContent className="ion-padding">
          <p className="running-text">{_('demo.back.sheetText')}</p>
          {pressBack}
        </IonContent>
      </IonSheet>

      <IonMenu
        contentId={contentId}
        slot="fixed"
        side="end"
        type="overlay"
        swipeGesture={false}
        ref={menu}
        onIonDidClose={() => {
          onMenuChanged(false);
        }}
        onIonDidOpen={() => {
          onMenuChanged(true);
        }}
      >
        <IonContent>
          <IonList>
            <IonItem lines="none">
              <IonLabel {...wraps}>
                <h2>{_('demo.back.menuTitle')}</h2>
                <p>{_('demo.back.menuText')}</p>
              </IonLabel>
            </IonItem>
          </IonList>
          <div className="ion-padding">{pressBack}</div>
        </IonContent>
      </IonMenu>
    </>
  );
}
