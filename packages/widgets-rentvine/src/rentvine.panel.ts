// The rentvine editor (spec 001 §2): the listing editor with rentvine's setting names
// (`renttvineCol` spelled so in the contract).
import { listingPanel, type PanelDescription } from '@widgetry/widgets-core';

export const rentvinePanel: PanelDescription = listingPanel({
  url: 'rentvineUrl',
  urlPlaceholder: 'https://yourcompany.rentvine.com/public/listings',
  sort: 'rentvineSortOrder',
  columns: 'renttvineCol',
  heading: 'header.rentvineHeading',
  filters: 'rentvineDisplayFilters',
});
