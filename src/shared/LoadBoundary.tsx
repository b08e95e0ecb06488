import { IonButton, IonContent, IonPage } from '@ionic/react';
import { Component, useEffect, useRef, type ReactNode } from 'react';
import { useLingui } from './i18n';
import { useLocation } from 'react-router-dom';
import { LOG_TAG } from './appIdentity';
import { ChunkLoadError, forgetChunkReload } from './chunkRecovery';

interface State {
  readonly error: unknown;
  readonly failed: boolean;
}

const NO_ERROR: State = { error: undefined, failed: false };

/** Calls `onLeave` once the URL is no longer the one the failed screen was shown at. */
function ClearOnLeave({ onLeave }: { readonly onLeave: () => void }) {
  const { pathname } = useLocation();
  const failedAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== failedAt.current) onLeave();
  }, [pathname, onLeave]);
  return null;
}

/**
 * A failed screen, told apart: code that could not load (P8: Try again reloads), or a bug (logged
 * once; Try again renders anew). Clears once the user navigates away.
 */
export class LoadBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = NO_ERROR;

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  /** A screen that fails the same way again is not logged again. */
  private lastLogged: string | undefined;

  override componentDidCatch(error: unknown): void {
    const text = String(error);
    if (text === this.lastLogged) return;
    this.lastLogged = text;
    if (error instanceof ChunkLoadError) {
      console.warn(`${LOG_TAG} A screen could not be loaded.`, error);
    } else {
      console.error(`${LOG_TAG} A screen failed while rendering.`, error);
    }
  }

  private readonly clear = () => {
    this.setState(NO_ERROR);
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <FailedScreen notLoaded={this.state.error instanceof ChunkLoadError} onClear={this.clear} />
    );
  }
}

/** P8: what a failed screen says, in the reader's language. */
function FailedScreen({
  notLoaded,
  onClear,
}: {
  readonly notLoaded: boolean;
  readonly onClear: () => void;
}) {
  const { _ } = useLingui();
  return (
    <IonPage>
      <IonContent className="ion-padding">
        <div className="load-failed" role="status">
          <h1>{_(notLoaded ? 'failed.notLoaded.title' : 'failed.bug.title')}</h1>
          <p>{_(notLoaded ? 'failed.notLoaded.text' : 'failed.bug.text')}</p>
          <IonButton
            onClick={() => {
              if (!notLoaded) {
                onClear();
                return;
              }
              forgetChunkReload();
              window.location.reload();
            }}
          >
            {_('failed.retry')}
          </IonButton>
        </div>
      </IonContent>
      {!notLoaded && <ClearOnLeave onLeave={onClear} />}
    </IonPage>
  );
}
