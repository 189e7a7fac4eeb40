// The appfolio editor (spec 001 §2): the listing editor with appfolio's setting names.
import { APPFOLIO_SAMPLE_URL } from '@widgetry/contracts/defaults/appfolio';
import { listingPanel, type PanelDescription } from '@widgetry/widgets-core';

export const appfolioPanel: PanelDescription = listingPanel({
  url: 'appfolioUrl',
  urlPlaceholder: APPFOLIO_SAMPLE_URL,
  sort: 'appfolioSortOrder',
  columns: 'appfolioCol',
  heading: 'header.appfolioHeading',
  filters: 'appfolioDisplayFilters',
});
