import { z } from 'zod';
import { listingSourceSchema } from '../sources/listings.schema';
import { reviewSourceSchema } from '../sources/reviews.schema';
import { SOURCE_KIND_NAMES, sourceOutcomeSchema, sourceStateSchema } from '../sources/source-state.schema';
import { ADMIN_PAGE_MAX, ADMIN_PAGE_SIZE } from './admin-lists.api';

// The admin console's Sources section (issue 26 §5): every cached source with its state, paged on
// the server, and counts per source and state at the top, so one site's layout change across all
// customers shows the day it happens.

/** GET /devadmin/sources?page=&limit=&source=&outcome= – '' for all; 'failing' is every failed outcome. */
export const adminSourcesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_MAX).default(ADMIN_PAGE_SIZE),
  source: z.union([reviewSourceSchema, listingSourceSchema, z.literal('')]).default(''),
  outcome: z.union([sourceOutcomeSchema, z.enum(['failing', 'never']), z.literal('')]).default(''),
});
export type AdminSourcesQuery = z.infer<typeof adminSourcesQuerySchema>;

/** A widget that reads the source. */
export const adminSourceWidgetSchema = z.object({ id: z.string(), title: z.string(), ownerEmail: z.string() });

export const adminSourceSchema = sourceStateSchema.extend({
  id: z.string(),
  /** The profile address or business id the source is known by. */
  key: z.string(),
  /** What went wrong last, in the adapter's words (for the operator, never for visitors). */
  error: z.string().nullable(),
  widgets: z.array(adminSourceWidgetSchema),
});
export type AdminSource = z.infer<typeof adminSourceSchema>;

/** How many sources of one site stand at one outcome (null: never read). */
export const adminSourceCountSchema = z.object({
  source: z.union([reviewSourceSchema, listingSourceSchema]),
  kind: z.enum(SOURCE_KIND_NAMES),
  outcome: sourceOutcomeSchema.nullable(),
  count: z.number().int().nonnegative(),
});
export type AdminSourceCount = z.infer<typeof adminSourceCountSchema>;

export const adminSourcesResponseSchema = z.object({
  sources: z.array(adminSourceSchema),
  counts: z.array(adminSourceCountSchema),
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type AdminSourcesResponse = z.infer<typeof adminSourcesResponseSchema>;

/** POST /devadmin/sources/:id/read – the source after reading it now. */
export const adminSourceReadResponseSchema = z.object({ source: adminSourceSchema });

export const ADMIN_SOURCE_MESSAGES = {
  notFound: 'This source is no longer in the cache.',
  busy: 'This source is being read right now. Look again in a minute.',
} as const;
