import { z } from 'zod';
import { CATEGORIES, DEFAULT_CATEGORY } from '../constants/lists';
import { clientString } from '../rules/text.rule';
import { WIDGET_TYPE_NAMES } from '../widget-types/type-names';

export const widgetTypeNameSchema = z.literal(WIDGET_TYPE_NAMES);

// Also sent back by the editor with a preview, so it is client text there.
export const widgetScriptsSchema = z.object({
  main: clientString().default(''),
  lib: clientString().default(''),
});
export type WidgetScripts = z.infer<typeof widgetScriptsSchema>;

/** A widget type, also called a product or available widget (spec 000 §3, 003 §3). */
export const widgetTypeSchema = z.object({
  id: z.string(),
  name: widgetTypeNameSchema,
  displayName: z.string(),
  desc: z.string().default(''),
  category: z.enum(CATEGORIES).default(DEFAULT_CATEGORY),
  /** Dollars per month; zero means free. */
  price: z.number().nonnegative().default(0),
  bannerImage: z.string().default(''),
  iconImage: z.string().default(''),
  scripts: widgetScriptsSchema.default({ main: '', lib: '' }),
  stripePriceId: z.string().default(''),
  stripeProductId: z.string().default(''),
});
export type WidgetType = z.infer<typeof widgetTypeSchema>;

/** A paid type is sold as a monthly subscription (spec 000 §4); the one place that decides it. */
export function isPaidType(type: Pick<WidgetType, 'price'>): boolean {
  return type.price > 0;
}
