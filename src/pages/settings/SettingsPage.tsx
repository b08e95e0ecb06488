import { IonButton, IonItem, IonLabel, IonNote } from '@ionic/react';
import { useStore } from 'zustand';
import { runtimeKind, runtimeLabels } from '../../platform/runtime';
import { APP_NAME } from '../../shared/appIdentity';
import { DarkModeToggle } from '../../theme/DarkModeToggle';
import { Page } from '../../shared/Page';
import { Section } from '../../shared/Section';
import { followSystemSetting, themeStore } from '../../theme/themeStore';

/** P5: Appearance (the seed's preference) and About. */
export default function SettingsPage() {
  const { source } = useStore(themeStore);
  // Nothing chosen: the app already follows the system, so there is nothing to forget.
  const followingSystem = source === 'system';

  return (
    <Page title="Settings">
      <Section title="Appearance">
        <DarkModeToggle />
        <IonItem>
          <IonLabel className="ion-text-wrap">
            Use system setting
            <p>{followingSystem ? 'Following the system now' : 'Forget the choice above'}</p>
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
