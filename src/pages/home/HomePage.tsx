import { IonItem, IonLabel } from '@ionic/react';
import { useStore } from 'zustand';
import { startupStore } from '../../platform/platformReady';
import { runtimeKind, runtimeLabels } from '../../platform/runtime';
import { serviceWorkerStore } from '../../platform/serviceWorker';
import { offlineLabels } from '../../platform/offlineReadiness';
import { themeStore } from '../../theme/themeStore';
import { Page } from '../../shared/Page';
import { Section } from '../../shared/Section';
import { describeOutcome, stepLabels } from '../../platform/startupLabels';
import { themeSourceLabels } from '../../theme/themeSourceLabels';
import { PENDING, useHydrated } from '../../shared/hydration';

const NOT_STARTED = { finished: false, steps: [] } as const;
/** The seed's steps in their order (S8). */
const STEP_IDS = Object.keys(stepLabels) as (keyof typeof stepLabels)[];
const WAITING = 'Waiting for the platform…';

/** P3: how the app runs and how it started, read live. */
export default function HomePage() {
  const theme = useStore(themeStore);
  const liveStartup = useStore(startupStore);
  const { offline } = useStore(serviceWorkerStore);
  // Prerendered (P10), the page waits for the platform rather than state a fact it cannot know.
  const hydrated = useHydrated();
  const startup = hydrated ? liveStartup : NOT_STARTED;

  return (
    <Page title="Home">
      {/* Each value under its label, with room for two lines from the first frame: filled in,
          it never moves the page (P10), whatever the width. */}
      <Section title="Running as">
        <IonItem>
          <IonLabel className="ion-text-wrap">
            <h3>Platform</h3>
            <p className="live-value" data-testid="platform">
              {hydrated ? runtimeLabels[runtimeKind()] : PENDING}
            </p>
          </IonLabel>
        </IonItem>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            <h3>Theme</h3>
            <p className="live-value" data-testid="theme">
              {hydrated
                ? `${theme.prefersDark ? 'Dark' : 'Light'}, ${themeSourceLabels[theme.source]}`
                : PENDING}
            </p>
          </IonLabel>
        </IonItem>
        <IonItem>
          <IonLabel className="ion-text-wrap">
            <h3>Works offline</h3>
            <p className="live-value" data-testid="offline">
              {hydrated ? offlineLabels[offline.status] : PENDING}
            </p>
          </IonLabel>
        </IonItem>
      </Section>

      <Section title="Start-up sequence">
        {/* Every step from the first frame, waiting until it has run: the page keeps its shape
            (no late, larger paint) and states nothing it does not know yet. */}
        {STEP_IDS.map((id, index) => {
          const step = startup.steps.find((candidate) => candidate.id === id);
          return (
            <IonItem
              key={id}
              {...(step ? { 'data-testid': `step-${id}`, 'data-status': step.status } : {})}
            >
              <IonLabel className="ion-text-wrap">
                <h3>
                  {index + 1}. {stepLabels[id]}
                </h3>
                {/* Two lines kept from the first frame: an outcome never moves the page (P10). */}
                <p className="live-value">
                  {step ? describeOutcome(step) : startup.finished ? 'Not run' : WAITING}
                </p>
              </IonLabel>
            </IonItem>
          );
        })}
      </Section>
    </Page>
  );
}
