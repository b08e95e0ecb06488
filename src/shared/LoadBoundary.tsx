import { IonButton, IonContent, IonPage } from '@ionic/react';
import { Component, type ReactNode } from 'react';
import { forgetChunkReload } from './chunkRecovery';

interface State {
  readonly failed: boolean;
}

/**
 * P8: when a screen's code cannot be loaded even after a retry and a reload, says so calmly and
 * offers to try again, instead of a blank screen.
 */
export class LoadBoundary extends Component<{ readonly children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.warn('[tabshell] A screen could not be loaded.', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <IonPage>
        <IonContent className="ion-padding">
          <div className="load-failed" role="status">
            <h1>This screen could not be loaded</h1>
            <p>Check your connection, then try again.</p>
            <IonButton
              onClick={() => {
                forgetChunkReload();
                window.location.reload();
              }}
            >
              Try again
            </IonButton>
          </div>
        </IonContent>
      </IonPage>
    );
  }
}
