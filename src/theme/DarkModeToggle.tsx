import { IonItem } from '@ionic/react';
import { IonToggle } from '../ionic/lazyIonic';
import { useStore } from 'zustand';
import { setPrefersDark, themeStore } from './themeStore';
import { useHydrated } from '../shared/hydration';

/** P5: the Dark mode toggle, bound to `prefersDark` (stores it, applies it at once). */
export function DarkModeToggle() {
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
        Dark mode
      </IonToggle>
    </IonItem>
  );
}
