import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../constants/lists';
import { ADMIN_MESSAGES } from '../constants/messages';
import { isoDateSchema } from '../rules/date.rule';
import { clientString } from '../rules/text.rule';

const required = (message: string) => clientString({ error: message }).trim().min(1, { error: message }).max(200);
const statusSchema = z.enum(SUBSCRIPTION_STATUSES, { error: ADMIN_MESSAGES.statusRequired });

/** Months between a new manual order and its default renewal date (spec 003 §4). */
export const ORDER_RENEWAL_MONTHS = 1;

/** Add Manual Order (spec 003 §3): title, widgetType (id), userId, expires, subStatus. */
export const manualOrderFormSchema = z.object({
  title: required(ADMIN_MESSAGES.nameRequired),
  widgetType: required(ADMIN_MESSAGES.widgetRequired),
  userId: required(ADMIN_MESSAGES.customerRequired),
  /** Renewal date; the form starts it one month from today. */
  expires: isoDateSchema,
  subStatus: statusSchema,
});
export type ManualOrderForm = z.infer<typeof manualOrderFormSchema>;

/** Edit Subscription (spec 003 §5): customer, type and amount are read-only. */
export const editOrderFormSchema = z.object({
  title: required(ADMIN_MESSAGES.nameRequired),
  subStatus: statusSchema,
  expires: isoDateSchema.nullable().default(null),
});
export type EditOrderForm = z.infer<typeof editOrderFormSchema>;
