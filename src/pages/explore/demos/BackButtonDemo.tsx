import { IonButton, IonContent, IonItem, IonLabel, IonList } from '@ionic/react';
import { IonMenu, IonSheet } from '../../../ionic/lazyIonic';
import { useRef, useState } from 'react';
import { BACK_PRIORITY, pressBack } from '../../../platform/backButton';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

/** The page's content id, which the demo menu slides over. */
export const BACK_DEMO_CONTENT_ID = 'back-button-demo';

function PressBack() {
  return (
    <IonButton expand="block" onClick={pressBack}>
      Press Back
    </IonButton>
  );
}

/** S10, P4: open an overlay or the menu, then press Back to see which closes first. */
export function BackButtonDemo() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLIonMenuElement>(null);
  const openMenu = () => void menu.current?.open();

  return (
    <>
      <LiveState
        rows={[
          ['Sheet (overlay, priority 100)', sheetOpen ? 'Open' : 'Closed'],
          ['Menu (priority 99)', menuOpen ? 'Open' : 'Closed'],
          ['Navigation (priority 0)', 'Goes back a page'],
          [`At a tab root on Android (${BACK_PRIORITY.exitApp})`, 'Leaves the app'],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            Open both, then press Back: the sheet closes, then the menu, then you go back.
          </IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            fill="outline"
            onClick={() => {
              openMenu();
              setSheetOpen(true);
            }}
          >
            Open menu and sheet
          </IonButton>
          <IonButton
            expand="block"
            fill="outline"
            onClick={() => {
              setSheetOpen(true);
            }}
          >
            Open a sheet
          </IonButton>
          <IonButton expand="block" fill="outline" onClick={openMenu}>
            Open the menu
          </IonButton>
          <PressBack />
        </ButtonRow>
      </TryIt>

      <IonSheet
        isOpen={sheetOpen}
        initialBreakpoint={0.4}
        breakpoints={[0, 0.4]}
        aria-label="Back button sheet"
        onIonModalDidDismiss={() => {
          setSheetOpen(false);
        }}
      >
        <IonContent className="ion-padding">
          <p>This sheet is an overlay. Back closes it before anything else.</p>
          <PressBack />
        </IonContent>
      </IonSheet>

      <IonMenu
        contentId={BACK_DEMO_CONTENT_ID}
        slot="fixed"
        side="end"
        type="overlay"
        swipeGesture={false}
        ref={menu}
        onIonDidClose={() => {
          setMenuOpen(false);
        }}
        onIonDidOpen={() => {
          setMenuOpen(true);
        }}
      >
        <IonContent>
          <IonList>
            <IonItem lines="none">
              <IonLabel className="ion-text-wrap">
                <h2>Menu</h2>
                <p>Back closes the menu once no overlay is open.</p>
              </IonLabel>
            </IonItem>
          </IonList>
          <div className="ion-padding">
            <PressBack />
          </div>
        </IonContent>
      </IonMenu>
    </>
  );
}
