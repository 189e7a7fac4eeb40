import { SUBSCRIPTION_MESSAGES, type SubscriptionRow } from '@widgetry/contracts';
import { useRef, useState } from 'react';
import type { CardConfirmer } from '../../lib/billing/card-confirmer';
import { CardFields } from '../../lib/billing/card-fields';
import { ErrorAlert } from '../../ui/alert/alert';
import { Popup } from '../../ui/popup/popup';
import { useUpdateCardMutation } from './subscription.api';

function CardUpdateForm({ row, onClose }: { row: SubscriptionRow; onClose: () => void }) {
  const confirmer = useRef<CardConfirmer | null>(null);
  const update = useUpdateCardMutation(row.id);
  // The provider's fields are not there (Stripe.js still loading or blocked): said, not ignored.
  const [noCardFields, setNoCardFields] = useState(false);

  function submit() {
    const current = confirmer.current;
    setNoCardFields(current === null);
    if (!current) return;
    update.mutate(current, {
      onSuccess: onClose,
      onError: (error) => console.error('The card could not be updated', error),
    });
  }

  return (
    <form
      className="card-update"
      aria-label="Card details"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <p className="popup__subject">
        {row.title}
        {row.defaultPaymentMethod?.detail && (
          <span className="card-update__current">Now paid with {row.defaultPaymentMethod.detail}</span>
        )}
      </p>
      <CardFields ref={confirmer} />
      <ErrorAlert message={noCardFields ? SUBSCRIPTION_MESSAGES.cardElementNotFound : update.error?.message} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save card'}
        </button>
      </div>
    </form>
  );
}

/**
 * Update card (spec 003 §4): on success the popup closes and the row shows the new card. The form is
 * mounted per open row, so a closed popup forgets what was typed and the last error.
 */
export function CardUpdatePopup({ row, onClose }: { row: SubscriptionRow | null; onClose: () => void }) {
  return (
    <Popup open={row !== null} title="Update card" onClose={onClose}>
      {row && <CardUpdateForm key={row.id} row={row} onClose={onClose} />}
    </Popup>
  );
}
