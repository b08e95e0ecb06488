import { IonItem, IonToggle } from '@ionic/react';
import { useStore } from 'zustand';
import { setPrefersDark, themeStore } from '../../../theme/themeStore';
import { themeSourceLabels } from '../../home/labels';
import { LiveState, TryIt } from './DemoSection';

export function ThemeDemo() {
  const { prefersDark, source } = useStore(themeStore);
  return (
    <>
      <LiveState
        rows={[
          ['prefersDark', String(prefersDark)],
          ['Came from', themeSourceLabels[source]],
        ]}
      />
      <TryIt>
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
      </TryIt>
    </>
  );
}
