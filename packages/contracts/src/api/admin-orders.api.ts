import { z } from 'zod';
import { ADMIN_MESSAGES } from '../constants/messages';
import { isoDateSchema } from '../rules/date.rule';
import { clientString } from '../rules/text.rule';
import {
  adminCreateWidgetBodySchema,
  adminPaymentBodySchema,
  type adminPaymentResponseSchema,
  adminUpdateWidgetBodySchema,
  type ordersCollectionResponseSchema,
  type paymentsCollectionResponseSchema,
} from './admin.api';
import { widgetInputSchema } from './widget.api';

// The admin order and payment forms as the API reads them (spec 003 §5, §7). They extend the
// admin.api schemas where the server must be more forgiving (a missing renewal date takes the
// default) or must word every failure as the spec does (the payment form's fields).

/**
 * Fields of a widget body that only the admin order forms may carry: a customer can never set a
 * widget's owner, status or renewal date (DESIGN "Security rules"): a body of theirs carrying one
 * is refused with a 403.
 */
export const ADMIN_ONLY_WIDGET_FIELDS = ['userId', 'subStatus', 'expires'] as const;

/** Answers of the admin lists the spec leaves unworded. */
export const ADMIN_LIST_MESSAGES = {
  /** A query parameter of the other list (e.g. minAmount on the orders). */
  filterNotOfList: 'This filter does not apply to this list.',
} as const;

export type OrdersCollectionResponse = z.infer<typeof ordersCollectionResponseSchema>;
export type PaymentsCollectionResponse = z.infer<typeof paymentsCollectionResponseSchema>;
export type AdminPaymentResponse = z.infer<typeof adminPaymentResponseSchema>;

/** POST /widget and PUT /widget/{id} before the caller's role picks the form the body is read by. */
export const widgetSaveBodySchema = z.object({ widget: z.looseObject({}) });
export type WidgetSaveBody = z.infer<typeof widgetSaveBodySchema>;

/** POST /widget as an admin: without a renewal date the order renews one month from today (spec 003 §4). */
export const adminOrderCreateBodySchema = z.object({
  widget: adminCreateWidgetBodySchema.shape.widget.extend({ expires: isoDateSchema.optional() }),
});
export type AdminOrderCreateBody = z.infer<typeof adminOrderCreateBodySchema>;

const requiredId = (message: string) => clientString({ error: message }).trim().min(1, { error: message }).max(64);

/** POST /devadmin/payment/{userId} with the spec's message on every field (spec 003 §5). */
export const adminPaymentCreateBodySchema = adminPaymentBodySchema.extend({
  userId: requiredId(ADMIN_MESSAGES.customerRequired),
  widgetId: requiredId(ADMIN_MESSAGES.widgetRequired),
  created: z
    .number({ error: ADMIN_MESSAGES.createdDateRequired })
    .int({ error: ADMIN_MESSAGES.createdDateRequired })
    .nonnegative({ error: ADMIN_MESSAGES.createdDateRequired }),
});
export type AdminPaymentCreateBody = z.infer<typeof adminPaymentCreateBodySchema>;

/** The forms widgetSaveBodySchema is read as, for the API's documentation (GET /docs/json). */
export const widgetSaveFormsSchema = z
  .object({
    widget: z.union([
      widgetInputSchema,
      adminOrderCreateBodySchema.shape.widget,
      adminUpdateWidgetBodySchema.shape.widget,
    ]),
  })
  .describe("A customer's widget; or, from an admin only, a manual order (POST) or an Edit Subscription form (PUT).");
