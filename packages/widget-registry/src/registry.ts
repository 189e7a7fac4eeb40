// Every widget type of the product, one line each: its definition from its own package. The
// catalogue seed, the save checks, the editor, the API preview, the script host, the size report
// and the tests all read types from here (DESIGN "Shape"). Adding a type: its package, its schema
// folder in packages/contracts (and that registry's line), one line here, and the dependency line
// in this package's package.json.
import type { WidgetTypeName } from '@widgetry/contracts';
import { accessibilityDefinition } from '@widgetry/widgets-accessibility/definition';
import { affordabilityDefinition } from '@widgetry/widgets-affordability/definition';
import { appfolioDefinition } from '@widgetry/widgets-appfolio/definition';
import type { WidgetDefinition } from '@widgetry/widgets-core';
import { monthlypaymentDefinition } from '@widgetry/widgets-monthlypayment/definition';
import { proratedDefinition } from '@widgetry/widgets-prorated/definition';
import { rentvineDefinition } from '@widgetry/widgets-rentvine/definition';
import { tripadvisorDefinition } from '@widgetry/widgets-tripadvisor/definition';
import { trustpilotDefinition } from '@widgetry/widgets-trustpilot/definition';
import { yelpDefinition } from '@widgetry/widgets-yelp/definition';

/** Keyed by type name; the compiler insists on exactly the contracts' types, each with its own definition. */
export const WIDGET_DEFINITIONS: { [K in WidgetTypeName]: WidgetDefinition<K> } = {
  accessibility: accessibilityDefinition,
  appfolio: appfolioDefinition,
  trustpilot: trustpilotDefinition,
  rentvine: rentvineDefinition,
  tripadvisor: tripadvisorDefinition,
  yelp: yelpDefinition,
  prorated: proratedDefinition,
  affordability: affordabilityDefinition,
  monthlypayment: monthlypaymentDefinition,
};
