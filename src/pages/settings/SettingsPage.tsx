import { IonButton, IonItem, IonLabel, IonNote } from '@ionic/react';
import { wraps } from '../../shared/rows';
import { useLingui } from '../../shared/i18n';
import { runtimeKind, runtimeLabels } from '../../platform/runtime';
import { APP_NAME } from '../../shared/appIdentity';
import { DarkModeToggle } from '../../theme/DarkModeToggle';
import { LiveValue } from '../../shared/LiveValue';
import { Page } from '../../shared/Page';
import { ButtonRow, Section } from '../../shared/Section';
import { useFollowsSystem } from '../../theme/followsSystem';
import { LanguageSetting } from './LanguageSetting';
import { followSystemSetting } from '../../theme/themeStore';
import { usePending, useHydrated } from '../../shared/hydration';

/** P5: Appearance (the seed's preference), Language (P14) and About. */
export default function SettingsPage() {
  const { _ } = useLingui();
  const pending = usePending();
  // Nothing to forget while the theme is the system's: the button would change nothing.
  const followingSystem = useFollowsSystem();
  // Prerendered (P10): nothing to do and nothing to state until the app runs.
  const hydrated = useHydrated();

  return (
    <Page title={_('tab.settings')}>
      <Section title={_('settings.appearance')}>
        <DarkModeToggle />
        <IonItem lines="none">
          <IonLabel {...wraps}>
            {_('settings.useSystem')}
            <LiveValue>
              {hydrated
                ? _(followingSystem ? 'settings.useSystem.same' : 'settings.useSystem.forget')
                : pending}
            </LiveValue>
          </IonLabel>
        </IonItem>
        <ButtonRow>
          <IonButton
            expand="block"
            size="default"
            fill="outline"
            // Prerendered enabled: Ionic, adopting the prerendered button, can add `disabled` but
            // not take it away.
            disabled={hydrated && followingSystem}
            onClick={() => followSystemSetting()}
          >
            {_('settings.useSystem.button')}
          </IonButton>
        </ButtonRow>
      </Section>

      <Section title={_('settings.language')}>
        <LanguageSetting />
      </Section>

      <Section title={_('settings.about')}>
        <IonItem>
          <IonLabel>{_('settings.name')}</IonLabel>
          <IonNote slot="end">{APP_NAME}</IonNote>
        </IonItem>
        <IonItem>
          <IonLabel>{_('settings.version')}</IonLabel>
          <IonNote slot="end" data-testid="version">
            {__APP_VERSION__}
          </IonNote>
        </IonItem>
        <IonItem>
          <IonLabel>{_('settings.build')}</IonLabel>
          <IonNote slot="end" data-testid="build">
            {__APP_BUILD__}
          </IonNote>
        </IonItem>
        <IonItem>
          <IonLabel>{_('settings.platform')}</IonLabel>
          <IonNote slot="end">{hydrated ? _(runtimeLabels[runtimeKind()]) : pending}</IonNote>
        </IonItem>
      </Section>
    </Page>
  );
}
