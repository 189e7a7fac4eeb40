import { CARD_MESSAGES, type CardRefusal } from './test-cards';
import { newId } from './test-ids';
import type { Mutation } from './test-mutation';
import {
  CARD_BEHAVIOUR_KEY,
  cardBehaviourSchema,
  type TestInvoice,
  type TestPaymentIntent,
  type TestPaymentMethod,
  type TestSubscription,
} from './test-objects.schema';

// Invoices of a subscription and charging them: the first one at checkout, one per renewal, and
// the retries of a failed one. A charge succeeds or fails by the card's stored test behaviour.

/** Stripe's Smart Retries stand-in: retries this many days after the first failed attempt. */
export const RETRY_DAYS = [3, 5, 7] as const;
const DAY_S = 24 * 60 * 60;

export const NO_PAYMENT_METHOD: CardRefusal = {
  message: 'This customer has no attached payment source or default payment method.',
  code: 'resource_missing',
};
const DECLINED: CardRefusal = { message: CARD_MESSAGES.declined, code: 'card_declined' };

/** A draft invoice for one period of the subscription at its price. */
export function newInvoice(input: {
  subscription: TestSubscription;
  productName: string;
  customerEmail: string | null;
  reason: TestInvoice['billing_reason'];
  periodStart: number;
  periodEnd: number;
  hostedUrl: (id: string) => string;
  now: number;
}): TestInvoice {
  const id = newId('in_');
  const { subscription } = input;
  const item = subscription.items.data[0];
  const amount = item?.price.unit_amount ?? 0;
  return {
    id,
    object: 'invoice',
    customer: subscription.customer,
    customer_email: input.customerEmail,
    status: 'draft',
    amount_due: amount,
    amount_paid: 0,
    amount_remaining: amount,
    subtotal: amount,
    total: amount,
    attempt_count: 0,
    attempted: false,
    auto_advance: true,
    next_payment_attempt: null,
    hosted_invoice_url: input.hostedUrl(id),
    invoice_pdf: null,
    billing_reason: input.reason,
    collection_method: 'charge_automatically',
    currency: 'usd',
    created: input.now,
    period_start: input.periodStart,
    period_end: input.periodEnd,
    number: newId('TEST-', 8).toUpperCase(),
    livemode: false,
    metadata: {},
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: { metadata: { ...subscription.metadata }, subscription: subscription.id },
    },
    lines: {
      object: 'list',
      data: [
        {
          id: newId('il_'),
          object: 'line_item',
          amount,
          currency: 'usd',
          description: `1 × ${input.productName} (at $${(amount / 100).toFixed(2)} / month)`,
          invoice: id,
          period: { start: input.periodStart, end: input.periodEnd },
          quantity: 1,
          pricing: {
            type: 'price_details',
            price_details: { price: item?.price.id ?? '', product: item?.price.product ?? '' },
            unit_amount_decimal: String(amount),
          },
          metadata: {},
        },
      ],
      has_more: false,
      url: `/v1/invoices/${id}/lines`,
    },
    payments: { object: 'list', data: [], has_more: false, url: `/v1/invoice_payments?invoice=${id}` },
    status_transitions: { finalized_at: null, marked_uncollectible_at: null, paid_at: null, voided_at: null },
  };
}

/** When an invoice that failed at `attemptAt` is tried next; null when the retries are used up. */
export function nextRetryAt(invoiceCreated: number, attemptAt: number): number | null {
  for (const days of RETRY_DAYS) {
    const at = invoiceCreated + days * DAY_S;
    if (at > attemptAt) return at;
  }
  return null;
}

/** What charging this card does: its test behaviour, or no card at all (missing or detached). */
export function chargeResult(paymentMethod: TestPaymentMethod | null, customer: string): CardRefusal | null {
  if (paymentMethod === null || paymentMethod.customer !== customer) return NO_PAYMENT_METHOD;
  const behaviour = cardBehaviourSchema.catch('pays').parse(paymentMethod.metadata[CARD_BEHAVIOUR_KEY]);
  return behaviour === 'charge_fails' ? DECLINED : null;
}

