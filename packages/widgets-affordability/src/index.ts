// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { AffordabilitySettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { affordabilityPanel } from './affordability.panel';
import { createAffordabilityRuntime, isAffordabilitySettings } from './affordability.runtime';
import { affordabilityCss } from './affordability.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export { CONTAINER_MISSING } from './affordability.behaviour';
export {
  affordabilityErrors,
  affordabilityRatios,
  affordabilityResult,
  checkAffordabilityInput,
} from './affordability.calculate';
export { INPUT_NAMES } from './affordability.fields';
export { AFFORDABILITY_INFO, affordabilityPanel } from './affordability.panel';
export { createAffordabilityRuntime, isAffordabilitySettings } from './affordability.runtime';
export { AFFORDABILITY_ERRORS, AFFORDABILITY_TEXT } from './affordability.text';
export { affordabilityMessages } from './i18n/en';
export { affordabilityTranslations } from './i18n/translations';
export { affordabilityCss };

/** The affordability calculator runtime, base stylesheet included. */
export const affordabilityRuntime = createAffordabilityRuntime(affordabilityCss);

/** What the editor and the API preview load of this type (see affordability.definition.ts). */
export const affordabilityModule: WidgetModule<AffordabilitySettings> = {
  runtime: affordabilityRuntime,
  panel: affordabilityPanel,
  isSettings: isAffordabilitySettings,
  translations: () => import('./i18n/translations').then((m) => m.affordabilityTranslations),
};
