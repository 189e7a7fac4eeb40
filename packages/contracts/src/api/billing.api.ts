import { z } from 'zod';
import { paymentMethodSchema } from '../entities/payment-method.schema';
import { subscriptionRowSchema } from '../entities/subscription.schema';
import { emailSchema } from '../entities/user.schema';
import { idSchema } from '../rules/id.rule';
import { clientString } from '../rules/text.rule';
import { widgetInputSchema } from './widget.api';

const providerIdSchema = clientString().trim().min(1).max(255);

/** POST /create-checkout-session – pay for the widget being saved (spec 000 §7). */
export const checkoutSessionBodySchema = z.object({
  priceId: providerIdSchema,
  customerEmail: emailSchema,
  /** The widget being bought; id is absent when it has not been saved yet. */
  widgetData: widgetInputSchema.extend({ id: idSchema.optional() }),
});
export type CheckoutSessionBody = z.infer<typeof checkoutSessionBodySchema>;

/** The checkout session's id, and the hosted checkout page to send the browser to. */
export const checkoutSessionResponseSchema = z.object({
  id: z.string(),
  url: z.string(),
});
export type CheckoutSessionResponse = z.infer<typeof checkoutSessionResponseSchema>;

/** GET /paymentMethod */
export const paymentMethodsResponseSchema = z.object({ paymentMethods: z.array(paymentMethodSchema) });
export type PaymentMethodsResponse = z.infer<typeof paymentMethodsResponseSchema>;

/** GET /subscription – the customer's subscription list. */
export const subscriptionsResponseSchema = z.object({ data: z.array(subscriptionRowSchema) });
export type SubscriptionsResponse = z.infer<typeof subscriptionsResponseSchema>;

/** POST /subscription/create-setup-intent/{widgetId} – start a card update. */
export const setupIntentResponseSchema = z.object({
  clientSecret: z.string(),
  customerId: z.string(),
});
export type SetupIntentResponse = z.infer<typeof setupIntentResponseSchema>;

/** PUT /subscription/update-payment-method/{widgetId} */
export const updatePaymentMethodBodySchema = z.object({
  paymentMethodId: providerIdSchema,
  customerId: providerIdSchema,
});
export type UpdatePaymentMethodBody = z.infer<typeof updatePaymentMethodBodySchema>;

/** The updated row, which replaces the old one in the list (spec 003 §4). */
export const updatePaymentMethodResponseSchema = z.object({ data: subscriptionRowSchema });
export type UpdatePaymentMethodResponse = z.infer<typeof updatePaymentMethodResponseSchema>;
