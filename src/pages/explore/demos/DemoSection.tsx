import { useLingui } from '../../../shared/i18n';
import { liveRow, wraps } from '../../../shared/rows';
import { IonItem, IonLabel } from '@ionic/react';
import type { ReactNode } from 'react';
import { Section } from '../../../shared/Section';
import { LiveValue } from '../../../shared/LiveValue';
import { usePending, useHydrated } from '../../../shared/hydration';

/** What the capability is doing now; pending until the app runs (P10). */
export function LiveState({ rows }: { readonly rows: readonly (readonly [string, ReactNode])[] }) {
  const hydrated = useHydrated();
  const pending = usePending();
  const { _ } = useLingui();
  return (
    <Section title={_('section.liveState')}>
      {rows.map(([label, value]) => (
        <IonItem key={label} {...liveRow}>
          <IonLabel {...wraps}>
            <h3>{label}</h3>
            <LiveValue>{hydrated ? value : pending}</LiveValue>
          </IonLabel>
        </IonItem>
      ))}
    </Section>
  );
}

export function TryIt({ children }: { readonly children: ReactNode }) {
  const { _ } = useLingui();
  return <Section title={_('section.tryIt')}>{children}</Section>;
}
