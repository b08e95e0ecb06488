import { IonItem, IonLabel } from '@ionic/react';
import type { ReactNode } from 'react';
import { Section } from '../../../shared/Section';
import { PENDING, useHydrated } from '../../../shared/hydration';

/** What the capability is doing now; pending until the app runs (P10). */
export function LiveState({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  const hydrated = useHydrated();
  return (
    <Section title="Live state">
      {rows.map(([label, value]) => (
        <IonItem key={label}>
          <IonLabel className="ion-text-wrap">
            <h3>{label}</h3>
            <p className="live-value">{hydrated ? value : PENDING}</p>
          </IonLabel>
        </IonItem>
      ))}
    </Section>
  );
}

export function TryIt({ children }: { readonly children: ReactNode }) {
  return <Section title="Try it">{children}</Section>;
}
