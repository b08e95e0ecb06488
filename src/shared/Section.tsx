import { IonItem, IonList } from '@ionic/react';
import { useId, type ReactNode } from 'react';

/** A titled inset list; the h2 sits outside the list so it holds only list items. */
export function Section({
  title,
  children,
}: {
  readonly title: string;
  readonly children: ReactNode;
}) {
  const id = useId();
  return (
    <section className="section" aria-labelledby={id}>
      <h2 className="section-title" id={id}>
        {title}
      </h2>
      <IonList inset>{children}</IonList>
    </section>
  );
}

/** Buttons in a section, stacked full width; a list item, so the list stays a proper list. */
export function ButtonRow({ children }: { readonly children: ReactNode }) {
  return (
    <IonItem lines="none">
      <div className="button-row">{children}</div>
    </IonItem>
  );
}
