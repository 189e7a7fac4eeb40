import { z } from 'zod';
import { paymentSchema } from './payment.schema';
import { paymentMethodSchema } from './payment-method.schema';
import { orderSchema } from './subscription.schema';
import { userSchema } from './user.schema';

/** A user in the admin console's lists (spec 003 §3), with their widgets. */
export const adminUserSchema = userSchema.extend({
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
