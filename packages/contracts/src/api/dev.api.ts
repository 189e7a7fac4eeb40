import { z } from 'zod';
import { listingsDataSchema } from '../sources/listings.schema';
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

/**
 * POST /dev/sources/listings – stores listings in the cache of the source a listing widget points
 * at (its URL and group), as if the source had been read. Admin only, never in production.
 */
export const devSeedListingsBodySchema = z.object({
  widgetId: z.string(),
  data: listingsDataSchema,
});
export type DevSeedListingsBody = z.infer<typeof devSeedListingsBodySchema>;
export const devSeedListingsResponseSchema = z.object({ listings: z.number().int() });
