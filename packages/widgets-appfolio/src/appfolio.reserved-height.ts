// The height the install snippet reserves for an AppFolio widget (WidgetDefinition.reservedHeight):
// the listing runtime's measured figures and the likely number of listings are in widgets-core.
import type { AppfolioSettings } from '@widgetry/contracts';
import { listingFilterBarShown, listingsHeight } from '@widgetry/widgets-core';

export function appfolioReservedHeight(settings: AppfolioSettings): number {
  return listingsHeight({
    columns: settings.appfolioCol,
    filterBar: listingFilterBarShown(settings.appfolioDisplayFilters),
  });
}
