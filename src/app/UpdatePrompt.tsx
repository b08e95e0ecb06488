import { useLingui } from '../shared/i18n';
import { applyUpdate, dismissUpdate } from '../platform/serviceWorker';

/** P7: an update, offered, never forced; not an Ionic toast, which would grow the first load. */
export default function UpdatePrompt() {
  const { _ } = useLingui();
  return (
    <div className="update-banner" role="status">
      <span>{_('update.available')}</span>
      <button type="button" onClick={applyUpdate}>
        {_('update.reload')}
      </button>
      <button type="button" onClick={dismissUpdate}>
        {_('update.later')}
      </button>
    </div>
  );
}
