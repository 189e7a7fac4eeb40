import type { AcceptedCard } from './test-cards';
import { newId } from './test-ids';
import {
  CARD_BEHAVIOUR_KEY,
  type TestCheckoutSession,
  type TestCustomer,
  type TestPaymentMethod,
  type TestPrice,
  type TestProduct,
  type TestSetupIntent,
  type TestSubscription,
} from './test-objects.schema';

// New objects as Stripe creates them (test mode, USD, monthly). `now` is the provider's time in
// unix seconds; invoices have their own file (test-invoices.ts).

/** Stripe Checkout sessions stay open this long. */
export const CHECKOUT_SESSION_LIFETIME_S = 24 * 60 * 60;

export function newCustomer(input: { email: string; name: string; userId: string }, now: number): TestCustomer {
  return {
    id: newId('cus_', 14),
    object: 'customer',
    created: now,
    email: input.email,
    name: input.name,
    description: null,
    balance: 0,
    currency: null,
    delinquent: false,
    invoice_settings: { default_payment_method: null },
    livemode: false,
    metadata: { userId: input.userId },
  };
}

export function newProduct(input: { name: string; typeName: string }, now: number): TestProduct {
  return {
    id: newId('prod_', 14),
    object: 'product',
    active: true,
    created: now,
    updated: now,
    name: input.name,
    description: null,
    default_price: null,
    images: [],
    livemode: false,
    metadata: { typeName: input.typeName },
    type: 'service',
  };
}

export function newPrice(productId: string, unitAmount: number, now: number): TestPrice {
  return {
    id: newId('price_'),
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: now,
    currency: 'usd',
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: productId,
    recurring: { interval: 'month', interval_count: 1, usage_type: 'licensed', trial_period_days: null },
    tax_behavior: 'unspecified',
    type: 'recurring',
    unit_amount: unitAmount,
    unit_amount_decimal: String(unitAmount),
  };
}

export function newCheckoutSession(
  input: {
    customer: TestCustomer;
    price: TestPrice;
    productName: string;
    successUrl: string;
    cancelUrl: string;
    metadata: Record<string, string>;
    pageUrl: (id: string) => string;
  },
  now: number,
): TestCheckoutSession {
  const id = newId('cs_test_', 58);
  const amount = input.price.unit_amount;
  return {
    id,
    object: 'checkout.session',
    mode: 'subscription',
    status: 'open',
    payment_status: 'unpaid',
    url: input.pageUrl(id),
    customer: input.customer.id,
    customer_email: null,
    customer_details: null,
    subscription: null,
    invoice: null,
    metadata: { ...input.metadata },
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    created: now,
    expires_at: now + CHECKOUT_SESSION_LIFETIME_S,
    currency: 'usd',
    amount_subtotal: amount,
    amount_total: amount,
    client_reference_id: null,
    livemode: false,
    payment_method_types: ['card'],
    line_items: {
      object: 'list',
      data: [
        {
          id: newId('li_'),
          object: 'item',
          amount_subtotal: amount,
          amount_total: amount,
          currency: 'usd',
          description: input.productName,
          price: input.price,
          quantity: 1,
        },
      ],
      has_more: false,
      url: `/v1/checkout/sessions/${id}/line_items`,
    },
  };
}

export function newPaymentMethod(
  card: AcceptedCard,
  owner: { customer: string | null; email: string | null; name: string | null },
  now: number,
): TestPaymentMethod {
  return {
    id: newId('pm_'),
    object: 'payment_method',
    type: 'card',
    created: now,
    customer: owner.customer,
    livemode: false,
    metadata: { [CARD_BEHAVIOUR_KEY]: card.behaviour },
    billing_details: { address: null, email: owner.email, name: owner.name, phone: null },
    card: {
      brand: card.brand,
      display_brand: card.brand,
      country: card.country,
      exp_month: card.expMonth,
      exp_year: card.expYear,
      last4: card.last4,
      funding: 'credit',
      fingerprint: card.fingerprint,
      checks: { cvc_check: 'pass', address_line1_check: null, address_postal_code_check: null },
      wallet: null,
    },
  };
}

export function newSubscription(input: {
  id: string;
  customer: string;
  price: TestPrice;
  paymentMethod: string;
  latestInvoice: string;
  metadata: Record<string, string>;
  periodStart: number;
  periodEnd: number;
}): TestSubscription {
  const start = input.periodStart;
  return {
    id: input.id,
    object: 'subscription',
    status: 'active',
    customer: input.customer,
    items: {
      object: 'list',
      data: [
        {
          id: newId('si_', 14),
          object: 'subscription_item',
          created: start,
          current_period_start: start,
          current_period_end: input.periodEnd,
          metadata: {},
          price: input.price,
          quantity: 1,
          subscription: input.id,
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${input.id}`,
    },
    billing_cycle_anchor: start,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: start,
    start_date: start,
    currency: 'usd',
    default_payment_method: input.paymentMethod,
    latest_invoice: input.latestInvoice,
    livemode: false,
    metadata: { ...input.metadata },
  };
}

export function newSetupIntent(customer: string, metadata: Record<string, string>, now: number): TestSetupIntent {
  const id = newId('seti_');
  return {
    id,
    object: 'setup_intent',
    client_secret: `${id}_secret_${newId('', 25)}`,
    created: now,
    customer,
    description: null,
    last_setup_error: null,
    livemode: false,
    metadata: { ...metadata },
    payment_method: null,
    payment_method_types: ['card'],
    status: 'requires_payment_method',
    usage: 'off_session',
  };
}
