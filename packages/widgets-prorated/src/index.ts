// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { ProratedSettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { proratedPanel } from './prorated.panel';
import { createProratedRuntime, isProratedSettings } from './prorated.runtime';
import { proratedCss } from './prorated.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render.
export { type MountConfig, type MountedWidget, mount, renderToString } from '@widgetry/widgets-core';
export { proratedMessages } from './i18n/en';
export { proratedTranslations } from './i18n/translations';
export { checkProratedInput, proratedErrors, proratedResult } from './prorated.behaviour';
export { PRORATED_INFO, proratedPanel } from './prorated.panel';
export { createProratedRuntime, isProratedSettings } from './prorated.runtime';
export { PRORATED_ERRORS, PRORATED_TEXT } from './prorated.text';
export { proratedCss };

/** The prorated rent calculator runtime, base stylesheet included. */
export const proratedRuntime = createProratedRuntime(proratedCss);

/** What the editor and the API preview load of this type (see prorated.definition.ts). */
export const proratedModule: WidgetModule<ProratedSettings> = {
  runtime: proratedRuntime,
  panel: proratedPanel,
  isSettings: isProratedSettings,
  translations: () => import('./i18n/translations').then((m) => m.proratedTranslations),
};
