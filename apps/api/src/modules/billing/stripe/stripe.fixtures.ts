import type Stripe from 'stripe';

// Stripe's JSON as API version 2026-10-28.endive sends it, built for the msw handlers. Each
// builder is checked against the SDK's types, so a field this version renamed or moved (the
// period end now lives on subscription items, an invoice's subscription under
// parent.subscription_details) fails to compile instead of testing a shape Stripe no longer sends.

/** Any subset of a Stripe object's fields, as JSON: decimals travel as strings. */
export type StripeJson<T> = T extends Stripe.Decimal
  ? string
  : T extends readonly (infer U)[]
    ? StripeJson<U>[]
    : T extends object
      ? { [K in keyof T]?: StripeJson<T[K]> }
      : T;

/** Fixed times (unix seconds): the current period runs from October 1st to November 1st 2026. */
export const PERIOD_START = 1_790_847_000;
export const PERIOD_END = 1_793_525_400;

export const ids = {
  product: 'prod_TkWdgt0Prorated',
  price: 'price_1SWdgtProrated1500',
  customer: 'cus_TkWdgtAda',
  subscription: 'sub_1SWdgtAda0001',
  subscriptionItem: 'si_TkWdgtAda0001',
  invoice: 'in_1SWdgtAda0001',
  invoicePayment: 'inpay_1SWdgtAda0001',
  paymentIntent: 'pi_3SWdgtAda0001',
  paymentMethod: 'pm_1SWdgtVisa4242',
  checkoutSession: 'cs_test_a1WdgtAdaCheckout0001',
  setupIntent: 'seti_1SWdgtAda0001',
};

export const checkoutMetadata = { checkoutId: 'chk_01', widgetId: 'wdg_01', userId: 'usr_01' };

export function productJson(overrides: StripeJson<Stripe.Product> = {}) {
  return {
    id: ids.product,
    object: 'product',
    active: true,
    created: PERIOD_START - 86_400,
    default_price: ids.price,
    description: null,
    images: [],
    livemode: false,
    marketing_features: [],
    metadata: { widgetType: 'prorated' },
    name: 'Prorated rent calculator',
    package_dimensions: null,
    shippable: null,
    statement_descriptor: null,
    tax_code: null,
    tax_details: null,
    type: 'service',
    unit_label: null,
    updated: PERIOD_START - 86_400,
    url: null,
    ...overrides,
  } satisfies StripeJson<Stripe.Product>;
}

