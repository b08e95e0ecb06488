import { IonButton, IonItem, IonLabel, IonNote } from '@ionic/react';
import { runtimeKind, runtimeLabels } from '../../platform/runtime';
import { APP_NAME } from '../../shared/appIdentity';
import { DarkModeToggle } from '../../theme/DarkModeToggle';
import { Page } from '../../shared/Page';
import { Section } from '../../shared/Section';
import { useFollowsSystem } from '../../theme/followsSystem';
import { followSystemSetting } from '../../theme/themeStore';

/** P5: Appearance (the seed's preference) and About. */
export default function SettingsPage() {
  // Nothing to forget while the theme is the system's: the button would change nothing.
  const followingSystem = useFollowsSystem();

  return (
    <Page title="Settings">
      <Section title="Appearance">
        <DarkModeToggle />
        <IonItem>
          <IonLabel className="ion-text-wrap">
            Use system setting
            <p>{followingSystem ? 'Same as the system now' : 'Forget the choice above'}</p>
          </IonLabel>
          <IonButton
            slot="end"
            fill="outline"
            disabled={followingSystem}
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
          <IonNote slot="end">{runtimeLabels[runtimeKind()]}</IonNote>
        </IonItem>
      </Section>
    </Page>
  );
}
