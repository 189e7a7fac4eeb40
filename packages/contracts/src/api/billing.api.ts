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

/**
 * One row after a change, which replaces the old one in the list (spec 003 §4): the answer of
 * PUT /subscription/update-payment-method/{widgetId}, DELETE /subscription/{widgetId} (cancel at
 * the renewal date) and POST /subscription/{widgetId}/resume.
 */
export const subscriptionRowResponseSchema = z.object({ data: subscriptionRowSchema });
export type SubscriptionRowResponse = z.infer<typeof subscriptionRowResponseSchema>;
export const updatePaymentMethodResponseSchema = subscriptionRowResponseSchema;
export type UpdatePaymentMethodResponse = SubscriptionRowResponse;

/** POST /dev/billing/advance – the built-in test provider's clock (never with Stripe or in production). */
export const billingAdvanceBodySchema = z.object({ days: z.number().int().min(1).max(400) });
export type BillingAdvanceBody = z.infer<typeof billingAdvanceBodySchema>;
export const billingAdvanceResponseSchema = z.object({
  /** The provider's time after the move, ISO. */
  now: z.string(),
});
export type BillingAdvanceResponse = z.infer<typeof billingAdvanceResponseSchema>;

/**
 * POST /test-billing/setup-intents/confirm – the built-in test provider's stand-in for Stripe.js's
 * confirmCardSetup: the dashboard's card fields, sent to the provider, never to our own routes.
 * Stripe's test card numbers keep Stripe's meaning (4242… pays, …0341 attaches but fails later,
 * …0002 is declined).
 */
export const testCardSetupBodySchema = z.object({
  clientSecret: providerIdSchema,
  cardNumber: z.string().max(40),
  /** "MM / YY" as typed. */
  expiry: z.string().max(16),
  cvc: z.string().max(8),
});
export type TestCardSetupBody = z.infer<typeof testCardSetupBodySchema>;
export const testCardSetupResponseSchema = z.object({ paymentMethodId: z.string() });
export type TestCardSetupResponse = z.infer<typeof testCardSetupResponseSchema>;

/** POST /webhook/stripe – a verified provider event: handled now, seen before, or of no interest. */
export const webhookResponseSchema = z.object({
  received: z.literal(true),
  /** `queued`: taken, and processed by a background job (at most once per event id). */
  outcome: z.enum(['processed', 'duplicate', 'ignored', 'queued']),
});
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;
