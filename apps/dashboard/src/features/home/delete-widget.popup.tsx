import { BILLING_MESSAGES, DASHBOARD_MESSAGES, isPaidType, type Widget } from '@widgetry/contracts';
import { useDeleteWidgetMutation } from '../../lib/widgets/widgets.queries';
import { ConfirmPopup } from '../../ui/popup/popup';

/** The statuses of a subscription still running (or about to be paid), which deleting the widget ends. */
const LIVE_STATUSES: ReadonlyArray<Widget['subStatus']> = ['active', 'past_due', 'incomplete'];

function endsSubscription(widget: Widget | null): boolean {
  return widget !== null && isPaidType(widget.widgetType) && LIVE_STATUSES.includes(widget.subStatus);
}

/**
 * 'Delete Widget' (spec 000 §2); a paid widget's popup also says that its subscription ends. A success drops the card from the list (the mutation updates the
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
    <ConfirmPopup
      open={widget !== null}
      title={DASHBOARD_MESSAGES.deleteTitle}
      question={DASHBOARD_MESSAGES.deleteConfirm}
      subject={widget?.title}
      note={endsSubscription(widget) ? BILLING_MESSAGES.deleteEndsSubscription : undefined}
      error={error}
      pending={isPending}
      confirmLabel="Delete"
      pendingLabel="Deleting…"
      onConfirm={() => {
        if (widgetId !== undefined) mutate(widgetId, { onSuccess: close });
      }}
      onClose={close}
    />
  );
}
