import { IonItem, IonLabel, IonList, IonListHeader, IonNote } from '@ionic/react';
import type { ReactNode } from 'react';

/** "Live state": what the capability is doing now, as label–value rows. */
export function LiveState({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <IonList inset>
      <IonListHeader>
        <IonLabel>Live state</IonLabel>
      </IonListHeader>
      {rows.map(([label, value]) => (
        <IonItem key={label}>
          <IonLabel className="ion-text-wrap">{label}</IonLabel>
          <IonNote slot="end" className="ion-text-wrap">
            {value}
          </IonNote>
        </IonItem>
      ))}
    </IonList>
  );
}

/** "Try it": the controls that exercise the capability. */
export function TryIt({ children }: { readonly children: ReactNode }) {
  return (
    <IonList inset>
      <IonListHeader>
        <IonLabel>Try it</IonLabel>
      </IonListHeader>
      {children}
    </IonList>
  );
}
