import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
import { IonButton, IonContent, IonItem, IonLabel, IonList } from '@ionic/react';
import { IonMenu, IonSheet } from '../../../ionic/lazyIonic';
import { useRef, useState } from 'react';
import { pressBack } from '../../../platform/backButton';
import { ButtonRow } from '../../../shared/Section';
import { LiveState, TryIt } from './DemoSection';

/** The page's content id, which the demo menu slides over. */
export const BACK_DEMO_CONTENT_ID = 'back-button-demo';

function PressBack() {
  const { _ } = useLingui();
  return (
    <IonButton expand="block" size="default" onClick={pressBack}>
      {_('demo.back.press')}
    </IonButton>
  );
}

/** S10, P4: open an overlay or the menu, then press Back to see which closes first. */
export function BackButtonDemo() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const menu = useRef<HTMLIonMenuElement>(null);
  const { _ } = useLingui();
  const openMenu = () => void menu.current?.open();

  return (
    <>
      <LiveState
        rows={[
          [_('demo.back.sheetRow'), _(sheetOpen ? 'demo.back.open' : 'demo.back.closed')],
          [_('demo.back.menuRow'), _(menuOpen ? 'demo.back.open' : 'demo.back.closed')],
          [_('demo.back.navRow'), _('demo.back.goesBack')],
          [_('demo.back.rootRow'), _('demo.back.leaves')],
        ]}
      />
      <TryIt>
        <IonItem>
          <IonLabel {...wraps}>{_('demo.back.hint')}</IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            size="default"
            fill="outline"
            onClick={() => {
              openMenu();
              setSheetOpen(true);
            }}
          >
            {_('demo.back.openBoth')}
          </IonButton>
          <IonButton
            expand="block"
            size="default"
            fill="outline"
            onClick={() => {
              setSheetOpen(true);
            }}
          >
            {_('demo.back.openSheet')}
          </IonButton>
          <IonButton expand="block" size="default" fill="outline" onClick={openMenu}>
            {_('demo.back.openMenu')}
          </IonButton>
          <PressBack />
        </ButtonRow>
      </TryIt>

      <IonSheet
        isOpen={sheetOpen}
        initialBreakpoint={0.4}
        breakpoints={[0, 0.4]}
        aria-label={_('demo.back.sheetLabel')}
        onIonModalDidDismiss={() => {
          setSheetOpen(false);
        }}
      >
        <IonContent className="ion-padding">
          <p className="running-text">{_('demo.back.sheetText')}</p>
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
              <IonLabel {...wraps}>
                <h2>{_('demo.back.menuTitle')}</h2>
                <p>{_('demo.back.menuText')}</p>
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
