import { z } from 'zod';
import { PAYMENT_STATUSES, type PaymentStatus } from '../constants/lists';
import { unixSecondsSchema } from '../rules/date.rule';

/** A payment (spec 003 §3). */
export const paymentSchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  userName: z.string().default(''),
  widgetId: z.string().optional(),
  widgetName: z.string().default(''),
  /** Dollars. */
  amount: z.number(),
  /** How it was paid, e.g. 'Visa •••• 4242'. */
  methodDetail: z.string().default(''),
  /** Absent means paid (spec 003 §3). */
  status: z.enum(PAYMENT_STATUSES).optional(),
  created: unixSecondsSchema,
  /** The provider's page for the invoice (Stripe's hosted invoice, or the test provider's); absent when unknown. */
  invoiceUrl: z.string().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** The status to show: paid unless the stored status says otherwise (spec 003 §4). */
export function paymentStatus(payment: Pick<Payment, 'status'>): PaymentStatus {
  return payment.status === undefined || payment.status === 'paid' ? 'paid' : 'failed';
}
