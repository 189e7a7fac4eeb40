// The value rules of spec 001 §5 and 002 §5 as they apply to real fields: valid edges pass,
// invalid ones fail at that field.
import { describe, expect, it } from 'vitest';
import type { WidgetTypeName } from '../constants/lists';
import { htmlDataSchemaOf } from '../widget-types/registry';
import { withPath } from './test-helpers';

const cases: [WidgetTypeName, string, unknown, boolean][] = [
  ['appfolio', 'appfolioCol', 1, true],
  ['appfolio', 'appfolioCol', 4, true],
  ['appfolio', 'appfolioCol', 0, false],
  ['appfolio', 'appfolioCol', 5, false],
  ['appfolio', 'appfolioCol', '3', false],
  ['rentvine', 'renttvineCol', 4, true],
  ['rentvine', 'renttvineCol', 5, false],
  ['appfolio', 'appfolioSortOrder', 'rent_desc', true],
  ['appfolio', 'appfolioSortOrder', 'price', false],
  ['appfolio', 'appfolioUrl', '', true],
  ['appfolio', 'appfolioUrl', 'https://acme.appfolio.com/listings', true],
  ['appfolio', 'appfolioUrl', 'mailto:a@b.co', false],
  ['appfolio', 'layout.layoutApplyLink', 'mailto:leasing@example.com', true],
  ['appfolio', 'layout.layoutApplyLink', 'tel:+15550100', true],
  ['appfolio', 'layout.layoutApplyLink', 'https://example.com/apply', true],
  ['appfolio', 'layout.layoutTemplate', 'hawk', true],
  ['appfolio', 'layout.layoutTemplate', 'owl', false],
  ['appfolio', 'header.headerFontSize', '8px', true],
  ['appfolio', 'header.headerFontSize', '72px', true],
  ['appfolio', 'header.headerFontSize', '7px', false],
  ['appfolio', 'header.headerFontSize', '73px', false],
  ['appfolio', 'header.headerFontSize', 40, false],
  ['appfolio', 'header.headerFontBold', 'off', true],
  ['appfolio', 'header.headerFontBold', true, false],
  ['appfolio', 'clientGmapApi', 'AIzaSyA-b_c123', true],
  ['appfolio', 'group', 'Downtown <Lofts>', true],
  ['trustpilot', 'layout', 'carousel', true],
  ['trustpilot', 'layout', 'grid', false],
  ['trustpilot', 'reviewFilter', '3', true],
  ['trustpilot', 'reviewFilter', 3, false],
  ['trustpilot', 'color', '#0000', true],
  ['trustpilot', 'color', 'black', false],
  ['tripadvisor', 'header.showHeader', false, true],
  ['tripadvisor', 'header.showHeader', 'off', false],
  ['tripadvisor', 'header.logoSize', '50%', true],
  ['tripadvisor', 'header.logoSize', '101%', false],
  ['tripadvisor', 'header.companyNameFontWeight', '900', true],
  ['tripadvisor', 'header.companyNameFontWeight', '950', false],
  ['tripadvisor', 'header.companyNameFontFamily', 'Dancing Script', true],
  ['tripadvisor', 'header.companyNameFontFamily', 'Comic Sans MS', false],
  ['tripadvisor', 'container.containerMaxWidth', '10%', true],
  ['tripadvisor', 'container.containerMaxWidth', '95%', true],
  ['tripadvisor', 'container.containerMaxWidth', '5%', false],
  ['tripadvisor', 'container.containerMaxWidth', '92%', false],
  ['tripadvisor', 'container.containerMaxWidth', '100px', false],
  ['tripadvisor', 'filters.reviewPageCount', 1, true],
  ['tripadvisor', 'filters.reviewPageCount', 50, true],
  ['tripadvisor', 'filters.reviewPageCount', 0, false],
  ['tripadvisor', 'filters.reviewPageCount', 51, false],
  ['tripadvisor', 'filters.numberOfReviews', 'all', true],
  ['tripadvisor', 'filters.numberOfReviews', '25', false],
  ['tripadvisor', 'reviews.cardMinHeight', '2000px', true],
  ['tripadvisor', 'reviews.cardMinHeight', '2001px', false],
  ['yelp', 'fetchReviews', 5, true],
  ['yelp', 'fetchReviews', 45, true],
  ['yelp', 'fetchReviews', 50, false],
  ['yelp', 'fetchReviews', 7, false],
  ['yelp', 'fetchReviews', '10', false],
  ['yelp', 'businessId', 'the-corner-cafe-san-francisco', true],
  ['yelp', 'businessId', 'caf%C3%A9-paris', true],
  ['yelp', 'businessId', 'café-paris', true],
  ['yelp', 'businessId', 'cafe/paris', false],
  ['yelp', 'cards.reviewPhothoStatus', 'on', true],
  ['yelp', 'cards.reviewPhothoStatus', true, false],
  ['prorated', 'button.buttonShadow', 'xxl', true],
  ['prorated', 'button.buttonShadow', '0 0 5px red', false],
  ['prorated', 'result.resultLayout', 'horizontal', true],
  ['prorated', 'result.resultLayout', 'grid', false],
  ['prorated', 'heading.headingFontItalic', 'on', true],
  ['affordability', 'defaults.interestRate', 0, true],
  ['affordability', 'defaults.interestRate', 20, true],
  ['affordability', 'defaults.interestRate', 20.5, false],
  ['affordability', 'defaults.interestRate', -1, false],
  ['affordability', 'defaults.loanTerm', 15, true],
  ['affordability', 'defaults.loanTerm', 25, false],
  ['affordability', 'advanced.debtToIncomeRatio', 0, true],
  ['affordability', 'advanced.debtToIncomeRatio', 100, true],
  ['affordability', 'advanced.debtToIncomeRatio', 101, false],
  ['affordability', 'advanced.housingDebtToIncomeRatio', 28.5, false],
  ['affordability', 'layout.spacing', 'spacious', true],
  ['affordability', 'layout.spacing', 'huge', false],
  ['affordability', 'fields.fontSize', '8px', true],
  ['affordability', 'fields.fontSize', '80px', false],
  ['affordability', 'container.borderRadius', '0px', true],
  ['affordability', 'container.borderRadius', '-1px', false],
  ['affordability', 'header.textAlign', 'right', true],
  ['affordability', 'header.textAlign', 'justify', false],
  ['monthlypayment', 'fields.defaultDownPaymentPercent', 0, true],
  ['monthlypayment', 'fields.defaultDownPaymentPercent', 100, true],
  ['monthlypayment', 'fields.defaultDownPaymentPercent', 101, false],
  ['monthlypayment', 'fields.defaultDownPaymentPercent', 20.5, false],
  ['monthlypayment', 'fields.homePriceSliderMax', 999_999_999, true],
  ['monthlypayment', 'fields.homePriceSliderMax', 1_000_000_000, false],
  ['monthlypayment', 'fields.homePriceSliderMin', 1, true],
  ['monthlypayment', 'fields.homePriceSliderMin', 0, false],
  ['monthlypayment', 'fields.homePriceDefaultValue', 1_550_000.5, false],
  ['monthlypayment', 'layout.template', 'horizontal', true],
  ['monthlypayment', 'layout.template', 'vertical', false],
  ['monthlypayment', 'layout.fieldOrder.leftOrder', ['interestRate', 'homePrice'], true],
  ['monthlypayment', 'layout.fieldOrder.leftOrder', ['homePrice', 'homePrice'], false],
  ['monthlypayment', 'layout.fieldOrder.leftOrder', ['propertyTax'], false],
  ['accessibility', 'domainUrl', encodeURIComponent('https://example.com'), true],
  ['accessibility', 'domainUrl', 'https://example.com', false],
  ['accessibility', 'icon.iconSvg', '3', true],
  ['accessibility', 'icon.iconSvg', '4', false],
  ['accessibility', 'icon.iconSvg', 1, false],
  ['accessibility', 'icon.iconPosition', 'left', true],
  ['accessibility', 'icon.iconPosition', 'top', false],
];

