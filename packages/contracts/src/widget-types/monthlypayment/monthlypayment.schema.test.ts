// The monthlypayment contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { describe, expect, it } from 'vitest';
import { defaultHtmlData } from '../../html-data/index';
import { repairHtmlData } from '../../html-data/repair';
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';
import { htmlDataSchemaOf } from '../registry';

expectSpecDefaults('monthlypayment', [
  ['header.title', 'Mortgage Calculator'],
  ['header.fontSize', '32px'],
  ['header.fontWeight', 'bold'],
  ['header.textAlign', 'center'],
  ['result.fontSize', '22px'],
  ['result.fontWeight', 'bold'],
  ['fields.fontSize', '16px'],
  ['fields.homePriceDefaultValue', 1_550_000],
  ['fields.homePriceSliderMin', 1_240_000],
  ['fields.homePriceSliderMax', 1_860_000],
  ['fields.defaultDownPaymentPercent', 20],
  ['fields.interestRateDefaultValue', 6],
  ['fields.propertyTaxAnnualRate', 1.25],
  ['fields.homeInsuranceDefaultValue', 388],
  ['fields.hoaFeesDefaultValue', 0],
  ['fields.mortgageInsuranceThreshold', 20],
  ['fields.mortgageInsuranceRate', 0.5],
  ['fields.defaultLoanTerm', 30],
  ['container.padding', '20px'],
  ['container.borderRadius', '8px'],
  ['layout.template', 'two-column'],
  ['layout.fieldOrder.leftOrder', ['principalInterest', 'homePrice', 'downPayment', 'loanType', 'interestRate']],
  ['layout.fieldOrder.rightOrder', ['propertyTax', 'homeInsurance', 'hoaFees', 'mortgageInsurance']],
  ['colors.principalDot', '#4299e1'],
  ['colors.taxDot', '#f6ad55'],
  ['colors.insuranceDot', '#68d391'],
  ['colors.hoaDot', '#9f7aea'],
  ['colors.mortgageDot', '#fc8181'],
]);

expectFieldRules('monthlypayment', [
  ['fields.defaultDownPaymentPercent', 0, true],
  ['fields.defaultDownPaymentPercent', 100, true],
  ['fields.defaultDownPaymentPercent', 101, false],
  ['fields.defaultDownPaymentPercent', 20.5, false],
  ['fields.homePriceSliderMax', 999_999_999, true],
  ['fields.homePriceSliderMax', 1_000_000_000, false],
  ['fields.homePriceSliderMin', 1, true],
  ['fields.homePriceSliderMin', 0, false],
  ['fields.homePriceDefaultValue', 1_550_000.5, false],
  ['fields.mortgageInsuranceRate', 0, true],
  ['fields.mortgageInsuranceRate', 1.25, true],
  ['fields.mortgageInsuranceRate', 5, true],
  ['fields.mortgageInsuranceRate', 5.1, false],
  ['fields.mortgageInsuranceRate', -0.5, false],
  ['fields.defaultLoanTerm', 15, true],
  ['fields.defaultLoanTerm', 20, true],
  ['fields.defaultLoanTerm', 25, false],
  ['fields.defaultLoanTerm', '30', false],
  ['layout.template', 'horizontal', true],
  ['layout.template', 'vertical', false],
  ['layout.fieldOrder.leftOrder', ['interestRate', 'homePrice'], true],
  ['layout.fieldOrder.leftOrder', ['homePrice', 'homePrice'], false],
  ['layout.fieldOrder.leftOrder', ['propertyTax'], false],
]);

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

describe('repairHtmlData', () => {
  it('resets a list field holding a bad entry as a whole, and still keeps the rest', () => {
    const { htmlData, repaired } = repairHtmlData('monthlypayment', {
      monthlypayment: {
        header: { title: 'Your payment' },
        layout: { fieldOrder: { leftOrder: ['homePrice', '</style>'] } },
      },
    });
    const defaults = defaultHtmlData('monthlypayment').monthlypayment;
    expect(repaired).toEqual(['monthlypayment.layout.fieldOrder.leftOrder']);
    expect(htmlData.monthlypayment.layout.fieldOrder.leftOrder).toEqual(defaults.layout.fieldOrder.leftOrder);
    expect(htmlData.monthlypayment.header.title).toBe('Your payment');
  });
});

describe('mortgage insurance rate and starting loan term (issue 14)', () => {
  it('names the bound when the rate is out of range', () => {
    const result = htmlDataSchemaOf('monthlypayment').safeParse({
      monthlypayment: { fields: { mortgageInsuranceRate: 9 } },
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Enter a number from 0 to 5.']);
  });
});
