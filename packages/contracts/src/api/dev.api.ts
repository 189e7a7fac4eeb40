import { z } from 'zod';
import { reviewsDataSchema } from '../sources/reviews.schema';

/**
 * GET /dev/outbox – the latest mails captured instead of sent, newest first. A developer's tool:
 * it answers only to an admin's token and exists only outside production while no SMTP_URL is
 * set (a 404 otherwise), so the admin console shows its Outbox section only when it answers.
 */
export const devOutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type DevOutboxMail = z.infer<typeof devOutboxMailSchema>;

export const devOutboxResponseSchema = z.object({ mails: z.array(devOutboxMailSchema) });
export type DevOutboxResponse = z.infer<typeof devOutboxResponseSchema>;

/**
 * POST /dev/sources/reviews – stores reviews in the cache of the source a widget points at, as if
 * the source had been read: how a machine without internet (a developer's, the browser tests)
 * shows review widgets with data. Admin only, never in production.
 */
export const devSeedReviewsBodySchema = z.object({
  widgetId: z.string(),
  data: reviewsDataSchema,
});
export type DevSeedReviewsBody = z.infer<typeof devSeedReviewsBodySchema>;
export const devSeedReviewsResponseSchema = z.object({ reviews: z.number().int() });
