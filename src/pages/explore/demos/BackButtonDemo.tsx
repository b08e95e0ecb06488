import { useLingui } from '../../../shared/i18n';
import { wraps } from '../../../shared/rows';
import { IonButton, IonItem, IonLabel } from '@ionic/react';
import { Suspense, useCallback, useState } from 'react';
import { pressBack } from '../../../platform/backButton';
import { useHydrated } from '../../../shared/hydration';
import { lazyWithPreload } from '../../../shared/preload';
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

/** Rendered once the page is hydrated, fetched then (or with every lazy module, S3). */
const Overlays = lazyWithPreload(() => import('./BackButtonOverlays'));

/** S10, P4: open an overlay or the menu, then press Back to see which closes first. */
export function BackButtonDemo() {
  const [sheetOpen, setSheetOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const hydrated = useHydrated();
  const { _ } = useLingui();
  const openMenu = () => {
    setMenuWanted(true);
  };
  const menuOpening = useCallback(() => {
    setMenuWanted(false);
  }, []);

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

      {hydrated && (
        <Suspense fallback={null}>
          <Overlays
            contentId={BACK_DEMO_CONTENT_ID}
            sheetOpen={sheetOpen}
            onSheetClosed={() => {
              setSheetOpen(false);
            }}
            menuWanted={menuWanted}
            onMenuOpening={menuOpening}
            onMenuChanged={setMenuOpen}
            pressBack={<PressBack />}
          />
        </Suspense>
      )}
    </>
  );
}
