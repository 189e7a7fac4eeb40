import { z } from 'zod';

// The test provider's objects in Stripe's shapes (API version 2026-10-28), limited to the fields
// it fills. Every object is parsed with its schema when read back from test_billing_objects, and
// the schemas list every field written, so a read-modify-write never drops one. Timestamps are
// unix seconds, amounts whole cents, as in Stripe.

export const STRIPE_API_VERSION = '2026-10-28.endive';

const metadataSchema = z.record(z.string(), z.string());
const unixSeconds = z.number().int();
const cents = z.number().int().min(0);

function listOf<T extends z.ZodType>(item: T) {
  return z.object({ object: z.literal('list'), data: z.array(item), has_more: z.boolean(), url: z.string() });
}

export const testClockSchema = z.object({
  id: z.literal('clock'),
  object: z.literal('clock'),
  /** Provider time = real time + this; moved forward by advance(). */
  offset_ms: z.number().int(),
});
export type TestClock = z.infer<typeof testClockSchema>;

export const testCustomerSchema = z.object({
  id: z.string(),
  object: z.literal('customer'),
  created: unixSeconds,
  email: z.string().nullable(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  balance: z.number().int(),
  currency: z.string().nullable(),
  delinquent: z.boolean(),
  invoice_settings: z.object({ default_payment_method: z.string().nullable() }),
  livemode: z.literal(false),
  metadata: metadataSchema,
});
export type TestCustomer = z.infer<typeof testCustomerSchema>;

export const cardBehaviourSchema = z.enum(['pays', 'charge_fails']);
/** Where a payment method keeps what its test card does when charged. */
export const CARD_BEHAVIOUR_KEY = 'test_card_behaviour';

export const testPaymentMethodSchema = z.object({
  id: z.string(),
  object: z.literal('payment_method'),
  type: z.literal('card'),
  created: unixSeconds,
  customer: z.string().nullable(),
  livemode: z.literal(false),
  metadata: metadataSchema,
  billing_details: z.object({
    address: z.null(),
    email: z.string().nullable(),
    name: z.string().nullable(),
    phone: z.null(),
  }),
  card: z.object({
    brand: z.string(),
    display_brand: z.string(),
    country: z.string(),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int(),
    last4: z.string(),
    funding: z.literal('credit'),
    fingerprint: z.string(),
    checks: z.object({
      cvc_check: z.literal('pass'),
      address_line1_check: z.null(),
      address_postal_code_check: z.null(),
    }),
    wallet: z.null(),
  }),
});
export type TestPaymentMethod = z.infer<typeof testPaymentMethodSchema>;

export const testProductSchema = z.object({
  id: z.string(),
  object: z.literal('product'),
  active: z.boolean(),
  created: unixSeconds,
  updated: unixSeconds,
  name: z.string(),
  description: z.string().nullable(),
  default_price: z.string().nullable(),
  images: z.array(z.string()),
  livemode: z.literal(false),
  metadata: metadataSchema,
  type: z.literal('service'),
});
export type TestProduct = z.infer<typeof testProductSchema>;

export const testPriceSchema = z.object({
  id: z.string(),
  object: z.literal('price'),
  active: z.boolean(),
  billing_scheme: z.literal('per_unit'),
  created: unixSeconds,
  currency: z.literal('usd'),
  livemode: z.literal(false),
  lookup_key: z.string().nullable(),
  metadata: metadataSchema,
  nickname: z.string().nullable(),
  product: z.string(),
  recurring: z.object({
    interval: z.literal('month'),
    interval_count: z.literal(1),
    usage_type: z.literal('licensed'),
    trial_period_days: z.null(),
  }),
  tax_behavior: z.literal('unspecified'),
  type: z.literal('recurring'),
  unit_amount: cents,
  unit_amount_decimal: z.string(),
});
export type TestPrice = z.infer<typeof testPriceSchema>;

export const testCheckoutSessionSchema = z.object({
  id: z.string(),
  object: z.literal('checkout.session'),
  mode: z.literal('subscription'),
  status: z.enum(['open', 'complete', 'expired']),
  payment_status: z.enum(['paid', 'unpaid']),
  /** The hosted page; null once the session is complete or expired, as in Stripe. */
  url: z.string().nullable(),
  customer: z.string(),
  customer_email: z.string().nullable(),
  customer_details: z.object({ email: z.string().nullable(), name: z.string().nullable() }).nullable(),
  subscription: z.string().nullable(),
  invoice: z.string().nullable(),
  metadata: metadataSchema,
  success_url: z.string(),
  cancel_url: z.string(),
  created: unixSeconds,
  expires_at: unixSeconds,
  currency: z.literal('usd'),
  amount_subtotal: cents,
  amount_total: cents,
  client_reference_id: z.string().nullable(),
  livemode: z.literal(false),
  payment_method_types: z.array(z.string()),
  line_items: listOf(
    z.object({
      id: z.string(),
      object: z.literal('item'),
      amount_subtotal: cents,
      amount_total: cents,
      currency: z.literal('usd'),
      description: z.string(),
      price: testPriceSchema,
      quantity: z.literal(1),
    }),
  ),
});
export type TestCheckoutSession = z.infer<typeof testCheckoutSessionSchema>;

export const subscriptionStatusSchema = z.enum([
  'active',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'past_due',
  'paused',
  'trialing',
  'unpaid',
]);

export const testSubscriptionItemSchema = z.object({
  id: z.string(),
  object: z.literal('subscription_item'),
  created: unixSeconds,
  current_period_start: unixSeconds,
  current_period_end: unixSeconds,
  metadata: metadataSchema,
  price: testPriceSchema,
  quantity: z.literal(1),
  subscription: z.string(),
});

export const testSubscriptionSchema = z.object({
  id: z.string(),
  object: z.literal('subscription'),
  status: subscriptionStatusSchema,
  customer: z.string(),
  items: listOf(testSubscriptionItemSchema),
  billing_cycle_anchor: unixSeconds,
  cancel_at: unixSeconds.nullable(),
  cancel_at_period_end: z.boolean(),
  canceled_at: unixSeconds.nullable(),
  ended_at: unixSeconds.nullable(),
  cancellation_details: z.object({
    comment: z.null(),
    feedback: z.null(),
    reason: z.enum(['cancellation_requested', 'payment_failed']).nullable(),
  }),
  collection_method: z.literal('charge_automatically'),
  created: unixSeconds,
  start_date: unixSeconds,
  currency: z.literal('usd'),
  default_payment_method: z.string().nullable(),
  latest_invoice: z.string().nullable(),
  livemode: z.literal(false),
  metadata: metadataSchema,
});
export type TestSubscription = z.infer<typeof testSubscriptionSchema>;

export const testPaymentIntentSchema = z.object({
  id: z.string(),
  object: z.literal('payment_intent'),
  amount: cents,
  amount_received: cents,
  currency: z.literal('usd'),
  customer: z.string(),
  created: unixSeconds,
  status: z.enum(['requires_payment_method', 'succeeded']),
  /** The card charged; null after a failed attempt (Stripe names that card in last_payment_error). */
  payment_method: z.string().nullable(),
  last_payment_error: z
    .object({
      type: z.literal('card_error'),
      code: z.string(),
      /**
       * Only on a card the issuer declined; absent otherwise, as in Stripe (never null). Attempts
       * stored before this followed Stripe hold null there, read as absent.
       */
      decline_code: z
        .string()
        .nullable()
        .optional()
        .transform((code) => code ?? undefined),
      message: z.string(),
      /**
       * The card the failed attempt tried, as the whole payment method (Stripe's shape); absent
       * when there was no card to try, as in Stripe (never null), and on attempts stored before it
       * was kept, which named the card in payment_method instead.
       */
      payment_method: testPaymentMethodSchema.optional(),
    })
    .nullable(),
  livemode: z.literal(false),
  metadata: metadataSchema,
});
export type TestPaymentIntent = z.infer<typeof testPaymentIntentSchema>;

export const invoiceStatusSchema = z.enum(['draft', 'open', 'paid', 'uncollectible', 'void']);

export const testInvoiceSchema = z.object({
  id: z.string(),
  object: z.literal('invoice'),
  customer: z.string(),
  customer_email: z.string().nullable(),
  status: invoiceStatusSchema,
  amount_due: cents,
  amount_paid: cents,
  amount_remaining: cents,
  subtotal: cents,
  total: cents,
  attempt_count: z.number().int().min(0),
  attempted: z.boolean(),
  auto_advance: z.boolean(),
  next_payment_attempt: unixSeconds.nullable(),
  hosted_invoice_url: z.string(),
  invoice_pdf: z.null(),
  billing_reason: z.enum(['subscription_create', 'subscription_cycle']),
  collection_method: z.literal('charge_automatically'),
  currency: z.literal('usd'),
  created: unixSeconds,
  period_start: unixSeconds,
  period_end: unixSeconds,
  number: z.string(),
  livemode: z.literal(false),
  metadata: metadataSchema,
  parent: z.object({
    type: z.literal('subscription_details'),
    quote_details: z.null(),
    subscription_details: z.object({ metadata: metadataSchema, subscription: z.string() }),
  }),
  lines: listOf(
    z.object({
      id: z.string(),
      object: z.literal('line_item'),
      amount: cents,
      currency: z.literal('usd'),
      description: z.string(),
      invoice: z.string(),
      period: z.object({ start: unixSeconds, end: unixSeconds }),
      quantity: z.literal(1),
      pricing: z.object({
        type: z.literal('price_details'),
        price_details: z.object({ price: z.string(), product: z.string() }),
        unit_amount_decimal: z.string(),
      }),
      metadata: metadataSchema,
    }),
  ),
  /** Stripe lists an invoice's payment attempts here; its payment intent names the card tried. */
  payments: listOf(
    z.object({
      id: z.string(),
      object: z.literal('invoice_payment'),
      amount_paid: cents.nullable(),
      amount_requested: cents,
      created: unixSeconds,
      currency: z.literal('usd'),
      invoice: z.string(),
      is_default: z.boolean(),
      livemode: z.literal(false),
      status: z.enum(['open', 'paid', 'canceled']),
      payment: z.object({ type: z.literal('payment_intent'), payment_intent: testPaymentIntentSchema }),
      status_transitions: z.object({ canceled_at: unixSeconds.nullable(), paid_at: unixSeconds.nullable() }),
    }),
  ),
  status_transitions: z.object({
    finalized_at: unixSeconds.nullable(),
    marked_uncollectible_at: unixSeconds.nullable(),
    paid_at: unixSeconds.nullable(),
    voided_at: unixSeconds.nullable(),
  }),
});
export type TestInvoice = z.infer<typeof testInvoiceSchema>;

export const testSetupIntentSchema = z.object({
  id: z.string(),
  object: z.literal('setup_intent'),
  client_secret: z.string(),
  created: unixSeconds,
  customer: z.string(),
  description: z.string().nullable(),
  last_setup_error: z.null(),
  livemode: z.literal(false),
  metadata: metadataSchema,
  payment_method: z.string().nullable(),
  payment_method_types: z.array(z.string()),
  status: z.enum(['requires_payment_method', 'succeeded', 'canceled']),
  usage: z.literal('off_session'),
});
export type TestSetupIntent = z.infer<typeof testSetupIntentSchema>;

export const testEventSchema = z.object({
  id: z.string(),
  object: z.literal('event'),
  api_version: z.string(),
  created: unixSeconds,
  livemode: z.literal(false),
  /** Stripe's count of endpoints still to be told; 0 once our one webhook route answered 2xx. */
  pending_webhooks: z.number().int().min(0),
  request: z.object({ id: z.null(), idempotency_key: z.null() }),
  type: z.string(),
  data: z.object({
    object: z.record(z.string(), z.unknown()),
    previous_attributes: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type TestEvent = z.infer<typeof testEventSchema>;
