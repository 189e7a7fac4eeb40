// The npm entry: the runtime (with its CSS, for the editor preview and server rendering), the
// editor panel, and the pieces a host application may want to reuse.

import type { AppfolioSettings } from '@widgetry/contracts';
import type { WidgetModule } from '@widgetry/widgets-core';
import { appfolioPanel } from './appfolio.panel';
import { createAppfolioRuntime, isAppfolioSettings } from './appfolio.runtime';
import { appfolioCss } from './appfolio.styles';

// Re-exported so npm users, who do not get the private widgets-core, can mount and render; and the
// texts it shows, in English and in every other language (issue 32): the catalogue appfolio and
// rentvine share.
export {
  type ListingsMessages,
  listingsMessages as appfolioMessages,
  type MountConfig,
  type MountedWidget,
  mount,
  RENT_EVENT,
  type RentDetail,
  readListingsData,
  renderToString,
} from '@widgetry/widgets-core';
export { appfolioPanel } from './appfolio.panel';
export { appfolioView, createAppfolioRuntime, isAppfolioSettings } from './appfolio.runtime';
export { appfolioTranslations } from './i18n/translations';
export { appfolioCss };

/** The AppFolio listings runtime, base stylesheet included; pass the listings as `data` (ListingsData). */
export const appfolioRuntime = createAppfolioRuntime(appfolioCss);

/** What the editor and the API preview load of this type (see appfolio.definition.ts). */
export const appfolioModule: WidgetModule<AppfolioSettings> = {
  runtime: appfolioRuntime,
  // In the editor, opening a listing must not change the editor's address (nor add JSON-LD to it).
  previewRuntime: createAppfolioRuntime(appfolioCss, { history: false, jsonLd: false }),
  panel: appfolioPanel,
  translations: () => import('./i18n/translations').then((m) => m.appfolioTranslations),
  isSettings: isAppfolioSettings,
};
