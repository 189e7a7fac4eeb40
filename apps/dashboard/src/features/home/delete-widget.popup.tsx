import { DASHBOARD_MESSAGES, type Widget } from '@widgetry/contracts';
import { Popup } from '../shell/popup';
import { useDeleteWidgetMutation } from '../widgets/widgets.queries';

/**
 * 'Delete Widget' (spec 000 §2). A success drops the card from the list (the mutation updates the
 * cache) and closes the popup; a failure shows the answer's text in the error area (spec 000 §8).
 */
export function DeleteWidgetPopup({ widget, onClose }: { widget: Widget | null; onClose: () => void }) {
  const { mutate, reset, error, isPending } = useDeleteWidgetMutation();
  const widgetId = widget?.id;

  // Closing forgets the last error, so the next widget's popup starts clean.
  function close() {
    reset();
    onClose();
  }

  return (
    <Popup open={widget !== null} title={DASHBOARD_MESSAGES.deleteTitle} onClose={close}>
      <p>{DASHBOARD_MESSAGES.deleteConfirm}</p>
      {error && (
        <p className="alert alert--error" role="alert">
          {error.message}
        </p>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          Cancel
        </button>
        <button
          type="button"
          className="button button--danger"
          disabled={isPending}
          onClick={() => {
            if (widgetId !== undefined) mutate(widgetId, { onSuccess: close });
          }}
        >
          {isPending ? 'Deleting…' : 'Delete'}
        </button>
      </div>
    </Popup>
  );
}
