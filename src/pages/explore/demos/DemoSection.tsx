import { IonItem, IonLabel } from '@ionic/react';
import type { ReactNode } from 'react';
import { Section } from '../../../shared/Section';
import { PENDING, useHydrated } from '../../../shared/hydration';

/**
 * "Live state": what the capability is doing now, each row a label over its value. Live only once
 * the app runs: a prerendered page states no fact it cannot know, and each value keeps the two
 * lines it may need from the first frame, so filling it in never moves the page (P10).
 */
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

/** "Try it": the controls that exercise the capability. */
export function TryIt({ children }: { readonly children: ReactNode }) {
  return <Section title="Try it">{children}</Section>;
}
