import { IonItem } from '@ionic/react';
import { IonToggle } from '../shared/lazyIonic';
import { useStore } from 'zustand';
import { setPrefersDark, themeStore } from './themeStore';

/** P5: the Dark mode toggle, bound to `prefersDark` (stores it, applies it at once). */
export function DarkModeToggle() {
  const { prefersDark } = useStore(themeStore);
  return (
    <IonItem>
      <IonToggle
        checked={prefersDark}
        onIonChange={(event) => {
          setPrefersDark(event.detail.checked);
        }}
      >
        Dark mode
      </IonToggle>
    </IonItem>
  );
}
