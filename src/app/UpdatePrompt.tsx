import { applyUpdate, dismissUpdate } from '../platform/serviceWorker';

/**
 * P7: a new version is ready. Offered above the tab bar, never forced: the user finishes what they
 * were doing. Plain elements, not an Ionic toast: the toast would add its code to the first load.
 */
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
