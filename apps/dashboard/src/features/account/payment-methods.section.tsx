import type { PaymentMethod } from '@widgetry/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../ui/alert/alert';
import { ConfirmPopup } from '../../ui/popup/popup';
import '../../ui/skeleton/skeleton.css';
import { useDeletePaymentMethodMutation, usePaymentMethodsQuery } from './account.api';
import { AccountSection } from './account-section';

/** 'Visa •••• 4242' as the server words it, else from the card's own fields. */
function cardName(method: PaymentMethod): string {
  if (method.detail) return method.detail;
  const brand = method.card.brand ? method.card.brand[0]?.toUpperCase() + method.card.brand.slice(1) : 'Card';
  return method.card.last4 ? `${brand} •••• ${method.card.last4}` : brand;
}

/** Expiry as printed on a card, month and full year: '04/2027'. */
function expiryOf(method: PaymentMethod): string {
  return `${String(method.card.exp_month).padStart(2, '0')}/${method.card.exp_year}`;
}

/** Whether a running subscription is charged to the card (issue 29 #6). */
const inUse = (method: PaymentMethod) => (method.usedBy?.length ?? 0) > 0;

/**
 * Payment Methods (spec 000 §2): the saved cards, each marked with the widgets it pays for, and the
 * others with delete behind a confirmation.
 */
export function PaymentMethodsSection() {
  const methods = usePaymentMethodsQuery();
  const remove = useDeletePaymentMethodMutation();
  const [deleting, setDeleting] = useState<PaymentMethod | null>(null);

  function close() {
    setDeleting(null);
    remove.reset();
  }

  return (
    <AccountSection
      titleId="account-payment-methods-title"
      title="Payment Methods"
      lead="The cards saved with your subscriptions. Change the card a subscription uses on the Subscriptions page."
    >
      {methods.isPending ? (
        <div className="payment-methods__loading" aria-busy="true">
          <div className="skeleton skeleton--long" />
          <div className="skeleton skeleton--long" />
        </div>
      ) : methods.isError ? (
        <ErrorAlert message={methods.error.message} />
      ) : methods.data.length === 0 ? (
        <p className="payment-methods__empty">
          No saved cards yet. A card is saved when you buy a widget subscription.
        </p>
      ) : (
        <ul className="payment-methods" aria-label="Saved cards">
          {methods.data.map((method) => (
            <li key={method._id} className="payment-methods__item">
              <div>
                <span className="payment-methods__name">
                  {cardName(method)}
                  {inUse(method) && <span className="payment-methods__badge">In use</span>}
                </span>
                <span className="payment-methods__expiry">Expires {expiryOf(method)}</span>
                {inUse(method) && (
                  <span className="payment-methods__uses">
                    Pays for {method.usedBy?.map((use) => use.title).join(', ')}
                  </span>
                )}
              </div>
              {inUse(method) ? (
                // The server refuses to delete it (409); say why before anyone tries.
                <span className="payment-methods__kept">Change the card on these subscriptions to delete it.</span>
              ) : (
                <button
                  type="button"
                  className="button button--secondary payment-methods__delete"
                  aria-label={`Delete ${cardName(method)}`}
                  onClick={() => setDeleting(method)}
                >
                  Delete
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {methods.data && methods.data.length > 0 && (
        <Link className="payment-methods__link" to="/subscription">
          Manage subscriptions
        </Link>
      )}
      <ConfirmPopup
        open={deleting !== null}
        title="Delete Card"
        question="Do you really want to delete this card?"
        subject={deleting ? `${cardName(deleting)}, expires ${expiryOf(deleting)}` : undefined}
        error={remove.error}
        pending={remove.isPending}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting._id, { onSuccess: close });
        }}
        onClose={close}
      />
    </AccountSection>
  );
}
