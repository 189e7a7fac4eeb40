import { z } from 'zod';

export const cardSchema = z.object({
  brand: z.string().default(''),
  last4: z.string().default(''),
  country: z.string().default(''),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
});
export type Card = z.infer<typeof cardSchema>;

/** A widget whose subscription a saved card pays for. */
export const cardUseSchema = z.object({ widgetId: z.string(), title: z.string() });
export type CardUse = z.infer<typeof cardUseSchema>;

/** A saved payment method (spec 000 §3 and 003 §3 together). */
export const paymentMethodSchema = z.object({
  _id: z.string(),
  paymentMethodType: z.string().default('card'),
  /** Human-readable summary, e.g. 'Visa •••• 4242'. */
  detail: z.string().default(''),
  card: cardSchema,
  /**
   * The widgets whose running subscriptions this card pays for; such a card cannot be deleted.
   * Absent (older answers) or empty: the card pays for none.
   */
  usedBy: z.array(cardUseSchema).optional(),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
