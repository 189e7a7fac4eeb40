// The widget types the product knows, one line each, in the catalogue's own order. Every list of
// types in the contracts (names, settings schemas, htmlData parsers) is derived from this object;
// packages/widget-registry maps the same names to their runtime packages.
import type { z } from 'zod';
import { accessibilityEvents } from './accessibility/accessibility.events';
import { accessibilityContract } from './accessibility/accessibility.schema';
import { affordabilityEvents } from './affordability/affordability.events';
import { affordabilityContract } from './affordability/affordability.schema';
import { appfolioEvents } from './appfolio/appfolio.events';
import { appfolioContract } from './appfolio/appfolio.schema';
import { monthlypaymentEvents } from './monthlypayment/monthlypayment.events';
import { monthlypaymentContract } from './monthlypayment/monthlypayment.schema';
import { proratedEvents } from './prorated/prorated.events';
import { proratedContract } from './prorated/prorated.schema';
import { rentvineEvents } from './rentvine/rentvine.events';
import { rentvineContract } from './rentvine/rentvine.schema';
import { tripadvisorEvents } from './tripadvisor/tripadvisor.events';
import { tripadvisorContract } from './tripadvisor/tripadvisor.schema';
import { trustpilotEvents } from './trustpilot/trustpilot.events';
import { trustpilotContract } from './trustpilot/trustpilot.schema';
import type { WidgetTypeName } from './type-names';
import { yelpEvents } from './yelp/yelp.events';
import { yelpContract } from './yelp/yelp.schema';

// Each type's schema, types and defaults are part of the contracts' public surface.
export * from './accessibility/accessibility.schema';
export * from './affordability/affordability.schema';
export * from './appfolio/appfolio.schema';
// The events the types share (issue 30).
export * from './calculator.events';
export * from './listing.events';
export * from './monthlypayment/monthlypayment.schema';
export * from './prorated/prorated.schema';
export * from './rentvine/rentvine.schema';
export * from './review.events';
// The curation the three review types share (issue 31).
export * from './review-curation.schema';
export * from './tripadvisor/tripadvisor.schema';
export * from './trustpilot/trustpilot.schema';
export { isWidgetTypeName, WIDGET_TYPE_NAMES, type WidgetTypeName } from './type-names';
export * from './yelp/yelp.schema';

export const WIDGET_TYPE_CONTRACTS = {
  accessibility: accessibilityContract,
  appfolio: appfolioContract,
  trustpilot: trustpilotContract,
  rentvine: rentvineContract,
  tripadvisor: tripadvisorContract,
  yelp: yelpContract,
  prorated: proratedContract,
  affordability: affordabilityContract,
  monthlypayment: monthlypaymentContract,
  // One contract for each name of type-names.ts, and no other (a missing or extra key fails here).
} as const satisfies Record<WidgetTypeName, unknown>;

type Contracts = typeof WIDGET_TYPE_CONTRACTS;

/** Each type's settings object, i.e. what sits under htmlData[type]. */
export type SettingsByType = { [K in WidgetTypeName]: z.output<Contracts[K]['settings']> };
/** The htmlData of a widget of each type, keyed by the type's name. */
export type HtmlDataByType = { [K in WidgetTypeName]: z.output<Contracts[K]['htmlData']> };

/**
 * The registry seen through a mapped type, so that indexing it with a generic type name keeps the
 * link between the name and its schemas (TypeScript checks this assignment key by key).
 */
const typedContracts: {
  [K in WidgetTypeName]: { settings: z.ZodType<SettingsByType[K]>; htmlData: z.ZodType<HtmlDataByType[K]> };
} = WIDGET_TYPE_CONTRACTS;

/** The schema of a type's settings object. */
export function settingsSchemaOf<T extends WidgetTypeName>(type: T): z.ZodType<SettingsByType[T]> {
  return typedContracts[type].settings;
}

/**
 * The schema of a type's htmlData. Parsing fills every missing field (or the whole settings
 * object) with its default and drops unknown keys, including other types' settings:
 * `htmlDataSchemaOf('prorated').parse({})` is `{ prorated: { ...all defaults } }`.
 */
export function htmlDataSchemaOf<T extends WidgetTypeName>(type: T): z.ZodType<HtmlDataByType[T]> {
  return typedContracts[type].htmlData;
}

/**
 * Issue 30: the interactions each type's runtime reports to POST /embed/:id/events, named in the
 * type's own folder (`*.events.ts`, plain constants a runtime may import). The ingest accepts
 * only the widget's own type's names; the owner's insights count each of them per day.
 */
export const WIDGET_TYPE_EVENTS = {
  accessibility: accessibilityEvents,
  appfolio: appfolioEvents,
  trustpilot: trustpilotEvents,
  rentvine: rentvineEvents,
  tripadvisor: tripadvisorEvents,
  yelp: yelpEvents,
  prorated: proratedEvents,
  affordability: affordabilityEvents,
  monthlypayment: monthlypaymentEvents,
} as const satisfies Record<WidgetTypeName, readonly string[]>;

/** An event some widget type reports. */
export type WidgetEventName = (typeof WIDGET_TYPE_EVENTS)[WidgetTypeName][number];

/** Every event name of every type, each once, in the registry's order. */
export const WIDGET_EVENT_NAMES: readonly WidgetEventName[] = [...new Set(Object.values(WIDGET_TYPE_EVENTS).flat())];

/** The events a widget of `type` reports. */
export function eventsOf(type: WidgetTypeName): readonly WidgetEventName[] {
  return WIDGET_TYPE_EVENTS[type];
}
