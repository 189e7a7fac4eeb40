// What the two listing widgets (appfolio, rentvine) share, bundled into both runtimes: reading
// ListingsData without zod, the visitor's filters and sort, the All Listings and Single Listing
// markup, the behaviour (filters, history-aware detail, lazy map, JSON-LD, rent hand-off), one
// stylesheet and the editor panel. Each runtime only maps its settings onto a ListingsView.

export { type ListingsMessages, listingsMessages } from './i18n/en';
export { listingsTranslations } from './i18n/translations';
export { applyUrl, PHOTO_HEIGHT, PHOTO_WIDTH, renderListingCard, WEB_LINKS } from './listing-card.render';
export { MAX_GALLERY_PHOTOS, renderListingDetail } from './listing-detail.render';
export { type ListingsPageOptions, listingsBehaviour } from './listings.behaviour';
export { type ListingPanelNames, listingPanel, MAPS_KEY_INFO, SORT_OPTIONS } from './listings.panel';
export { hasMap, renderListings, SKELETON_CARDS } from './listings.render';
export { createListingsRuntime } from './listings.runtime';
export { listingsCss } from './listings.styles';
export { listingsFonts, listingsVars } from './listings.vars';
export { readListing, readListingsData } from './listings-data';
export type { ListingsContext } from './listings-filters.render';
export {
  formatArea,
  formatAvailable,
  formatBaths,
  formatBeds,
  formatDay,
  formatRent,
  type ListingsI18n,
  listingName,
} from './listings-format';
export { LISTING_PARAM, listingInUrl, urlWithListing } from './listings-history';
export { listingJsonLd, listingsJsonLd } from './listings-jsonld';
export { MAPS_SCRIPT } from './listings-map';
export {
  EMPTY_QUERY,
  isListingSort,
  type ListingQuery,
  listingCities,
  queryListings,
  sortListings,
} from './listings-query';
export { isOn, type ListingsView, type ListingsViewInput, listingsView, type SettingsGroup } from './listings-view';
export {
  dispatchRent,
  listenForRent,
  RENT_EVENT,
  RENT_PROBE_EVENT,
  RENT_READY_EVENT,
  type RentDetail,
  readRentDetail,
  rentListenerPresent,
} from './rent-event';
