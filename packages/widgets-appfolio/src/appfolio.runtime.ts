import type { AppfolioSettings } from '@widgetry/contracts';
import {
  createListingsRuntime,
  hasGroups,
  type ListingsMessages,
  type ListingsPageOptions,
  type ListingsView,
  listingsView,
  type WidgetRuntime,
} from '@widgetry/widgets-core';

/** The settings groups of htmlData.appfolio (contracts' appfolio.schema.ts). */
const GROUPS = ['header', 'appfolioDisplayFilters', 'layout', 'detail'] as const;

/**
 * Whether settings that came over the network have the appfolio shape: its four groups. Leaves
 * are re-checked where they are used (listingsView, cssVars, safeUrl, escaping).
 */
export function isAppfolioSettings(value: unknown): value is AppfolioSettings {
  return hasGroups(value, GROUPS);
}

/** The appfolio settings under the shared listing names (spec 001 §3). */
export function appfolioView(settings: AppfolioSettings): ListingsView {
  return listingsView({
    source: 'appfolio',
    heading: settings.header.appfolioHeading,
    columns: settings.appfolioCol,
    sort: settings.appfolioSortOrder,
    filters: settings.appfolioDisplayFilters,
    header: settings.header,
    layout: settings.layout,
    detail: settings.detail,
    mapsKey: settings.clientGmapApi,
  });
}

/**
 * The appfolio runtime with the given base stylesheet: the npm entry passes the CSS, the script
 * entry passes '' because the browser loads /styles/widget/appfolio.css instead.
 */
export function createAppfolioRuntime(
  css: string,
  page?: ListingsPageOptions,
): WidgetRuntime<AppfolioSettings, ListingsMessages> {
  return createListingsRuntime('appfolio', css, appfolioView, page);
}
