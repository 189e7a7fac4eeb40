import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';
import { users } from './users.schema';
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
