import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { users } from './users.schema';
import { widgetTypes } from './widget-types.schema';
import { widgets } from './widgets.schema';

export const PAYMENT_STATUSES = ['paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/**
 * One invoice of a subscription. The user and widget names are copied in so the admin order
 * history still reads correctly after either is deleted (the references then become null).
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    widgetId: uuid('widget_id').references(() => widgets.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    widgetName: text('widget_name').notNull().default(''),
    /** Whole cents, like widget_types.price_cents. */
    amountCents: integer('amount_cents').notNull(),
    methodDetail: text('method_detail').notNull().default(''),
    status: text('status', { enum: PAYMENT_STATUSES }),
    stripeInvoiceId: text('stripe_invoice_id').unique(),
    /** The provider's page for this invoice (Stripe's hosted invoice, or the test provider's); null when it has none. */
    invoiceUrl: text('invoice_url'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_id_idx').on(t.userId),
    index('payments_created_idx').on(t.created),
    check('payments_status_valid', oneOf(t.status, PAYMENT_STATUSES)),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripePaymentMethodId: text('stripe_payment_method_id').notNull().unique(),
    paymentMethodType: text('payment_method_type').notNull().default('card'),
    brand: text('brand').notNull().default(''),
    last4: text('last4').notNull().default(''),
    country: text('country').notNull().default(''),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    /** What the customer sees, e.g. "Visa ending in 4242". */
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_methods_user_id_idx').on(t.userId),
    check('payment_methods_exp_month_valid', sql`${t.expMonth} between 1 and 12`),
  ],
);
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

/** Provider webhook events already handled, so a redelivered event is processed only once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
});
export type WebhookEventRow = typeof webhookEvents.$inferSelect;

export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * A widget being bought: the editor's draft waits here while the customer is on the provider's
 * checkout page (provider metadata holds only 500 characters a value), and becomes the widget once
 * the payment succeeds. `widgetId` is chosen up front, so the success page can name it and the
 * widget is created once however often the completion is reported.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The provider's checkout session id; null until the provider has answered. */
    sessionId: text('session_id').unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A new widget's id-to-be, or the existing widget bought again. */
    widgetId: uuid('widget_id').notNull(),
    widgetTypeId: uuid('widget_type_id')
      .notNull()
      .references(() => widgetTypes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    htmlData: jsonb('html_data').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('checkouts_widget_id_idx').on(t.widgetId),
    check('checkouts_status_valid', oneOf(t.status, CHECKOUT_STATUSES)),
  ],
);
export type CheckoutRow = typeof checkouts.$inferSelect;

/**
 * The built-in test provider's own records (customers, payment methods, checkout sessions,
 * subscriptions, invoices, its clock), in Stripe's object shapes, so `npm start` sells widgets
 * offline and keeps them across restarts. Empty whenever Stripe is configured.
 */
export const testBillingObjects = pgTable(
  'test_billing_objects',
  {
    /** Stripe-style ids: cus_…, pm_…, cs_…, sub_…, in_…, seti_…; "clock" for the test clock. */
    id: text('id').primaryKey(),
    /** Stripe's `object` value: customer, payment_method, checkout.session, subscription, invoice … */
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_billing_objects_type_idx').on(t.type)],
);
export type TestBillingObjectRow = typeof testBillingObjects.$inferSelect;
