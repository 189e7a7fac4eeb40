import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../constants/lists';
import { widgetHtmlDataSchema } from '../html-data/index';
import { widgetTypeSchema } from './widget-type.schema';

export * from './website-sites.rule';
export * from './widget-site.schema';
export * from './widget-sites.rule';

export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

/** The widget type as a widget carries it (spec 000 §3: id, name, price, scripts; 002 §3 adds stripePriceId). */
export const widgetTypeRefSchema = widgetTypeSchema
  .pick({ id: true, name: true, price: true, scripts: true, iconImage: true, stripePriceId: true })
  .extend({ displayName: z.string().default('') });
export type WidgetTypeRef = z.infer<typeof widgetTypeRefSchema>;

/** A saved widget as the API sends it to its owner (spec 000 §3). */
export const widgetSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string().default(''),
  /** Renewal date, ISO string; null when the widget has never been paid for. */
  expires: z.string().nullable().default(null),
  subStatus: subscriptionStatusSchema.nullable().default(null),
  /** When a subscription canceled at its period end stops (ISO); null while it renews. */
  cancelAt: z.string().nullable().default(null),
  /**
   * How many sites the widget is installed on (spec 000 §2: the card's globe count). The sites
   * themselves are paged through GET /widget/{id}/sites, so the widget list stays small however
   * many sites a widget gathers.
   */
  siteCount: z.number().int().nonnegative().default(0),
  widgetType: widgetTypeRefSchema,
  htmlData: widgetHtmlDataSchema.prefault({}),
  /** The payment provider's hosted payment page for this widget's subscription. */
  hostedUrl: z.string().nullable().default(null),
  userId: z.string(),
  createdAt: z.string(),
  /** The domains the widget may be shown on (normalised; `*.domain` for subdomains); empty means anywhere. */
  allowedSites: z.array(z.string()).default([]),
  /** A paused widget is shown nowhere until its owner resumes it. */
  paused: z.boolean().default(false),
});
export type Widget = z.infer<typeof widgetSchema>;
