// htmlData is keyed by widget kind (spec 000 §3): a prorated widget saves { prorated: {...} } and an
// appfolio widget { appfolio: { group, ... } }. Everything here works on that keyed shape.
import { z } from 'zod';
import type { WidgetTypeName } from '../constants/lists';
import { accessibilitySettingsSchema } from './accessibility.schema';
import { affordabilitySettingsSchema } from './affordability.schema';
import { appfolioSettingsSchema } from './appfolio.schema';
import { collectFields, type HtmlDataField } from './field.metadata';
import { monthlypaymentSettingsSchema } from './monthlypayment.schema';
import { proratedSettingsSchema } from './prorated.schema';
import { rentvineSettingsSchema } from './rentvine.schema';
import { tripadvisorSettingsSchema } from './tripadvisor.schema';
import { trustpilotSettingsSchema } from './trustpilot.schema';
import { yelpSettingsSchema } from './yelp.schema';

/** Each type's settings object, i.e. what sits under htmlData[type]. */
export const settingsSchemas = {
  accessibility: accessibilitySettingsSchema,
  appfolio: appfolioSettingsSchema,
  trustpilot: trustpilotSettingsSchema,
  rentvine: rentvineSettingsSchema,
  tripadvisor: tripadvisorSettingsSchema,
  yelp: yelpSettingsSchema,
  prorated: proratedSettingsSchema,
  affordability: affordabilitySettingsSchema,
  monthlypayment: monthlypaymentSettingsSchema,
} as const satisfies Record<WidgetTypeName, z.ZodObject>;

export type SettingsByType = { [K in WidgetTypeName]: z.infer<(typeof settingsSchemas)[K]> };

/**
 * The htmlData of a widget of each type, keyed by the type's name. Parsing fills every missing
 * field (or the whole settings object) with its default and drops unknown keys, including other
 * types' settings: `htmlDataSchemas.prorated.parse({})` is `{ prorated: { ...all defaults } }`.
 */
export const htmlDataSchemas = {
  accessibility: z.object({ accessibility: accessibilitySettingsSchema.prefault({}) }),
  appfolio: z.object({ appfolio: appfolioSettingsSchema.prefault({}) }),
  trustpilot: z.object({ trustpilot: trustpilotSettingsSchema.prefault({}) }),
  rentvine: z.object({ rentvine: rentvineSettingsSchema.prefault({}) }),
  tripadvisor: z.object({ tripadvisor: tripadvisorSettingsSchema.prefault({}) }),
  yelp: z.object({ yelp: yelpSettingsSchema.prefault({}) }),
  prorated: z.object({ prorated: proratedSettingsSchema.prefault({}) }),
  affordability: z.object({ affordability: affordabilitySettingsSchema.prefault({}) }),
  monthlypayment: z.object({ monthlypayment: monthlypaymentSettingsSchema.prefault({}) }),
} as const satisfies Record<WidgetTypeName, z.ZodObject>;

export type HtmlDataByType = { [K in WidgetTypeName]: z.infer<(typeof htmlDataSchemas)[K]> };
/** The htmlData of a widget of some type. */
export type HtmlData = HtmlDataByType[WidgetTypeName];

/**
 * htmlData where the type is not known to the schema (a widget in a list, a request body before
 * its type is looked up): any type's settings may be present and each present one is validated.
 * Narrow it with parseHtmlData(type, htmlData) once the type is known.
 */
export const widgetHtmlDataSchema = z.object({
  accessibility: accessibilitySettingsSchema.optional(),
  appfolio: appfolioSettingsSchema.optional(),
  trustpilot: trustpilotSettingsSchema.optional(),
  rentvine: rentvineSettingsSchema.optional(),
  tripadvisor: tripadvisorSettingsSchema.optional(),
  yelp: yelpSettingsSchema.optional(),
  prorated: proratedSettingsSchema.optional(),
  affordability: affordabilitySettingsSchema.optional(),
  monthlypayment: monthlypaymentSettingsSchema.optional(),
});
export type WidgetHtmlData = z.infer<typeof widgetHtmlDataSchema>;

type HtmlDataParser<T extends WidgetTypeName> = (input: unknown) => z.ZodSafeParseResult<HtmlDataByType[T]>;

const parsers: { [K in WidgetTypeName]: HtmlDataParser<K> } = {
  accessibility: (input) => htmlDataSchemas.accessibility.safeParse(input),
  appfolio: (input) => htmlDataSchemas.appfolio.safeParse(input),
  trustpilot: (input) => htmlDataSchemas.trustpilot.safeParse(input),
  rentvine: (input) => htmlDataSchemas.rentvine.safeParse(input),
  tripadvisor: (input) => htmlDataSchemas.tripadvisor.safeParse(input),
  yelp: (input) => htmlDataSchemas.yelp.safeParse(input),
  prorated: (input) => htmlDataSchemas.prorated.safeParse(input),
  affordability: (input) => htmlDataSchemas.affordability.safeParse(input),
  monthlypayment: (input) => htmlDataSchemas.monthlypayment.safeParse(input),
};

/**
 * Validates a saved or submitted htmlData for a type: `{ [type]: settings }` with defaults filled
 * in for missing fields and unknown keys dropped. Issue paths start at the type key.
 */
export function parseHtmlData<T extends WidgetTypeName>(
  type: T,
  input: unknown,
): z.ZodSafeParseResult<HtmlDataByType[T]> {
  return parsers[type](input);
}

/** A fresh `{ [type]: defaults }` object, where a new widget of that type starts (spec 001/002 §3, §9). */
export function defaultHtmlData<T extends WidgetTypeName>(type: T): HtmlDataByType[T] {
  const result = parseHtmlData(type, {});
  if (!result.success) throw new Error(`The ${type} defaults do not satisfy their own schema: ${result.error.message}`);
  return result.data;
}

const fieldCache = new Map<WidgetTypeName, readonly HtmlDataField[]>();

/**
 * Every leaf field of a type's htmlData with its kind (colour, unit, enum, url, text …); paths
 * start at the type key, e.g. ['prorated', 'heading', 'headingColor'].
 */
export function htmlDataFields(type: WidgetTypeName): readonly HtmlDataField[] {
  const cached = fieldCache.get(type);
  if (cached) return cached;
  const fields = collectFields(htmlDataSchemas[type]);
  fieldCache.set(type, fields);
  return fields;
}

export * from './accessibility.schema';
export * from './affordability.schema';
export * from './appfolio.schema';
export { DEFAULT_FONT, FIELD_KINDS, type FieldKind, TEXT_MAX } from './field.builders';
export type { HtmlDataField } from './field.metadata';
export { LISTING_FONT, LISTING_HEADING } from './listing.schema';
export * from './monthlypayment.schema';
export * from './prorated.schema';
export * from './rentvine.schema';
export * from './required-source.rule';
export * from './tripadvisor.schema';
export * from './trustpilot.schema';
export * from './yelp.schema';
