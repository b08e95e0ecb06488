import { IonButton, IonItem, IonLabel, IonNote } from '@ionic/react';
import { runtimeKind, runtimeLabels } from '../../platform/runtime';
import { APP_NAME } from '../../shared/appIdentity';
import { DarkModeToggle } from '../../theme/DarkModeToggle';
import { Page } from '../../shared/Page';
import { Section } from '../../shared/Section';
import { useFollowsSystem } from '../../theme/followsSystem';
import { followSystemSetting } from '../../theme/themeStore';
import { PENDING, useHydrated } from '../../shared/hydration';

/** P5: Appearance (the seed's preference) and About. */
export default function SettingsPage() {
  // Nothing to forget while the theme is the system's: the button would change nothing.
  const followingSystem = useFollowsSystem();
  // Prerendered (P10): nothing to do and nothing to state until the app runs.
  const hydrated = useHydrated();

  return (
    <Page title="Settings">
      <Section title="Appearance">
        <DarkModeToggle />
        <IonItem>
          <IonLabel className="ion-text-wrap">
            Use system setting
            <p className="live-value">
              {hydrated
                ? followingSystem
                  ? 'Same as the system now'
                  : 'Forget the choice above'
                : PENDING}
            </p>
          </IonLabel>
          <IonButton
            slot="end"
            fill="outline"
            // Prerendered enabled: Ionic, adopting the prerendered button, can add `disabled` but
            // not take it away.
            disabled={hydrated && followingSystem}
            onClick={() => followSystemSetting()}
          >
            Use system
          </IonButton>
        </IonItem>
      </Section>

      <Section title="About">
        <IonItem>
          <IonLabel>Name</IonLabel>
          <IonNote slot="end">{APP_NAME}</IonNote>
        </IonItem>
        <IonItem>
          <IonLabel>Version</IonLabel>
          <IonNote slot="end" data-testid="version">
            {__APP_VERSION__}
          </IonNote>
        </IonItem>
        <IonItem>
          <IonLabel>Build</IonLabel>
          <IonNote slot="end" data-testid="build">
            {__APP_BUILD__}
          </IonNote>
        </IonItem>
        <IonItem>
          <IonLabel>Platform</IonLabel>
          <IonNote slot="end">{hydrated ? runtimeLabels[runtimeKind()] : PENDING}</IonNote>
        </IonItem>
      </Section>
    </Page>
  );
}