export function priceJson(overrides: StripeJson<Stripe.Price> = {}) {
  return {
    id: ids.price,
    object: 'price',
    active: true,
    billing_scheme: 'per_unit',
    created: PERIOD_START - 86_400,
    currency: 'usd',
    custom_unit_amount: null,
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: ids.product,
    recurring: { interval: 'month', interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' },
    tax_behavior: 'unspecified',
    tiers_mode: null,
    transform_quantity: null,
    type: 'recurring',
    unit_amount: 1500,
    unit_amount_decimal: '1500',
    ...overrides,
  } satisfies StripeJson<Stripe.Price>;
}

export function customerJson(overrides: StripeJson<Stripe.Customer> = {}) {
  return {
    id: ids.customer,
    object: 'customer',
    balance: 0,
    created: PERIOD_START - 3_600,
    currency: null,
    default_source: null,
    delinquent: false,
    description: null,
    email: 'ada@example.com',
    invoice_prefix: 'WDGT0001',
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: false,
    metadata: { userId: 'usr_01' },
    name: 'Ada Lovelace',
    phone: null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: 'none',
    test_clock: null,
    ...overrides,
  } satisfies StripeJson<Stripe.Customer>;
}

export function subscriptionJson(
  overrides: StripeJson<Stripe.Subscription> = {},
  periodEnd: number = PERIOD_END,
): StripeJson<Stripe.Subscription> {
  return {
    id: ids.subscription,
    object: 'subscription',
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: PERIOD_START,
    billing_cycle_anchor_config: null,
    billing_mode: { flexible: { proration_discounts: 'included' }, type: 'flexible', updated_at: PERIOD_START },
    billing_thresholds: null,
    cancel_at: null,
    cancel_at_period_end: false,
    canceled_at: null,
    cancellation_details: { comment: null, feedback: null, reason: null },
    collection_method: 'charge_automatically',
    created: PERIOD_START,
    currency: 'usd',
    customer: ids.customer,
    customer_account: null,
    days_until_due: null,
    default_payment_method: ids.paymentMethod,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: null,
    invoice_settings: { account_tax_ids: null, issuer: { type: 'self' } },
    items: {
      object: 'list',
      data: [
        {
          id: ids.subscriptionItem,
          object: 'subscription_item',
          billing_thresholds: null,
          created: PERIOD_START,
          current_period_end: periodEnd,
          current_period_start: PERIOD_START,
          discounts: [],
          metadata: {},
          price: priceJson(),
          quantity: 1,
          subscription: ids.subscription,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${ids.subscription}`,
    },
    latest_invoice: ids.invoice,
    livemode: false,
    metadata: checkoutMetadata,
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: {
      payment_method_options: null,
      payment_method_types: null,
      save_default_payment_method: 'off',
    },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: PERIOD_START,
    status: 'active',
    test_clock: null,
    transfer_data: null,
    trial_end: null,
    trial_settings: { end_behavior: { missing_payment_method: 'create_invoice' } },
    trial_start: null,
    ...overrides,
  };
}

export function checkoutSessionJson(overrides: StripeJson<Stripe.Checkout.Session> = {}) {
  return {
    id: ids.checkoutSession,
    object: 'checkout.session',
    allow_promotion_codes: null,
    amount_subtotal: 1500,
    amount_total: 1500,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: 'https://app.widgetry.test/editor?checkout=canceled',
    client_reference_id: null,
    client_secret: null,
    created: PERIOD_START,
    currency: 'usd',
    customer: ids.customer,
    customer_creation: null,
    customer_details: null,
    customer_email: null,
    expires_at: PERIOD_START + 86_400,
    invoice: null,
    livemode: false,
    locale: null,
    metadata: checkoutMetadata,
    mode: 'subscription',
    payment_intent: null,
    payment_link: null,
    payment_method_collection: 'always',
    payment_method_types: ['card'],
    payment_status: 'unpaid',
    setup_intent: null,
    shipping_options: [],
    status: 'open',
    submit_type: null,
    subscription: null,
    success_url: 'https://app.widgetry.test/editor?checkout=done',
    ui_mode: 'hosted',
    url: `https://checkout.stripe.com/c/pay/${ids.checkoutSession}#fidkdWxOYHwnPyd1blpxYHZxWjA0`,
    ...overrides,
  } satisfies StripeJson<Stripe.Checkout.Session>;
}

/** A page of a list endpoint. */
export function listJson<T>(url: string, data: T[], hasMore = false) {
  return { object: 'list', url, has_more: hasMore, data };
}

/** Stripe's error body: `{ error: { type, code, message } }`, with the fields card errors add. */
export function errorJson(
  type: 'api_error' | 'card_error' | 'idempotency_error' | 'invalid_request_error',
  message: string,
  extra: { code?: string; decline_code?: string; param?: string } = {},
) {
  return {
    error: {
      type,
      message,
      ...extra,
      ...(extra.code ? { doc_url: `https://docs.stripe.com/error-codes/${extra.code.replaceAll('_', '-')}` } : {}),
      request_log_url: 'https://dashboard.stripe.com/test/logs/req_WdgtTest0001',
    },
  };
}

/** A webhook event envelope around an object, as POST /webhook/stripe receives it. */
export function eventJson(type: Stripe.EventBase['type'], object: { id?: string; object?: string }) {
  return {
    id: 'evt_1SWdgtAda0001',
    object: 'event',
    api_version: '2026-10-28.endive',
    created: PERIOD_START + 5,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: 'req_WdgtTest0002', idempotency_key: 'a9d5b0a0-1e3f-4c55-9a38-6f3d0f5c2b11' },
    type,
  } satisfies StripeJson<Stripe.EventBase>;
}
