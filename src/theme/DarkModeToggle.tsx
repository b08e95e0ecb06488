import { IonItem } from '@ionic/react';
import { useLingui } from '../shared/i18n';
import { IonToggle } from '../ionic/lazyIonic';
import { useStore } from 'zustand';
import { setPrefersDark, themeStore } from './themeStore';
import { useHydrated } from '../shared/hydration';

/** P5: the Dark mode toggle, bound to `prefersDark` (stores it, applies it at once). */
export function DarkModeToggle() {
  const { _ } = useLingui();
  const { prefersDark } = useStore(themeStore);
  // Prerendered unchecked (and hidden until the app runs, shell.css): Ionic, adopting the
  // prerendered toggle, can check it but not uncheck it.
  const hydrated = useHydrated();
  return (
    <IonItem>
      <IonToggle
        checked={hydrated && prefersDark}
        onIonChange={(event) => {
          setPrefersDark(event.detail.checked);
        }}
      >
        {_('settings.darkMode')}
      </IonToggle>
    </IonItem>
  );
}
