import { z } from 'zod';

export const cardSchema = z.object({
  brand: z.string().default(''),
  last4: z.string().default(''),
  country: z.string().default(''),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

/** A saved payment method (spec 000 §3 and 003 §3 together). */
export const paymentMethodSchema = z.object({
  _id: z.string(),
  paymentMethodType: z.string().default('card'),
  /** Human-readable summary, e.g. 'Visa •••• 4242'. */
  detail: z.string().default(''),
  card: cardSchema,
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
