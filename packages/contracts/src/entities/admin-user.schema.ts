import { z } from 'zod';
import { ADMIN_MESSAGES } from '../constants/messages';
import { paymentSchema } from './payment.schema';
import { paymentMethodSchema } from './payment-method.schema';
import { orderSchema } from './subscription.schema';
import { userSchema } from './user.schema';

/** The highest widget limit an admin (or WIDGETS_PER_USER_MAX) can give. */
export const WIDGET_LIMIT_MAX = 100_000;

/**
 * One user's own widget limit, set by an admin: a whole number of widgets, or null for the
 * configured default (WIDGETS_PER_USER_MAX). 0 stops the user from adding any.
 */
export const widgetLimitSchema = z
  .number({ error: ADMIN_MESSAGES.widgetLimitInvalid })
  .int({ error: ADMIN_MESSAGES.widgetLimitInvalid })
  .min(0, { error: ADMIN_MESSAGES.widgetLimitInvalid })
  .max(WIDGET_LIMIT_MAX, { error: ADMIN_MESSAGES.widgetLimitInvalid })
  .nullable();

/**
 * A user as the admin console's lists show them: with their own widget limit, if an admin set one
 * (null or absent: the default).
 */
export const adminListUserSchema = userSchema.extend({
  widgetLimit: widgetLimitSchema.optional(),
});
export type AdminListUser = z.infer<typeof adminListUserSchema>;

/** A user in the admin console's lists (spec 003 §3), with their widgets. */
export const adminUserSchema = adminListUserSchema.extend({
  stripeCustomerId: z.string().nullable().default(null),
  widgets: z.array(orderSchema).default([]),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** GET /devadmin/details/{userId}: a user with everything the details view shows. */
export const adminUserDetailSchema = adminUserSchema.extend({
  widgetArray: z.array(orderSchema).default([]),
  payments: z.array(paymentSchema).default([]),
  paymentMethods: z.array(paymentMethodSchema).default([]),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;
