// The shared option lists of spec 000 §9, 001 §9 and 002 §9. Editors, API validation and the
// widget runtimes all read these, so a value is only ever accepted if it is listed here.

// The widget types themselves are listed once, with the registry (../widget-types/type-names.ts),
// and one type's own choices in that type's folder (widget-types/<type>/<type>.constants.ts).

export const CATEGORIES = ['feeds', 'files', 'listings', 'reviews', 'misc'] as const;
export type Category = (typeof CATEGORIES)[number];
export const DEFAULT_CATEGORY: Category = 'feeds';

/** Every status an admin may set (spec 003 §4); customers see the first five. */
export const SUBSCRIPTION_STATUSES = [
  'active',
  'incomplete',
  'past_due',
  'canceled',
  'expired',
  'incomplete_expired',
  'unpaid',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
/** The statuses offered by the admin order-list filter (spec 003 §4). */
export const SUBSCRIPTION_FILTER_STATUSES = ['active', 'incomplete', 'past_due', 'expired', 'canceled'] as const;

export const USER_ROLES = ['admin', 'customer'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const FONTS = [
  'Cabin',
  'Dancing Script',
  'Lato',
  'Montserrat',
  'Noto Sans',
  'Open Sans',
  'Poppins',
  'Quicksand',
  'Roboto',
  'Roboto Condensed',
  'Ubuntu',
] as const;
export type Font = (typeof FONTS)[number];

export const FONT_WEIGHTS = ['normal', 'bold', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
export type FontWeight = (typeof FONT_WEIGHTS)[number];

export const SHADOWS = ['none', 'sm', 'md', 'lg', 'xl', 'xxl', 'inner'] as const;
export type Shadow = (typeof SHADOWS)[number];

export const TEXT_ALIGNS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

/** Review layouts (spec 001 §9). */
export const LAYOUTS = ['list', 'masonry', 'carousel'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** Listing sort options with their labels (spec 001 §9). */
export const LISTING_SORT_OPTIONS = [
  { value: 'date_posted', label: 'Most Recent' },
  { value: 'rent_asc', label: 'Rent: Low to High' },
  { value: 'rent_desc', label: 'Rent: High to Low' },
  { value: 'bedrooms_asc', label: 'Bedrooms: Fewest First' },
  { value: 'bedrooms_desc', label: 'Bedrooms: Most First' },
  { value: 'availability', label: 'Availability' },
] as const;
export const LISTING_SORT_VALUES = [
  'date_posted',
  'rent_asc',
  'rent_desc',
  'bedrooms_asc',
  'bedrooms_desc',
  'availability',
] as const;
export type ListingSort = (typeof LISTING_SORT_VALUES)[number];

/** Minimum-star review filter: all, or at least N stars. */
export const REVIEW_FILTERS = ['all', '5', '4', '3', '2', '1'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

export const LOAN_TERMS = [15, 20, 30] as const;
export type LoanTerm = (typeof LOAN_TERMS)[number];

/** Widget toggles stored as strings (spec 001 §3 listings, trustpilot, yelp; spec 002 §3 prorated). */
export const TOGGLE_VALUES = ['on', 'off'] as const;
export type Toggle = (typeof TOGGLE_VALUES)[number];

/** Listing All Listings Page and Single Listing Page templates (spec 001 §9). */
export const LISTING_TEMPLATES = ['eagle', 'hawk'] as const;
export type ListingTemplate = (typeof LISTING_TEMPLATES)[number];
export const DETAIL_TEMPLATES = ['full', 'half'] as const;
export type DetailTemplate = (typeof DETAIL_TEMPLATES)[number];

/** The filters a listing widget can show to visitors (spec 001 §9). */
export const LISTING_FILTERS = [
  'search',
  'minRent',
  'maxRent',
  'beds',
  'baths',
  'cities',
  'zip',
  'cats',
  'dogs',
  'sorting',
  'desiredMoveIn',
] as const;
export type ListingFilter = (typeof LISTING_FILTERS)[number];
/** Values of the listing dogs filter (spec 001 §4). */
export const DOGS_FILTER_VALUES = ['large', 'small', 'no'] as const;

export const LISTING_COLUMNS_MIN = 1;
export const LISTING_COLUMNS_MAX = 4;

/** Admin payment status; a payment without one is paid (spec 003 §3). */
export const PAYMENT_STATUSES = ['paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** What POST /devadmin/collection can read (spec 003 §7). */
export const COLLECTION_NAMES = ['payments', 'orders'] as const;
export type CollectionName = (typeof COLLECTION_NAMES)[number];

/** Subscription statuses under which a customer may change the card (spec 003 §4). */
export const CARD_EDITABLE_STATUSES = ['active', 'past_due'] as const;
