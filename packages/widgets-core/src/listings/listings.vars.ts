// A listing widget's styling settings as --wg-ls-* custom properties (each value re-checked by
// cssVars, so a hostile one is dropped and the stylesheet's fallback applies), and the fonts it uses.
import { type CssDeclarations, type CssVar, cssColor, cssFont, cssFontWeight, cssLength, cssVars } from '../css-vars';
import { isOn, type ListingsView } from './listings-view';

/** The Single Listing page items with text styling; the last three are buttons with a background. */
const DETAIL_ITEMS = ['Address', 'Price', 'Available', 'Phone', 'Showing', 'Apply', 'Contact'] as const;

const weight = (value: unknown) => cssFontWeight(isOn(value) ? 'bold' : 'normal');

export function listingsVars(view: ListingsView): CssDeclarations {
  const { header: h, layout: l, detail: d } = view;
  const record: Record<string, CssVar> = {
    '--wg-ls-h-color': cssColor(h.headercolor),
    '--wg-ls-h-bg': cssColor(h.headerbg),
    '--wg-ls-h-font': cssFont(h.headerFontFamily),
    '--wg-ls-h-size': cssLength(h.headerFontSize),
    '--wg-ls-font': cssFont(l.layoutFontFamily),
    '--wg-ls-bg': cssColor(l.layoutSectionBg),
    '--wg-ls-rent-color': cssColor(l.layoutRentColor),
    '--wg-ls-rent-bg': cssColor(l.layoutRentBg),
    '--wg-ls-date-color': cssColor(l.layoutDateColor),
    '--wg-ls-date-bg': cssColor(l.layoutDateBg),
    '--wg-ls-title-color': cssColor(l.layoutTitleColor),
    '--wg-ls-title-size': cssLength(l.layoutTitleSize),
    '--wg-ls-address-color': cssColor(l.layoutAddressColor),
    '--wg-ls-address-size': cssLength(l.layoutAddressSize),
    '--wg-ls-bed-color': cssColor(l.layoutBedColor),
    '--wg-ls-bed-icon': cssColor(l.layoutBedIconColor),
    '--wg-ls-bath-color': cssColor(l.layoutBathColor),
    '--wg-ls-bath-icon': cssColor(l.layoutBathIconColor),
    '--wg-ls-detail-color': cssColor(l.layoutDetailColor),
    '--wg-ls-detail-bg': cssColor(l.layoutDetailBg),
    '--wg-ls-apply-color': cssColor(l.layoutApplyColor),
    '--wg-ls-apply-bg': cssColor(l.layoutApplyBg),
    '--wg-ls-d-bg': cssColor(d.detailSectionBg),
    '--wg-ls-d-color': cssColor(d.detailSectionTextColor),
    '--wg-ls-d-font': cssFont(d.detailSectionFF),
  };
  for (const item of DETAIL_ITEMS) {
    const name = item.toLowerCase();
    record[`--wg-ls-d-${name}-color`] = cssColor(d[`detail${item}Color`]);
    record[`--wg-ls-d-${name}-font`] = cssFont(d[`detail${item}FF`]);
    record[`--wg-ls-d-${name}-size`] = cssLength(d[`detail${item}Size`]);
    record[`--wg-ls-d-${name}-weight`] = weight(d[`detail${item}Bold`]);
    record[`--wg-ls-d-${name}-bg`] = cssColor(d[`detail${item}Bg`]);
  }
  return cssVars(record);
}

/** Every font family the settings name; widgets-core loads the known ones. */
export function listingsFonts(view: ListingsView): string[] {
  const { header, layout, detail } = view;
  return [
    header.headerFontFamily,
    layout.layoutFontFamily,
    detail.detailSectionFF,
    ...DETAIL_ITEMS.map((item) => detail[`detail${item}FF`]),
  ].filter((family): family is string => typeof family === 'string');
}
