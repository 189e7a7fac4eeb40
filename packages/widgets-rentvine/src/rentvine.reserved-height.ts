// The height the install snippet reserves for a Rentvine widget (WidgetDefinition.reservedHeight):
// the listing runtime's measured figures and the likely number of listings are in widgets-core
// (the same runtime as AppFolio's, so the same figures; its browser test checks them).
import type { RentvineSettings } from '@widgetry/contracts';
import { listingFilterBarShown, listingsHeight } from '@widgetry/widgets-core';

export function rentvineReservedHeight(settings: RentvineSettings): number {
  return listingsHeight({
    columns: settings.renttvineCol,
    filterBar: listingFilterBarShown(settings.rentvineDisplayFilters),
  });
}
