import { ProviderRequestError } from '../billing.provider';
import type { CardRefusal } from './test-cards';
import { type CardInput, checkCard } from './test-cards';
import { fromUnix } from './test-clock';
import { chargeInvoice } from './test-invoices';
import type { Mutation } from './test-mutation';
import { newPaymentMethod } from './test-objects';
import {
  type TestInvoice,
  type TestPaymentMethod,
  testCustomerSchema,
  testInvoiceSchema,
  testProductSchema,
} from './test-objects.schema';
import type { TestObjectStore } from './test-provider.store';
import { chargeableCard, getSubscription, missing, saveSubscriptionChange, withNextPeriod } from './test-subscriptions';

// Paying an open invoice now: with the subscription's card (payInvoice) or with a card typed on
// the hosted invoice page. A paid invoice of a past_due subscription makes it active again, its
// next period continuing from where the unpaid one ended.

/** What the hosted invoice page shows. */
export interface InvoiceView {
  id: string;
  number: string;
  status: TestInvoice['status'];
  /** Paid once paid, else due. */
  amountCents: number;
  productName: string;
  customerEmail: string | null;
  periodStart: Date;
  periodEnd: Date;
}

export type InvoicePayment = { invoice: TestInvoice; error: CardRefusal | null };

export async function invoiceView(store: TestObjectStore, id: string): Promise<InvoiceView | null> {
  const invoice = await store.get('invoice', testInvoiceSchema, id);
  if (invoice === null) return null;
  const line = invoice.lines.data[0];
  const product = line ? await store.get('product', testProductSchema, line.pricing.price_details.product) : null;
  const customer = await store.get('customer', testCustomerSchema, invoice.customer);
  return {
    id: invoice.id,
    number: invoice.number,
    status: invoice.status,
    amountCents: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    productName: product?.name ?? '',
    customerEmail: customer?.email ?? invoice.customer_email,
    periodStart: fromUnix(line?.period.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period.end ?? invoice.period_end),
  };
}

async function openInvoiceOf(store: TestObjectStore, id: string): Promise<TestInvoice> {
  const invoice = await store.get('invoice', testInvoiceSchema, id);
  if (invoice === null) throw missing('invoice', id);
  if (invoice.status === 'paid') throw new ProviderRequestError('Invoice is already paid', 'invoice_unexpected_state');
  if (invoice.status !== 'open') {
    throw new ProviderRequestError(
      `You can only pay an open invoice; this invoice is ${invoice.status}.`,
      'invoice_unexpected_state',
    );
  }
  return invoice;
}

async function charge(
  mutation: Mutation,
  invoice: TestInvoice,
  card: TestPaymentMethod | null,
): Promise<InvoicePayment> {
  // A manual attempt leaves the automatic retry schedule as it was.
  const result = await chargeInvoice(mutation, invoice, card, invoice.next_payment_attempt);
  const subscription = await getSubscription(mutation.store, invoice.parent.subscription_details.subscription);
  if (result.error === null && subscription.status === 'past_due' && subscription.latest_invoice === invoice.id) {
    await saveSubscriptionChange(mutation, subscription, withNextPeriod(subscription, invoice.id));
  }
  return result;
}

/** Charges the subscription's card now; a refusal is recorded and returned, not thrown. */
export async function payWithDefaultCard(mutation: Mutation, id: string): Promise<InvoicePayment> {
  const invoice = await openInvoiceOf(mutation.store, id);
  const subscription = await getSubscription(mutation.store, invoice.parent.subscription_details.subscription);
  return charge(mutation, invoice, await chargeableCard(mutation.store, subscription));
}

/**
 * Attaches the typed card to the invoice's customer and charges it. A card refused outright
 * throws (nothing kept); one that attaches but fails the charge is recorded and returned.
 */
export async function payWithCard(mutation: Mutation, id: string, input: CardInput): Promise<InvoicePayment> {
  const invoice = await openInvoiceOf(mutation.store, id);
  const check = checkCard(input, fromUnix(mutation.now));
  if (!check.ok) throw new ProviderRequestError(check.error.message, check.error.code);
  const customer = await mutation.store.get('customer', testCustomerSchema, invoice.customer);
  const card = newPaymentMethod(
    check.card,
    { customer: invoice.customer, email: customer?.email ?? null, name: null },
    mutation.now,
  );
  await mutation.store.put(card);
  await mutation.emit('payment_method.attached', card);
  return charge(mutation, invoice, card);
}
