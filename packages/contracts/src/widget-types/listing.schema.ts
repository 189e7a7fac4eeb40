// The parts appfolio and rentvine share (spec 001 §3: "Same shape as appfolio with these names").
import { DETAIL_TEMPLATES, LISTING_TEMPLATES } from '../constants/lists';
import { choice, color, font, fontSize, link, toggle, token } from '../html-data/field.builders';

/** Spec 001 §9 listing defaults. */
export const LISTING_HEADING = 'Find Your Dream Home';
export const LISTING_FONT = 'Montserrat';

/** Maps API keys are letters, digits, '-' and '_'; anything else could break out of the maps script URL. */
export const mapsApiKey = () =>
  token(/^[A-Za-z0-9_-]{0,100}$/, 'A maps API key has only letters, digits, - and _ (at most 100).');

/** Top Banner styling; the heading text field is named per product (appfolioHeading, rentvineHeading). */
export const listingHeaderFields = {
  headercolor: color('#ffffff'),
  headerbg: color('#2d3748'),
  headerFontFamily: font(LISTING_FONT),
  headerFontSize: fontSize('40px'),
  headerFontBold: toggle('on'),
  headerFontItalic: toggle('off'),
};

/** Visitor filters; on except cats, dogs and desiredMoveIn (spec 001 §3). */
export const listingFilterFields = {
  search: toggle('on'),
  cats: toggle('off'),
  dogs: toggle('off'),
  minRent: toggle('on'),
  maxRent: toggle('on'),
  beds: toggle('on'),
  baths: toggle('on'),
  cities: toggle('on'),
  zip: toggle('on'),
  desiredMoveIn: toggle('off'),
  sorting: toggle('on'),
};

/** All Listings Page (spec 001 §3, rentvine field names). */
export const listingLayoutFields = {
  layoutTemplate: choice(LISTING_TEMPLATES, 'eagle'),
  layoutFontFamily: font(LISTING_FONT),
  layoutRent: toggle('on'),
  layoutDate: toggle('on'),
  layoutTitle: toggle('on'),
  layoutAddress: toggle('on'),
  layoutBeds: toggle('on'),
  layoutBaths: toggle('on'),
  layoutDetail: toggle('on'),
  layoutApply: toggle('on'),
  layoutSectionBg: color('#ffffff'),
  layoutRentColor: color('#ffffff'),
  layoutRentBg: color('#2b6cb0'),
  layoutDateColor: color('#ffffff'),
  layoutDateBg: color('#38a169'),
  layoutTitleColor: color('#1a202c'),
  layoutAddressColor: color('#4a5568'),
  layoutBedColor: color('#4a5568'),
  layoutBedIconColor: color('#718096'),
  layoutBathColor: color('#4a5568'),
  layoutBathIconColor: color('#718096'),
  layoutDetailColor: color('#ffffff'),
  layoutDetailBg: color('#2b6cb0'),
  layoutApplyColor: color('#ffffff'),
  layoutApplyBg: color('#38a169'),
  layoutTitleSize: fontSize('18px'),
  layoutAddressSize: fontSize('14px'),
  /** Where Apply sends a visitor; empty uses the listing's own application page. */
  layoutApplyLink: link(''),
};

/**
 * Single Listing Page. The spec lists, per item, a show toggle, colour, font family, size and bold
 * (buttons also a background) without naming them; the names follow detailSectionFF's pattern:
 * detail{Item}, detail{Item}Color, detail{Item}FF, detail{Item}Size, detail{Item}Bold, detail{Item}Bg.
 */
export const listingDetailFields = {
  detailOpenSeparate: toggle('off'),
  detailTemplate: choice(DETAIL_TEMPLATES, 'half'),
  detailSectionBg: color('#ffffff'),
  detailSectionTextColor: color('#4a5568'),
  detailSectionFF: font(LISTING_FONT),

  detailAddress: toggle('on'),
  detailAddressColor: color('#1a202c'),
  detailAddressFF: font(LISTING_FONT),
  detailAddressSize: fontSize('22px'),
  detailAddressBold: toggle('on'),

  detailPrice: toggle('on'),
  detailPriceColor: color('#2b6cb0'),
  detailPriceFF: font(LISTING_FONT),
  detailPriceSize: fontSize('28px'),
  detailPriceBold: toggle('on'),

  detailAvailable: toggle('on'),
  detailAvailableColor: color('#38a169'),
  detailAvailableFF: font(LISTING_FONT),
  detailAvailableSize: fontSize('28px'),
  detailAvailableBold: toggle('on'),

  detailPhone: toggle('on'),
  detailPhoneColor: color('#4a5568'),
  detailPhoneFF: font(LISTING_FONT),
  detailPhoneSize: fontSize('18px'),
  detailPhoneBold: toggle('off'),

  detailShowing: toggle('on'),
  detailShowingColor: color('#ffffff'),
  detailShowingBg: color('#2b6cb0'),
  detailShowingFF: font(LISTING_FONT),
  detailShowingSize: fontSize('16px'),
  detailShowingBold: toggle('on'),

  detailApply: toggle('on'),
  detailApplyColor: color('#ffffff'),
  detailApplyBg: color('#38a169'),
  detailApplyFF: font(LISTING_FONT),
  detailApplySize: fontSize('16px'),
  detailApplyBold: toggle('on'),

  detailContact: toggle('on'),
  detailContactColor: color('#ffffff'),
  detailContactBg: color('#4a5568'),
  detailContactFF: font(LISTING_FONT),
  detailContactSize: fontSize('16px'),
  detailContactBold: toggle('on'),
};
