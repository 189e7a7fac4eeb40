// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { RentvineSettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { rentvinePanel } from './rentvine.panel';
import { createRentvineRuntime, isRentvineSettings } from './rentvine.runtime';
import { rentvineCss } from './rentvine.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render; and the
// texts it shows, in English and in every other language (issue 32): the catalogue appfolio and
// rentvine share.
export {
  type ListingsMessages,
  listingsMessages as rentvineMessages,
  type MountConfig,
  type MountedWidget,
  mount,
  RENT_EVENT,
  type RentDetail,
  readListingsData,
  renderToString,
} from '@widgetry/widgets-core';
export { rentvineTranslations } from './i18n/translations';
export { rentvinePanel } from './rentvine.panel';
export { createRentvineRuntime, isRentvineSettings, rentvineView } from './rentvine.runtime';
export { rentvineCss };

/** The Rentvine listings runtime, base stylesheet included; pass the listings as `data` (ListingsData). */
export const rentvineRuntime = createRentvineRuntime(rentvineCss);

/** What the editor and the API preview load of this type (see rentvine.definition.ts). */
export const rentvineModule: WidgetModule<RentvineSettings> = {
  runtime: rentvineRuntime,
  // In the editor, opening a listing must not change the editor's address (nor add JSON-LD to it).
  previewRuntime: createRentvineRuntime(rentvineCss, { history: false, jsonLd: false }),
  panel: rentvinePanel,
  translations: () => import('./i18n/translations').then((m) => m.rentvineTranslations),
  isSettings: isRentvineSettings,
};
