import { IonButton, IonContent, IonPage } from '@ionic/react';
import { Component, useEffect, useRef, type ReactNode } from 'react';
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
    const notLoaded = this.state.error instanceof ChunkLoadError;
    return (
      <IonPage>
        <IonContent className="ion-padding">
          <div className="load-failed" role="status">
            <h1>{notLoaded ? 'This screen could not be loaded' : 'Something went wrong here'}</h1>
            <p>
              {notLoaded
                ? 'Check your connection, then try again.'
                : 'This screen stopped working. The rest of the app is fine; try again.'}
            </p>
            <IonButton
              onClick={() => {
                if (!notLoaded) {
                  this.clear();
                  return;
                }
                forgetChunkReload();
                window.location.reload();
              }}
            >
              Try again
            </IonButton>
          </div>
        </IonContent>
        {!notLoaded && <ClearOnLeave onLeave={this.clear} />}
      </IonPage>
    );
  }
}
