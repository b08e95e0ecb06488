import { IonItem, IonLabel } from '@ionic/react';
import { liveRow, wraps } from '../../shared/rows';
import { useLingui } from '../../shared/i18n';
import { useStore } from 'zustand';
import { startupStore } from '../../platform/platformReady';
import { runtimeKind, runtimeLabels } from '../../platform/runtime';
import { serviceWorkerStore } from '../../platform/serviceWorker';
import { offlineLabels } from '../../platform/offlineReadiness';
import { themeStore } from '../../theme/themeStore';
import { LiveValue } from '../../shared/LiveValue';
import { Page } from '../../shared/Page';
import { Section } from '../../shared/Section';
import { describeOutcome, stepLabels } from '../../platform/startupLabels';
import { themeSourceLabels } from '../../theme/themeSourceLabels';
import { usePending, useHydrated } from '../../shared/hydration';

const NOT_STARTED = { finished: false, steps: [] } as const;
/** The seed's steps in their order (S8). */
const STEP_IDS = Object.keys(stepLabels) as (keyof typeof stepLabels)[];

/** P3: how the app runs and how it started, read live. */
export default function HomePage() {
  const { i18n, _ } = useLingui();
  const pending = usePending();
  const theme = useStore(themeStore);
  const liveStartup = useStore(startupStore);
  const { offline } = useStore(serviceWorkerStore);
  // Prerendered (P10), the page waits for the platform rather than state a fact it cannot know.
  const hydrated = useHydrated();
  const startup = hydrated ? liveStartup : NOT_STARTED;

  return (
    <Page title={_('tab.home')}>
      {/* Each value under its label, with room for two lines from the first frame: filled in,
          it never moves the page (P10), whatever the width. */}
      <Section title={_('home.runningAs')}>
        <IonItem {...liveRow}>
          <IonLabel {...wraps}>
            <h3>{_('home.platform')}</h3>
            <LiveValue data-testid="platform">
              {hydrated ? _(runtimeLabels[runtimeKind()]) : pending}
            </LiveValue>
          </IonLabel>
        </IonItem>
        <IonItem {...liveRow}>
          <IonLabel {...wraps}>
            <h3>{_('home.theme')}</h3>
            <LiveValue data-testid="theme">
              {hydrated
                ? _(theme.prefersDark ? 'home.theme.dark' : 'home.theme.light', {
                    source: _(themeSourceLabels[theme.source]),
                  })
                : pending}
            </LiveValue>
          </IonLabel>
        </IonItem>
        <IonItem {...liveRow}>
          <IonLabel {...wraps}>
            <h3>{_('home.worksOffline')}</h3>
            <LiveValue data-testid="offline">
              {hydrated ? _(offlineLabels[offline.status]) : pending}
            </LiveValue>
          </IonLabel>
        </IonItem>
      </Section>

      <Section title={_('home.startup')}>
        {/* Every step from the first frame, waiting until it has run: the page keeps its shape
            (no late, larger paint) and states nothing it does not know yet. */}
        {STEP_IDS.map((id, index) => {
          const step = startup.steps.find((candidate) => candidate.id === id);
          return (
            <IonItem
              key={id}
              {...liveRow}
              {...(step ? { 'data-testid': `step-${id}`, 'data-status': step.status } : {})}
            >
              <IonLabel {...wraps}>
                <h3>{_('home.step', { number: index + 1, label: _(stepLabels[id]) })}</h3>
                {/* Two lines kept from the first frame: an outcome never moves the page (P10). */}
                <LiveValue>
                  {step
                    ? describeOutcome(step, i18n)
                    : _(startup.finished ? 'home.notRun' : 'home.waiting')}
                </LiveValue>
              </IonLabel>
            </IonItem>
          );
        })}
      </Section>
    </Page>
  );
}