describe('field rules', () => {
  it.each(cases)('%s %s = %j → %s', (type, dotted, value, valid) => {
    const path = [type, ...dotted.split('.')];
    const result = htmlDataSchemaOf(type).safeParse(withPath(path, value));
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.path.slice(0, path.length)).toEqual(path);
  });
});

describe('monthly payment slider consistency (spec 002 §5)', () => {
  const parse = (fields: Record<string, number>) =>
    htmlDataSchemaOf('monthlypayment').safeParse({ monthlypayment: { fields } });

  it('takes min ≤ default ≤ max, min = max, and default below min', () => {
    expect(parse({ homePriceSliderMin: 100, homePriceDefaultValue: 150, homePriceSliderMax: 200 }).success).toBe(true);
    expect(parse({ homePriceSliderMin: 200, homePriceDefaultValue: 200, homePriceSliderMax: 200 }).success).toBe(true);
    expect(parse({ homePriceSliderMin: 180, homePriceDefaultValue: 150, homePriceSliderMax: 200 }).success).toBe(true);
  });

  it('refuses a minimum above the maximum', () => {
    const result = parse({ homePriceSliderMin: 300, homePriceDefaultValue: 150, homePriceSliderMax: 200 });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['monthlypayment', 'fields', 'homePriceSliderMin'], 'The slider minimum cannot be above the slider maximum.'],
    ]);
  });

  it('refuses a default above the maximum', () => {
    const result = parse({ homePriceSliderMin: 100, homePriceDefaultValue: 250, homePriceSliderMax: 200 });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['monthlypayment', 'fields', 'homePriceDefaultValue'], 'The home price cannot be above the slider maximum.'],
    ]);
  });
});
