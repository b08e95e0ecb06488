import { IonIcon, IonItem } from '@ionic/react';
import { checkmark } from 'ionicons/icons';
import { useStore } from 'zustand';
import { useLingui } from '../../shared/i18n';
import { useHydrated } from '../../shared/hydration';
import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/languages';
import { languageStore, setLanguage, type LanguageSetting } from '../../platform/language';

/**
 * P14: "System default" and each language named in itself; a choice applies at once. Plain radio
 * buttons: Ionic's radio group adds a form input of its own that React's hydration cannot adopt.
 */
export function LanguageSetting() {
  const { _ } = useLingui();
  const { setting } = useStore(languageStore);
  // Prerendered with nothing chosen: the stored choice is known once the app runs.
  const hydrated = useHydrated();
  const options: readonly { value: LanguageSetting; name: string; lang?: string }[] = [
    { value: 'system', name: _('settings.language.system') },
    ...LANGUAGES.map((language) => ({
      value: language,
      name: LANGUAGE_NAMES[language],
      lang: language,
    })),
  ];
  return (
    <IonItem lines="none">
      <div role="radiogroup" aria-label={_('settings.language')} className="choices">
        {options.map(({ value, name, lang }) => {
          const checked = hydrated && setting === value;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              className="choice ion-activatable"
              data-language={value}
              onClick={() => void setLanguage(value)}
            >
              <span lang={lang}>{name}</span>
              {/* Styled by its place: Ionic's paint writes the icon's classes itself. */}
              <IonIcon icon={checkmark} aria-hidden="true" />
            </button>
          );
        })}
      </div>
    </IonItem>
  );
}
