import type { RentvineSettings } from '@widgetry/contracts';
import {
  createListingsRuntime,
  hasGroups,
  type ListingsMessages,
  type ListingsPageOptions,
  type ListingsView,
  listingsView,
  type WidgetRuntime,
} from '@widgetry/widgets-core';

/** The settings groups of htmlData.rentvine (contracts' rentvine.schema.ts). */
const GROUPS = ['header', 'rentvineDisplayFilters', 'layout', 'detail'] as const;

/**
 * Whether settings that came over the network have the rentvine shape: its four groups. Leaves
 * are re-checked where they are used (listingsView, cssVars, safeUrl, escaping).
 */
export function isRentvineSettings(value: unknown): value is RentvineSettings {
  return hasGroups(value, GROUPS);
}

/** The rentvine settings under the shared listing names (spec 001 §3). */
export function rentvineView(settings: RentvineSettings): ListingsView {
  return listingsView({
    source: 'rentvine',
    heading: settings.header.rentvineHeading,
    columns: settings.renttvineCol,
    sort: settings.rentvineSortOrder,
    filters: settings.rentvineDisplayFilters,
    header: settings.header,
    layout: settings.layout,
    detail: settings.detail,
    mapsKey: settings.clientGmapApi,
  });
}

/**
 * The rentvine runtime with the given base stylesheet: the npm entry passes the CSS, the script
 * entry passes '' because the browser loads /styles/widget/rentvine.css instead.
 */
export function createRentvineRuntime(
  css: string,
  page?: ListingsPageOptions,
): WidgetRuntime<RentvineSettings, ListingsMessages> {
  return createListingsRuntime('rentvine', css, rentvineView, page);
}
