import { IonItem } from '@ionic/react';
import { useLingui } from '../shared/i18n';
import { directionOf, isLanguage } from '../shared/languages';
import { IonToggle } from '../ionic/lazyToggle';
import { useStore } from 'zustand';
import { setPrefersDark, themeStore } from './themeStore';
import { useHydrated } from '../shared/hydration';

/** P5: the Dark mode toggle, bound to `prefersDark` (stores it, applies it at once). */
export function DarkModeToggle() {
  const { i18n, _ } = useLingui();
  const { prefersDark } = useStore(themeStore);
  // Prerendered unchecked (and hidden until the app runs, ionic/prerendered.css): Ionic, adopting the
  // prerendered toggle, can check it but not uncheck it.
  const hydrated = useHydrated();
  // P15: Ionic reads the direction once, at its first render: a new direction, a new toggle.
  const dir = directionOf(isLanguage(i18n.locale) ? i18n.locale : 'en');
  return (
    <IonItem>
      <IonToggle
        key={dir}
        dir={dir}
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
