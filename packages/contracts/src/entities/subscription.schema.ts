import { z } from 'zod';
import { widgetHtmlDataSchema } from '../html-data/index';
import { paymentSchema } from './payment.schema';
import { siteSchema } from './site.schema';
import { subscriptionStatusSchema } from './widget.schema';
import { widgetTypeNameSchema } from './widget-type.schema';

/** The widget type as an order carries it (spec 003 §3: id, name, price). */
export const orderWidgetTypeSchema = z.object({
  id: z.string(),
  name: widgetTypeNameSchema,
  displayName: z.string().default(''),
  /** Dollars per month. */
  price: z.number().nonnegative().default(0),
});
export type OrderWidgetType = z.infer<typeof orderWidgetTypeSchema>;

/** A row of the customer subscription list (spec 003 §2): a paid widget seen as a subscription. */
export const subscriptionRowSchema = z.object({
  _id: z.string(),
  id: z.string(),
  title: z.string(),
  widgetType: orderWidgetTypeSchema,
  subStatus: subscriptionStatusSchema.nullable().default(null),
  /** Renewal date, ISO string. */
  expires: z.string().nullable().default(null),
  createdAt: z.string(),
  /** The payment provider's subscription id. */
  subscriptionId: z.string().nullable().default(null),
  defaultPaymentMethod: z.object({ detail: z.string() }).nullable().default(null),
  /** When a canceled-at-period-end subscription ends (ISO); null while it renews. */
  cancelAt: z.string().nullable().default(null),
  /** The provider's hosted page for the open invoice, when one waits to be paid. */
  hostedUrl: z.string().nullable().default(null),
  payments: z.array(paymentSchema).default([]),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;

export const orderCustomerSchema = z.object({
  id: z.string().optional(),
  displayName: z.string(),
  email: z.string(),
});

/** A widget seen by an admin as an order (spec 003 §3). */
export const orderSchema = subscriptionRowSchema.extend({
  /** The owner, as an object (spec 003 §3 "userId (object with displayName, email)"). */
  userId: orderCustomerSchema,
  sites: z.array(siteSchema).default([]),
  htmlData: widgetHtmlDataSchema.prefault({}),
  /** Payments recorded with the order itself; the admin form sends an empty list (spec 003 §7). */
  payment: z.array(paymentSchema).default([]),
});
export type Order = z.infer<typeof orderSchema>;
