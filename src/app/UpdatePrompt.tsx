import { applyUpdate, dismissUpdate } from '../platform/serviceWorker';

/** P7: an update, offered, never forced; not an Ionic toast, which would grow the first load. */
export default function UpdatePrompt() {
  return (
    <div className="update-banner" role="status">
      <span>Update available</span>
      <button type="button" onClick={applyUpdate}>
        Reload
      </button>
      <button type="button" onClick={dismissUpdate}>
        Later
      </button>
    </div>
  );
}
