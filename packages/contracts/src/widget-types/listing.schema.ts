// The parts appfolio and rentvine share (spec 001 §3: "Same shape as appfolio with these names").
// Every default is read from listing.defaults.ts.
import { DETAIL_TEMPLATES, LISTING_TEMPLATES } from '../constants/lists';
import { choice, color, font, fontSize, link, toggle, token } from '../html-data/field.builders';
import {
  listingDetailDefaults as Dd,
  listingFilterDefaults as Df,
  listingHeaderDefaults as Dh,
  listingLayoutDefaults as Dl,
} from './listing.defaults';

export { LISTING_FONT, LISTING_HEADING } from './listing.defaults';

/** Maps API keys are letters, digits, '-' and '_'; anything else could break out of the maps script URL. */
export const mapsApiKey = (fallback: string) =>
  token(/^[A-Za-z0-9_-]{0,100}$/, 'A maps API key has only letters, digits, - and _ (at most 100).', 100, fallback);

/** Top Banner styling; the heading text field is named per product (appfolioHeading, rentvineHeading). */
export const listingHeaderFields = {
  headercolor: color(Dh.headercolor),
  headerbg: color(Dh.headerbg),
  headerFontFamily: font(Dh.headerFontFamily),
  headerFontSize: fontSize(Dh.headerFontSize),
  headerFontBold: toggle(Dh.headerFontBold),
  headerFontItalic: toggle(Dh.headerFontItalic),
};

/** Visitor filters (spec 001 §3). */
export const listingFilterFields = {
  search: toggle(Df.search),
  cats: toggle(Df.cats),
  dogs: toggle(Df.dogs),
  minRent: toggle(Df.minRent),
  maxRent: toggle(Df.maxRent),
  beds: toggle(Df.beds),
  baths: toggle(Df.baths),
  cities: toggle(Df.cities),
  zip: toggle(Df.zip),
  desiredMoveIn: toggle(Df.desiredMoveIn),
  sorting: toggle(Df.sorting),
};

/** All Listings Page (spec 001 §3, rentvine field names). */
export const listingLayoutFields = {
  layoutTemplate: choice(LISTING_TEMPLATES, Dl.layoutTemplate),
  layoutFontFamily: font(Dl.layoutFontFamily),
  layoutRent: toggle(Dl.layoutRent),
  layoutDate: toggle(Dl.layoutDate),
  layoutTitle: toggle(Dl.layoutTitle),
  layoutAddress: toggle(Dl.layoutAddress),
  layoutBeds: toggle(Dl.layoutBeds),
  layoutBaths: toggle(Dl.layoutBaths),
  layoutDetail: toggle(Dl.layoutDetail),
  layoutApply: toggle(Dl.layoutApply),
  layoutSectionBg: color(Dl.layoutSectionBg),
  layoutRentColor: color(Dl.layoutRentColor),
  layoutRentBg: color(Dl.layoutRentBg),
  layoutDateColor: color(Dl.layoutDateColor),
  layoutDateBg: color(Dl.layoutDateBg),
  layoutTitleColor: color(Dl.layoutTitleColor),
  layoutAddressColor: color(Dl.layoutAddressColor),
  layoutBedColor: color(Dl.layoutBedColor),
  layoutBedIconColor: color(Dl.layoutBedIconColor),
  layoutBathColor: color(Dl.layoutBathColor),
  layoutBathIconColor: color(Dl.layoutBathIconColor),
  layoutDetailColor: color(Dl.layoutDetailColor),
  layoutDetailBg: color(Dl.layoutDetailBg),
  layoutApplyColor: color(Dl.layoutApplyColor),
  layoutApplyBg: color(Dl.layoutApplyBg),
  layoutTitleSize: fontSize(Dl.layoutTitleSize),
  layoutAddressSize: fontSize(Dl.layoutAddressSize),
  layoutApplyLink: link(Dl.layoutApplyLink),
};

/**
 * Single Listing Page. The spec lists, per item, a show toggle, colour, font family, size and bold
 * (buttons also a background) without naming them; the names follow detailSectionFF's pattern:
 * detail{Item}, detail{Item}Color, detail{Item}FF, detail{Item}Size, detail{Item}Bold, detail{Item}Bg.
 */
export const listingDetailFields = {
  detailOpenSeparate: toggle(Dd.detailOpenSeparate),
  detailTemplate: choice(DETAIL_TEMPLATES, Dd.detailTemplate),
  detailSectionBg: color(Dd.detailSectionBg),
  detailSectionTextColor: color(Dd.detailSectionTextColor),
  detailSectionFF: font(Dd.detailSectionFF),

  detailAddress: toggle(Dd.detailAddress),
  detailAddressColor: color(Dd.detailAddressColor),
  detailAddressFF: font(Dd.detailAddressFF),
  detailAddressSize: fontSize(Dd.detailAddressSize),
  detailAddressBold: toggle(Dd.detailAddressBold),

  detailPrice: toggle(Dd.detailPrice),
  detailPriceColor: color(Dd.detailPriceColor),
  detailPriceFF: font(Dd.detailPriceFF),
  detailPriceSize: fontSize(Dd.detailPriceSize),
  detailPriceBold: toggle(Dd.detailPriceBold),

  detailAvailable: toggle(Dd.detailAvailable),
  detailAvailableColor: color(Dd.detailAvailableColor),
  detailAvailableFF: font(Dd.detailAvailableFF),
  detailAvailableSize: fontSize(Dd.detailAvailableSize),
  detailAvailableBold: toggle(Dd.detailAvailableBold),

  detailPhone: toggle(Dd.detailPhone),
  detailPhoneColor: color(Dd.detailPhoneColor),
  detailPhoneFF: font(Dd.detailPhoneFF),
  detailPhoneSize: fontSize(Dd.detailPhoneSize),
  detailPhoneBold: toggle(Dd.detailPhoneBold),

  detailShowing: toggle(Dd.detailShowing),
  detailShowingColor: color(Dd.detailShowingColor),
  detailShowingBg: color(Dd.detailShowingBg),
  detailShowingFF: font(Dd.detailShowingFF),
  detailShowingSize: fontSize(Dd.detailShowingSize),
  detailShowingBold: toggle(Dd.detailShowingBold),

  detailApply: toggle(Dd.detailApply),
  detailApplyColor: color(Dd.detailApplyColor),
  detailApplyBg: color(Dd.detailApplyBg),
  detailApplyFF: font(Dd.detailApplyFF),
  detailApplySize: fontSize(Dd.detailApplySize),
  detailApplyBold: toggle(Dd.detailApplyBold),

  detailContact: toggle(Dd.detailContact),
  detailContactColor: color(Dd.detailContactColor),
  detailContactBg: color(Dd.detailContactBg),
  detailContactFF: font(Dd.detailContactFF),
  detailContactSize: fontSize(Dd.detailContactSize),
  detailContactBold: toggle(Dd.detailContactBold),
};
