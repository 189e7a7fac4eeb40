import { z } from 'zod';
import { ADMIN_MESSAGES } from '../constants/messages';
import { isoDate } from '../rules/date.rule';
import { clientString } from '../rules/text.rule';

/** Minimum manual payment, dollars (spec 003 §9). */
export const PAYMENT_MIN_AMOUNT = 0.01;

const required = (message: string) => clientString({ error: message }).trim().min(1, { error: message }).max(200);

/**
 * Add Payment form (spec 003 §3, §5) as the inputs hold it: the amount may still be the input's
 * text, and created is the date input's value. Messages are the spec's, 'Created  Date' included.
 */
export const manualPaymentFormSchema = z.object({
  userId: required(ADMIN_MESSAGES.customerRequired),
  amount: z.coerce
    .number({ error: ADMIN_MESSAGES.validAmountRequired })
    .min(PAYMENT_MIN_AMOUNT, { error: ADMIN_MESSAGES.validAmountRequired })
    .max(1_000_000, { error: ADMIN_MESSAGES.validAmountRequired }),
  widgetId: required(ADMIN_MESSAGES.widgetRequired),
  paymentMethod: required(ADMIN_MESSAGES.paymentMethodRequired),
  created: isoDate(ADMIN_MESSAGES.createdDateRequired),
});
export type ManualPaymentForm = z.infer<typeof manualPaymentFormSchema>;
