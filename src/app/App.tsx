import { IonApp, IonRouterOutlet } from '@ionic/react';
import { IonReactMemoryRouter, IonReactRouter } from '@ionic/react-router';
import { Suspense, useEffect } from 'react';
import { useStore } from 'zustand';
import { serviceWorkerStore } from '../platform/serviceWorker';
import { Navigate, Route } from 'react-router-dom';
import { LoadBoundary } from '../shared/LoadBoundary';
import { DeepLinks } from './DeepLinks';
import { KeepPlace } from './KeepPlace';
import { lazyWithPreload } from '../shared/preload';
import { TabsModule } from './firstPage';
import { TABS_ROOT } from '../shared/paths';
import { appIsLive } from '../startup/input';
import { renderPhase } from '../shared/startupPhases';

const UpdatePrompt = lazyWithPreload(() => import('./UpdatePrompt'));

/** P7. */
function UpdateOffer() {
  const { updateAvailable } = useStore(serviceWorkerStore);
  if (!updateAvailable) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt />
    </Suspense>
  );
}

const FUTURE = { v7_startTransition: false, v7_relativeSplatPath: true } as const;

interface AppProps {
  /** The build's prerender (P10): renders at this path, away from the browser's history. */
  readonly serverPath?: string;
}

/** S1, S2: the root shell and its routes; a bad URL is replaced, so Back never returns to it. */
export function App({ serverPath }: AppProps) {
  // After every child's effects: a hydrated page's handlers are live (a client render's, once its
  // first page has entered: src/start.tsx).
  useEffect(() => {
    if (renderPhase(document) !== 'client') appIsLive(document);
  }, []);
  const routes = (
    <>
      <DeepLinks />
      <KeepPlace />
      {/* Named, not numbered by Ionic: the server's render and the browser's (P10) agree on it
          even where development's StrictMode constructs each outlet twice. */}
      <IonRouterOutlet id="app-outlet">
        <Route
          path={`${TABS_ROOT}/*`}
          element={
            <LoadBoundary>
              <Suspense fallback={null}>
                <TabsModule />
              </Suspense>
            </LoadBoundary>
          }
        />
        {/* The tabs module sends `/tabs` on to the landing tab: the tab list stays its own. */}
        <Route path="/" element={<Navigate to={TABS_ROOT} replace />} />
        <Route path="*" element={<Navigate to="/" replace />} />
      </IonRouterOutlet>
    </>
  );
  return (
    <IonApp>
      {serverPath === undefined ? (
        <IonReactRouter future={FUTURE}>{routes}</IonReactRouter>
      ) : (
        <IonReactMemoryRouter initialEntries={[serverPath]} future={FUTURE}>
          {routes}
        </IonReactMemoryRouter>
      )}
      <UpdateOffer />
    </IonApp>
  );
}
