import type { InvoiceView } from '../test-invoice-payments';
import { escapeHtml, formatUsd, renderAlert, renderCardFields, renderDocument } from './page-layout';

// The hosted invoice page (Stripe's hosted_invoice_url stand-in): what the invoice is for, its
// amount and status, and for an open one the card fields to pay it now.

export interface InvoicePageInput {
  view: InvoiceView | null;
  error?: string | null;
  expiry?: string;
}

const STATUS_LABELS: Record<InvoiceView['status'], string> = {
  draft: 'Draft',
  open: 'Due',
  paid: 'Paid',
  uncollectible: 'Uncollectible',
  void: 'Void',
};

/** Dates as the product shows them: en-GB, day, full month name, year (spec 000 §9). */
function formatDate(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

export function renderInvoicePage({ view, error = null, expiry = '' }: InvoicePageInput): string {
  if (view === null) {
    return renderDocument(
      'Invoice not found',
      `      <h1>Invoice not found</h1>
      <p>This invoice link is not valid.</p>`,
    );
  }
  const payForm =
    view.status === 'open'
      ? `${renderAlert(error)}
      <form method="post" action="${escapeHtml(encodeURIComponent(view.id))}">${renderCardFields({ expiry })}
        <button type="submit">Pay</button>
      </form>`
      : '';
  return renderDocument(
    `Invoice ${view.number}`,
    `      <h1>Invoice ${escapeHtml(view.number)}</h1>
      <p class="muted">${escapeHtml(view.productName)} · ${formatDate(view.periodStart)} – ${formatDate(view.periodEnd)}</p>
      ${view.customerEmail === null ? '' : `<p class="muted">Billed to <span>${escapeHtml(view.customerEmail)}</span></p>`}
      <p class="price">${formatUsd(view.amountCents)}</p>
      <p>Status: <span class="status">${STATUS_LABELS[view.status]}</span></p>
      ${payForm}`,
  );
}
