// The defaults appfolio and rentvine share (spec 001 §3, §9) as plain values: listing.schema.ts
// builds its field groups on them, and each listing type's defaults spread them, so a runtime reads
// them without pulling zod into a customer's page.

/** Spec 001 §9 listing defaults. */
export const LISTING_HEADING = 'Find Your Dream Home';
export const LISTING_FONT = 'Montserrat';

/** Top Banner styling; the heading text is named per product (appfolioHeading, rentvineHeading). */
export const listingHeaderDefaults = {
  headercolor: '#ffffff',
  headerbg: '#2d3748',
  headerFontFamily: LISTING_FONT,
  headerFontSize: '40px',
  headerFontBold: 'on',
  headerFontItalic: 'off',
} as const;

/** Visitor filters; on except cats, dogs and desiredMoveIn (spec 001 §3). */
export const listingFilterDefaults = {
  search: 'on',
  cats: 'off',
  dogs: 'off',
  minRent: 'on',
  maxRent: 'on',
  beds: 'on',
  baths: 'on',
  cities: 'on',
  zip: 'on',
  desiredMoveIn: 'off',
  sorting: 'on',
} as const;

/**
 * The green of the date badge, the Apply buttons and the available date. Spec 001 leaves the
 * colour to us; white text on the usual #38a169 is 3.25:1, short of WCAG AA (4.5:1) at these sizes,
 * so the default is the next darker green, 4.54:1 under white.
 */
export const LISTING_GREEN = '#2f855a';

/** All Listings Page (spec 001 §3, rentvine field names). */
export const listingLayoutDefaults = {
  layoutTemplate: 'eagle',
  layoutFontFamily: LISTING_FONT,
  layoutRent: 'on',
  layoutDate: 'on',
  layoutTitle: 'on',
  layoutAddress: 'on',
  layoutBeds: 'on',
  layoutBaths: 'on',
  layoutDetail: 'on',
  layoutApply: 'on',
  layoutSectionBg: '#ffffff',
  layoutRentColor: '#ffffff',
  layoutRentBg: '#2b6cb0',
  layoutDateColor: '#ffffff',
  layoutDateBg: LISTING_GREEN,
  layoutTitleColor: '#1a202c',
  layoutAddressColor: '#4a5568',
  layoutBedColor: '#4a5568',
  layoutBedIconColor: '#718096',
  layoutBathColor: '#4a5568',
  layoutBathIconColor: '#718096',
  layoutDetailColor: '#ffffff',
  layoutDetailBg: '#2b6cb0',
  layoutApplyColor: '#ffffff',
  layoutApplyBg: LISTING_GREEN,
  layoutTitleSize: '18px',
  layoutAddressSize: '14px',
  /** Where Apply sends a visitor; empty uses the listing's own application page. */
  layoutApplyLink: '',
} as const;

/**
 * Single Listing Page. Per item: a show toggle, colour, font family, size and bold (buttons also a
 * background), named detail{Item}, detail{Item}Color, detail{Item}FF, detail{Item}Size,
 * detail{Item}Bold, detail{Item}Bg.
 */
export const listingDetailDefaults = {
  detailOpenSeparate: 'off',
  detailTemplate: 'half',
  detailSectionBg: '#ffffff',
  detailSectionTextColor: '#4a5568',
  detailSectionFF: LISTING_FONT,

  detailAddress: 'on',
  detailAddressColor: '#1a202c',
  detailAddressFF: LISTING_FONT,
  detailAddressSize: '22px',
  detailAddressBold: 'on',

  detailPrice: 'on',
  detailPriceColor: '#2b6cb0',
  detailPriceFF: LISTING_FONT,
  detailPriceSize: '28px',
  detailPriceBold: 'on',

  detailAvailable: 'on',
  detailAvailableColor: LISTING_GREEN,
  detailAvailableFF: LISTING_FONT,
  detailAvailableSize: '28px',
  detailAvailableBold: 'on',

  detailPhone: 'on',
  detailPhoneColor: '#4a5568',
  detailPhoneFF: LISTING_FONT,
  detailPhoneSize: '18px',
  detailPhoneBold: 'off',

  detailShowing: 'on',
  detailShowingColor: '#ffffff',
  detailShowingBg: '#2b6cb0',
  detailShowingFF: LISTING_FONT,
  detailShowingSize: '16px',
  detailShowingBold: 'on',

  detailApply: 'on',
  detailApplyColor: '#ffffff',
  detailApplyBg: LISTING_GREEN,
  detailApplyFF: LISTING_FONT,
  detailApplySize: '16px',
  detailApplyBold: 'on',

  detailContact: 'on',
  detailContactColor: '#ffffff',
  detailContactBg: '#4a5568',
  detailContactFF: LISTING_FONT,
  detailContactSize: '16px',
  detailContactBold: 'on',
} as const;
