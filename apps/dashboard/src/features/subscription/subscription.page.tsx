import { formatLongDate } from '@widgetry/calculators';
import { SUBSCRIPTION_MESSAGES, type SubscriptionRow } from '@widgetry/contracts';
import { useEffect, useState } from 'react';
import { ErrorAlert } from '../../ui/alert/alert';
import { ConfirmPopup } from '../../ui/popup/popup';
import '../../ui/skeleton/skeleton.css';
import './subscription.css';
import { CardUpdatePopup } from './card-update.popup';
import {
  useCancelSubscriptionMutation,
  useResumeSubscriptionMutation,
  useSubscriptionsQuery,
} from './subscription.api';
import { SubscriptionDetailsPopup } from './subscription-details.popup';
import { type SubscriptionAction, SubscriptionTable } from './subscription-table';

type PopupAction = Exclude<SubscriptionAction, 'resume'>;

/** Which popup is open, for which row; the row itself is read from the live list by id. */
interface OpenPopup {
  action: PopupAction;
  rowId: string;
}

function CancelSubscriptionPopup({ row, onClose }: { row: SubscriptionRow | null; onClose: () => void }) {
  const cancel = useCancelSubscriptionMutation();
  function close() {
    cancel.reset();
    onClose();
  }
  return (
    <ConfirmPopup
      open={row !== null}
      title="Cancel Subscription"
      question={SUBSCRIPTION_MESSAGES.cancelConfirm}
      subject={row?.title}
      note={
        row?.expires
          ? `It stays on your site until ${formatLongDate(row.expires)}, then ends. You can resume it until then.`
          : undefined
      }
      error={cancel.error}
      pending={cancel.isPending}
      confirmLabel="Cancel subscription"
      pendingLabel="Canceling…"
      dismissLabel="Keep subscription"
      onConfirm={() => {
        if (row) cancel.mutate(row.id, { onSuccess: close });
      }}
      onClose={close}
    />
  );
}

/** /subscription: the customer's subscriptions with card update, cancel and resume (spec 003 §2, §4). */
export function SubscriptionPage() {
  const subscriptions = useSubscriptionsQuery();
  const resume = useResumeSubscriptionMutation();
  const [popup, setPopup] = useState<OpenPopup | null>(null);

  useEffect(() => {
    if (subscriptions.error) console.error('The subscriptions could not be loaded', subscriptions.error);
  }, [subscriptions.error]);

  const rowFor = (action: PopupAction): SubscriptionRow | null =>
    popup?.action === action ? (subscriptions.data?.find((row) => row.id === popup.rowId) ?? null) : null;
  const close = () => setPopup(null);

  function act(action: SubscriptionAction, row: SubscriptionRow) {
    if (action === 'resume') resume.mutate(row.id);
    else setPopup({ action, rowId: row.id });
  }

  return (
    <section className="page">
      <div className="page__header">
        <div>
          <h1 className="page__title">Subscriptions</h1>
          <p className="page__lead">Your paid widgets: the card each one is paid with, its renewal and cancellation.</p>
        </div>
      </div>
      {subscriptions.isError ? (
        <div className="subscriptions-failed">
          <ErrorAlert message={SUBSCRIPTION_MESSAGES.loadFailed} />
          <button type="button" className="button button--secondary" onClick={() => void subscriptions.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <ErrorAlert className="subscriptions-error" message={resume.error?.message} />
          <SubscriptionTable
            rows={subscriptions.data}
            resumingId={resume.isPending ? (resume.variables ?? null) : null}
            onAction={act}
          />
        </>
      )}
      <SubscriptionDetailsPopup row={rowFor('details')} onClose={close} />
      <CardUpdatePopup row={rowFor('card')} onClose={close} />
      <CancelSubscriptionPopup row={rowFor('cancel')} onClose={close} />
    </section>
  );
}