/**
 * The invoice after one charge attempt, its payment intent as Stripe leaves it: a paid one names
 * the card in payment_method; a failed one clears payment_method (the intent waits for a new card)
 * and names the card it tried, as the whole payment method, in last_payment_error.
 */
function withAttempt(
  invoice: TestInvoice,
  paymentMethod: TestPaymentMethod | null,
  error: CardRefusal | null,
  now: number,
  nextPaymentAttempt: number | null,
): TestInvoice {
  const existing = invoice.payments.data[0];
  const intent: TestPaymentIntent = {
    id: existing?.payment.payment_intent.id ?? newId('pi_'),
    object: 'payment_intent',
    amount: invoice.amount_due,
    amount_received: error === null ? invoice.amount_due : 0,
    currency: 'usd',
    customer: invoice.customer,
    created: existing?.created ?? now,
    status: error === null ? 'succeeded' : 'requires_payment_method',
    payment_method: error === null ? (paymentMethod?.id ?? null) : null,
    last_payment_error:
      error === null
        ? null
        : {
            type: 'card_error',
            code: error.code,
            // Undefined is left out of the stored JSON: absent, as in Stripe.
            decline_code: error.code === 'card_declined' ? 'generic_decline' : undefined,
            message: error.message,
            // With no usable card there was no card to try.
            ...(paymentMethod === null || error === NO_PAYMENT_METHOD ? {} : { payment_method: paymentMethod }),
          },
    livemode: false,
    metadata: {},
  };
  const paid = error === null;
  return {
    ...invoice,
    status: paid ? 'paid' : invoice.status,
    amount_paid: paid ? invoice.amount_due : 0,
    amount_remaining: paid ? 0 : invoice.amount_due,
    attempt_count: invoice.attempt_count + 1,
    attempted: true,
    next_payment_attempt: paid ? null : nextPaymentAttempt,
    payments: {
      ...invoice.payments,
      data: [
        {
          id: existing?.id ?? newId('inpay_'),
          object: 'invoice_payment',
          amount_paid: paid ? invoice.amount_due : null,
          amount_requested: invoice.amount_due,
          created: existing?.created ?? now,
          currency: 'usd',
          invoice: invoice.id,
          is_default: true,
          livemode: false,
          status: paid ? 'paid' : 'open',
          payment: { type: 'payment_intent', payment_intent: intent },
          status_transitions: { canceled_at: null, paid_at: paid ? now : null },
        },
      ],
    },
    status_transitions: { ...invoice.status_transitions, paid_at: paid ? now : null },
  };
}

/** Stores a new invoice and finalizes it (invoice.created, invoice.finalized). */
export async function openInvoice(mutation: Mutation, draft: TestInvoice): Promise<TestInvoice> {
  await mutation.store.put(draft);
  await mutation.emit('invoice.created', draft);
  const open: TestInvoice = {
    ...draft,
    status: 'open',
    status_transitions: { ...draft.status_transitions, finalized_at: mutation.now },
  };
  await mutation.store.put(open);
  await mutation.emit('invoice.finalized', open);
  return open;
}

/**
 * Charges an open invoice to the card and records the attempt: invoice.paid and
 * invoice.payment_succeeded, or invoice.payment_failed with the attempt count and the next
 * attempt (`nextAttemptOnFailure`). Returns the invoice and the refusal, if any.
 */
export async function chargeInvoice(
  mutation: Mutation,
  invoice: TestInvoice,
  paymentMethod: TestPaymentMethod | null,
  nextAttemptOnFailure: number | null,
): Promise<{ invoice: TestInvoice; error: CardRefusal | null }> {
  const error = chargeResult(paymentMethod, invoice.customer);
  const charged = withAttempt(invoice, paymentMethod, error, mutation.now, nextAttemptOnFailure);
  await mutation.store.put(charged);
  if (error === null) {
    await mutation.emit('invoice.paid', charged);
    await mutation.emit('invoice.payment_succeeded', charged);
  } else {
    await mutation.emit('invoice.payment_failed', charged);
  }
  return { invoice: charged, error };
}

/** The card a subscription's invoices are charged to: its own default, else the customer's. */
export function chargeablePaymentMethodId(
  subscription: TestSubscription,
  customerDefault: string | null,
): string | null {
  return subscription.default_payment_method ?? customerDefault;
}
