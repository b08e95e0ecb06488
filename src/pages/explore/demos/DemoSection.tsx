import { IonItem, IonLabel, IonNote } from '@ionic/react';
import type { ReactNode } from 'react';
import { Section } from '../../../shared/Section';
import { PENDING, useHydrated } from '../../../shared/hydration';

/** "Live state": what the capability is doing now, as label–value rows. */
export function LiveState({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  // Live only once the app runs: a prerendered page states no fact it cannot know (P10).
  const hydrated = useHydrated();
  return (
    <Section title="Live state">
      {rows.map(([label, value]) => (
        <IonItem key={label}>
          <IonLabel className="ion-text-wrap">{label}</IonLabel>
          <IonNote slot="end" className="ion-text-wrap">
            {hydrated ? value : PENDING}
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
