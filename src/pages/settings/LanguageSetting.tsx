import { IonIcon, IonItem } from '@ionic/react';
import { choicesRow } from '../../shared/rows';
import { checkmark } from 'ionicons/icons';
import type { KeyboardEvent } from 'react';
import { useStore } from 'zustand';
import { useLingui } from '../../shared/i18n';
import { useHydrated } from '../../shared/hydration';
import { LANGUAGE_NAMES, LANGUAGES } from '../../shared/languages';
import { languageStore, setLanguage, type LanguageSetting } from '../../platform/language';

const ARROWS: Readonly<Record<string, number>> = {
  ArrowDown: 1,
  ArrowRight: 1,
  ArrowUp: -1,
  ArrowLeft: -1,
};

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
  const chosen = hydrated ? options.findIndex((option) => option.value === setting) : -1;
  // The ARIA radio group: one tab stop, the arrow keys move the choice.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = ARROWS[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = options[(Math.max(chosen, 0) + step + options.length) % options.length];
    if (!next) return;
    void setLanguage(next.value);
    event.currentTarget.querySelector<HTMLElement>(`[data-language="${next.value}"]`)?.focus();
  };
  return (
    <IonItem lines="none" {...choicesRow}>
      <div
        role="radiogroup"
        aria-label={_('settings.language')}
        className="choices"
        onKeyDown={onKeyDown}
      >
        {options.map(({ value, name, lang }, index) => {
          const checked = index === chosen;
          return (
            <button
              key={value}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={index === Math.max(chosen, 0) ? 0 : -1}
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
