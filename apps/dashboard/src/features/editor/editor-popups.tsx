import { useMutation } from '@tanstack/react-query';
import { ACCOUNT_MESSAGES, API_MESSAGES, successResponseSchema, WIDGET_MESSAGES } from '@widgetry/contracts';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useApiClient } from '../../lib/api-context';
import { formatMonthlyPrice } from '../../lib/billing/subscription-status';
import { browserLocation } from '../../lib/browser-location';
import { DRAFT_KEPT_STATE, keepEditorDraft } from '../../lib/editor-draft/editor-draft';
import { useSession } from '../../lib/session/session.query';
import { InstallPopup } from '../../lib/widgets/install.popup';
import { ErrorAlert } from '../../ui/alert/alert';
import { Popup } from '../../ui/popup/popup';
import { isPriceChange, useStartCheckoutMutation } from './checkout.api';
import { useEditorStore } from './editor.store';
import type { PurchaseNotice } from './save-sequence';

/** Save step 4 (spec 000 §4): a new verification mail, from the editor itself. */
function VerifyEmailPopup() {
  const open = useEditorStore((state) => state.popups.verifyEmail);
  const closePopup = useEditorStore((state) => state.closePopup);
  const email = useSession().user?.email ?? '';
  const api = useApiClient();
  const send = useMutation({
    mutationFn: () => api.post('/user/verifyEmailRequest', { email }, successResponseSchema),
  });
  const close = () => {
    closePopup('verifyEmail');
    send.reset();
  };
  const failure = send.error instanceof ApiError ? send.error.message : send.error ? 'Something went wrong.' : null;

  return (
    <Popup open={open} title="Verify your email" onClose={close}>
      <p>
        Please verify your email address before saving a widget. We can send a new verification link to{' '}
        <strong>{email}</strong>; open it, then save again.
      </p>
      <p>Your changes are kept on this device meanwhile: open this widget again and they are back.</p>
      {send.isSuccess && (
        <p className="alert alert--success" role="status">
          {ACCOUNT_MESSAGES.verifyEmailSent}
        </p>
      )}
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          Close
        </button>
        <button type="button" className="button" disabled={send.isPending} onClick={() => send.mutate()}>
          {send.isPending ? 'Sending…' : 'Send verification email'}
        </button>
      </div>
    </Popup>
  );
}

const PURCHASE_TITLES: Record<PurchaseNotice['kind'], string> = {
  purchase: 'Purchase Widget',
  incomplete: WIDGET_MESSAGES.paymentIncomplete,
  pastDue: WIDGET_MESSAGES.renewSubscription,
};

/** What a failed checkout start says: the API's message (price changed, already subscribed …). */
function checkoutFailure(error: Error | null): string | null {
  if (!error) return null;
  return error instanceof ApiError ? error.message : API_MESSAGES.serverError;
}

/** 'purchase': the price per month and Buy, which goes to the provider's checkout. */
function BuyBody({ price, typeName, onClose }: { price: number; typeName: string; onClose: () => void }) {
  const checkout = useStartCheckoutMutation();
  const leaving = checkout.isPending || checkout.isSuccess;
  return (
    <>
      <p>
        {typeName} is a monthly subscription. Buy it to save this widget and show it on your site; you can cancel it at
        any time from Subscriptions.
      </p>
      <p className="purchase-price">{formatMonthlyPrice(price)}</p>
      <ErrorAlert message={checkoutFailure(checkout.error)} />
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
        {isPriceChange(checkout.error) ? (
          // The price shown above is no longer the one charged: the page shows the new one after a
          // reload, and the edits come back with it (kept as a 'priceChanged' draft).
          <button type="button" className="button" onClick={() => browserLocation.reload()}>
            Reload
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={leaving}
            onClick={() => {
              const widget = useEditorStore.getState().widget;
              if (widget) checkout.mutate(widget);
            }}
          >
            {leaving ? 'Going to checkout…' : 'Buy'}
          </button>
        )}
      </div>
    </>
  );
}

/** 'Payment Incomplete' and 'Renew Subscription': the provider's hosted page settles the open invoice. */
function HostedPaymentBody({
  notice,
  onClose,
}: {
  notice: Exclude<PurchaseNotice, { kind: 'purchase' }>;
  onClose: () => void;
}) {
  const [text, action] =
    notice.kind === 'incomplete'
      ? ['The payment for this widget’s subscription is not complete.', WIDGET_MESSAGES.paymentIncompleteAction]
      : ['This widget’s subscription payment is overdue.', WIDGET_MESSAGES.renewSubscriptionAction];
  return (
    <>
      <p>{text}</p>
      {notice.hostedUrl ? (
        <a className="button" href={notice.hostedUrl}>
          {action}
        </a>
      ) : (
        <p>The payment page is not available right now. Please try again later.</p>
      )}
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </>
  );
}

/** Save step 5: the subscription table's answer when the widget cannot be saved yet. */
function PurchasePopup() {
  const notice = useEditorStore((state) => state.popups.purchase);
  const typeName = useEditorStore((state) => state.widget?.widgetType.displayName ?? 'This widget');
  const closePopup = useEditorStore((state) => state.closePopup);
  const close = () => closePopup('purchase');
  return (
    <Popup open={notice !== null} title={notice ? PURCHASE_TITLES[notice.kind] : ''} onClose={close}>
      {notice?.kind === 'purchase' && <BuyBody price={notice.price} typeName={typeName} onClose={close} />}
      {notice && notice.kind !== 'purchase' && <HostedPaymentBody notice={notice} onClose={close} />}
    </Popup>
  );
}

/**
 * A visitor may try the editor (the route is public), but saving needs an account. Either way
 * out keeps the draft first; signing in or up then comes back to it (see the auth forms).
 */
function SignInPopup() {
  const open = useEditorStore((state) => state.popups.signIn);
  const closePopup = useEditorStore((state) => state.closePopup);
  const close = () => closePopup('signIn');
  const keep = () => {
    const widget = useEditorStore.getState().widget;
    if (widget) keepEditorDraft(widget, 'signIn');
  };
  return (
    <Popup open={open} title="Sign in to save" onClose={close}>
      <p>Create a free account or sign in to save this widget and install it on your site.</p>
      <p>We keep your changes and bring you back here once you are in.</p>
      <div className="popup__actions">
        <button type="button" className="button button--secondary" onClick={close}>
          Keep editing
        </button>
        <Link className="button button--secondary" to="/?mode=signin" state={DRAFT_KEPT_STATE} onClick={keep}>
          Sign in
        </Link>
        <Link className="button" to="/register" state={DRAFT_KEPT_STATE} onClick={keep}>
          Create account
        </Link>
      </div>
    </Popup>
  );
}

/** Every popup of the editor (spec 000 §2); each holds the page overlay on while open. */
export function EditorPopups() {
  const installOpen = useEditorStore((state) => state.popups.install);
  const saved = useEditorStore((state) => state.saved);
  const closePopup = useEditorStore((state) => state.closePopup);
  return (
    <>
      <VerifyEmailPopup />
      <PurchasePopup />
      <SignInPopup />
      <InstallPopup open={installOpen} widget={saved} onClose={() => closePopup('install')} />
    </>
  );
}
