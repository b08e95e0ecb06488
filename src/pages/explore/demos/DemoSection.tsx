import { IonItem, IonLabel, IonNote } from '@ionic/react';
import type { ReactNode } from 'react';
import { Section } from '../../../shared/Section';

/** "Live state": what the capability is doing now, as label–value rows. */
export function LiveState({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Section title="Live state">
      {rows.map(([label, value]) => (
        <IonItem key={label}>
          <IonLabel className="ion-text-wrap">{label}</IonLabel>
          <IonNote slot="end" className="ion-text-wrap">
            {value}
          </IonNote>
        </IonItem>
      ))}
    </Section>
  );
}

/** "Try it": the controls that exercise the capability. */
export function TryIt({ children }: { readonly children: ReactNode }) {
  return <Section title="Try it">{children}</Section>;
}
