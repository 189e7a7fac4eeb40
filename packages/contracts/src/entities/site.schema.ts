import { z } from 'zod';

/** Where a widget is installed (spec 000 §3). The domain 'null' means the page sent no origin. */
export const siteSchema = z.object({
  _id: z.string(),
  id: z.string(),
  domain: z.string(),
  /** ISO date string of the last embed request from this domain. */
  lastSeen: z.string(),
});
export type Site = z.infer<typeof siteSchema>;

export const UNKNOWN_SITE_DOMAIN = 'null';
