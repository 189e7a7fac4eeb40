import type Stripe from 'stripe';
import type {
  ProviderCheckoutSession,
  ProviderCheckoutStatus,
  ProviderInvoice,
  ProviderInvoiceStatus,
  ProviderPaymentMethod,
  ProviderSubscription,
  ProviderSubscriptionStatus,
} from '../billing.provider';
import { ProviderRequestError } from '../billing.provider';

// Stripe objects → the provider's domain types. Stripe's enums are open (`| OtherString`), so a
// status this code does not know is an error here rather than a value billing would misread.

/**
 * What `invoices.retrieve` and `invoices.pay` expand so the card an invoice was charged to is on
 * the invoice itself. `payments` is not returned unless asked for; four levels is the deepest
 * expansion Stripe allows, so the payment intent is expanded and its `payment_method` read as an
 * id (a charge, for payments made without an intent, likewise).
 */
export const INVOICE_EXPAND = ['payments.data.payment.payment_intent', 'payments.data.payment.charge'];

const subscriptionStatuses: ReadonlySet<string> = new Set<ProviderSubscriptionStatus>([
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
]);
const invoiceStatuses: ReadonlySet<string> = new Set<ProviderInvoiceStatus>([
  'draft',
  'open',
  'paid',
  'uncollectible',
  'void',
]);
const checkoutStatuses: ReadonlySet<string> = new Set<ProviderCheckoutStatus>(['open', 'complete', 'expired']);

function isSubscriptionStatus(value: string): value is ProviderSubscriptionStatus {
  return subscriptionStatuses.has(value);
}
function isInvoiceStatus(value: string): value is ProviderInvoiceStatus {
  return invoiceStatuses.has(value);
}
function isCheckoutStatus(value: string): value is ProviderCheckoutStatus {
  return checkoutStatuses.has(value);
}

/** The id of an expandable field, whether Stripe sent the id or the expanded object. */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

function requiredIdOf(value: string | { id: string } | null | undefined, what: string): string {
  const id = idOf(value);
  if (id === null) throw new Error(`Stripe sent ${what} without one.`);
  return id;
}

function dateOf(unixSeconds: number): Date {
  return new Date(unixSeconds * 1000);
}

export function toProviderSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  const { status } = subscription;
  if (!isSubscriptionStatus(status)) throw new Error(`Stripe sent an unknown subscription status: ${status}.`);
  // Since API version 2025-03-31 the billing period lives on each item; billing sells one item.
  const item = subscription.items.data[0];
  if (!item) throw new Error(`Stripe sent subscription ${subscription.id} without items.`);
  const currentPeriodEnd = dateOf(item.current_period_end);
  return {
    id: subscription.id,
    customerId: requiredIdOf(subscription.customer, `subscription ${subscription.id} with a customer field`),
    status,
    currentPeriodEnd,
    cancelAt: cancelAtOf(subscription, currentPeriodEnd),
    defaultPaymentMethodId: idOf(subscription.default_payment_method),
    latestInvoiceId: idOf(subscription.latest_invoice),
    metadata: { ...subscription.metadata },
  };
}

function cancelAtOf(subscription: Stripe.Subscription, currentPeriodEnd: Date): Date | null {
  // Stripe fills cancel_at when cancel_at_period_end is set; the period end covers the versions
  // (and test fixtures) that leave it null.
  if (subscription.cancel_at_period_end) {
    return subscription.cancel_at === null ? currentPeriodEnd : dateOf(subscription.cancel_at);
  }
  return subscription.cancel_at === null ? null : dateOf(subscription.cancel_at);
}

export function toProviderInvoice(invoice: Stripe.Invoice): ProviderInvoice {
  // A null status only occurs on invoice previews, which billing never reads; treat it as a draft.
  const status = invoice.status ?? 'draft';
  if (!isInvoiceStatus(status)) throw new Error(`Stripe sent an unknown invoice status: ${status}.`);
  return {
    id: invoice.id,
    customerId: requiredIdOf(invoice.customer, `invoice ${invoice.id} with a customer field`),
    subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
    status,
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    attemptCount: invoice.attempt_count,
    created: dateOf(invoice.created),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    paymentMethodId: paymentMethodIdOf(invoice),
    period: periodOf(invoice),
  };
}

/**
 * The period the customer pays for. Not the invoice's own period_start/period_end: on a renewal
 * those cover the period before (when usage was gathered); the subscription line's period is the
 * month being paid for. Billing sells one line per invoice.
 */
function periodOf(invoice: Stripe.Invoice): ProviderInvoice['period'] {
  const line = invoice.lines.data[0];
  return line ? { start: dateOf(line.period.start), end: dateOf(line.period.end) } : null;
}

/**
 * The card charged (the paid payment) or last tried (the default, still open, payment). A failed
 * attempt leaves the intent's payment_method empty and names the card in last_payment_error.
 */
function paymentMethodIdOf(invoice: Stripe.Invoice): string | null {
  const payments = invoice.payments?.data ?? [];
  const payment =
    payments.find((candidate) => candidate.status === 'paid') ??
    payments.find((candidate) => candidate.is_default) ??
    payments[0];
  if (!payment) return null;
  const { payment_intent: intent, charge } = payment.payment;
  if (intent !== undefined && typeof intent !== 'string') {
    return idOf(intent.payment_method) ?? intent.last_payment_error?.payment_method?.id ?? null;
  }
  if (charge !== undefined && typeof charge !== 'string') return charge.payment_method;
  return null;
}

export function toProviderCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  // Stripe documents status as nullable; a session nobody has finished or expired is open.
  const status = session.status ?? 'open';
  if (!isCheckoutStatus(status)) throw new Error(`Stripe sent an unknown checkout session status: ${status}.`);
  return {
    id: session.id,
    status,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    metadata: { ...session.metadata },
  };
}

export function toProviderPaymentMethod(paymentMethod: Stripe.PaymentMethod): ProviderPaymentMethod {
  const { card } = paymentMethod;
  // Billing only ever collects cards (set-up intents allow nothing else), so another type is a
  // wrong id given by a caller.
  if (!card) {
    throw new ProviderRequestError(
      `Payment method ${paymentMethod.id} is not a card.`,
      'payment_method_unsupported_type',
    );
  }
  return {
    id: paymentMethod.id,
    customerId: idOf(paymentMethod.customer),
    card: {
      brand: card.brand,
      last4: card.last4,
      country: card.country ?? '',
      expMonth: card.exp_month,
      expYear: card.exp_year,
      fingerprint: card.fingerprint ?? null,
    },
    created: dateOf(paymentMethod.created),
  };
}
