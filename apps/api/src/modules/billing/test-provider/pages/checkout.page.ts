import type { CheckoutView } from '../test-checkout';
import { escapeHtml, formatUsd, renderAlert, renderCardFields, renderDocument, renderLink } from './page-layout';

// The hosted checkout page (Stripe Checkout's stand-in): what is bought, for whom, the card
// fields, and the way back; or a clear page when the session cannot be paid any more.

export interface CheckoutPageInput {
  view: CheckoutView;
  /** The refusal of the last attempt, shown in an alert. */
  error?: string | null;
  /** The expiry typed in the last attempt. */
  expiry?: string;
}

export function renderCheckoutPage({ view, error = null, expiry = '' }: CheckoutPageInput): string {
  switch (view.state) {
    case 'missing':
      return renderDocument(
        'Checkout not found',
        `      <h1>Checkout not found</h1>
      <p>This checkout link is not valid. Go back to Widgetry and start the purchase again.</p>`,
      );
    case 'expired':
      return renderDocument(
        'Checkout expired',
        `      <h1>This checkout has expired</h1>
      <p>Checkout links are valid for 24 hours. Go back to Widgetry and start the purchase again.</p>
      ${renderLink(view.cancelUrl, 'Back to Widgetry')}`,
      );
    case 'complete':
      return renderDocument(
        'Payment complete',
        `      <h1>Payment complete</h1>
      <p>This checkout has already been paid.</p>
      ${renderLink(view.successUrl, 'Continue')}`,
      );
    case 'open':
      return renderDocument(
        `Subscribe to ${view.productName}`,
        `      <h1>Subscribe to ${escapeHtml(view.productName)}</h1>
      <p class="price">${formatUsd(view.amountCents)}/month</p>
      ${view.customerEmail === null ? '' : `<p class="muted">Email: <span>${escapeHtml(view.customerEmail)}</span></p>`}
      ${renderAlert(error)}
      <form method="post" action="${escapeHtml(encodeURIComponent(view.sessionId))}">${renderCardFields({ expiry })}
        <button type="submit">Subscribe</button>
      </form>
      ${renderLink(view.cancelUrl, 'Cancel')}`,
      );
  }
}
