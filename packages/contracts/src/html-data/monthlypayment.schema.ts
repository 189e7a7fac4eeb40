import { z } from 'zod';
import { BOUNDS } from '../constants/bounds';
import { MONTHLY_PAYMENT_LEFT_ITEMS, MONTHLY_PAYMENT_RIGHT_ITEMS, MONTHLY_PAYMENT_TEMPLATES } from '../constants/lists';
import {
  bounded,
  choice,
  choiceList,
  color,
  flag,
  font,
  fontSize,
  fontWeight,
  length,
  shadow,
  text,
  textAlign,
} from './field.builders';

export const SLIDER_MIN_ABOVE_MAX = 'The slider minimum cannot be above the slider maximum.';
export const DEFAULT_ABOVE_MAX = 'The home price cannot be above the slider maximum.';

const fieldsSchema = z
  .object({
    fontSize: fontSize('16px'),
    fontWeight: fontWeight('normal'),
    fontFamily: font(),
    textColor: color('#4a5568'),
    homePriceDefaultValue: bounded(1_550_000, BOUNDS.homePrice),
    homePriceShowSlider: flag(true),
    homePriceSliderMin: bounded(1_240_000, BOUNDS.homePrice),
    homePriceSliderMax: bounded(1_860_000, BOUNDS.homePrice),
    defaultDownPaymentPercent: bounded(20, BOUNDS.downPaymentPercent),
    downPaymentShowSlider: flag(true),
    interestRateDefaultValue: bounded(6, BOUNDS.interestRate),
    propertyTaxAnnualRate: bounded(1.25, BOUNDS.percent),
    /** Dollars per month. */
    homeInsuranceDefaultValue: bounded(388, BOUNDS.amount),
    /** Dollars per month. */
    hoaFeesDefaultValue: bounded(0, BOUNDS.amount),
    /** Down payment percent below which mortgage insurance applies. */
    mortgageInsuranceThreshold: bounded(20, BOUNDS.percent),
    mortgageInsuranceShowThresholdNote: flag(true),
  })
  // The editor's slider rules (spec 002 §5) keep min ≤ max and default ≤ max. Raising the minimum
  // does not move the default, so default ≥ min is not guaranteed and not required here.
  .superRefine((fields, ctx) => {
    if (fields.homePriceSliderMin > fields.homePriceSliderMax) {
      ctx.addIssue({ code: 'custom', path: ['homePriceSliderMin'], message: SLIDER_MIN_ABOVE_MAX });
    }
    if (fields.homePriceDefaultValue > fields.homePriceSliderMax) {
      ctx.addIssue({ code: 'custom', path: ['homePriceDefaultValue'], message: DEFAULT_ABOVE_MAX });
    }
  });

/** htmlData.monthlypayment (spec 002 §3, §9); toggles are booleans. */
export const monthlypaymentSettingsSchema = z.object({
  container: z
    .object({
      bgColor: color('#ffffff'),
      padding: length('20px'),
      borderColor: color('#e2e8f0'),
      borderRadius: length('8px'),
      shadow: shadow('md'),
    })
    .prefault({}),
  header: z
    .object({
      title: text('Mortgage Calculator'),
      fontFamily: font(),
      fontSize: fontSize('32px'),
      fontWeight: fontWeight('bold'),
      textAlign: textAlign('center'),
      textColor: color('#1a202c'),
    })
    .prefault({}),
  result: z
    .object({
      textColor: color('#1a202c'),
      fontFamily: font(),
      fontSize: fontSize('22px'),
      fontWeight: fontWeight('bold'),
      textAlign: textAlign('center'),
    })
    .prefault({}),
  fields: fieldsSchema.prefault({}),
  layout: z
    .object({
      template: choice(MONTHLY_PAYMENT_TEMPLATES, 'two-column'),
      fieldOrder: z
        .object({
          leftOrder: choiceList(MONTHLY_PAYMENT_LEFT_ITEMS, MONTHLY_PAYMENT_LEFT_ITEMS),
          rightOrder: choiceList(MONTHLY_PAYMENT_RIGHT_ITEMS, MONTHLY_PAYMENT_RIGHT_ITEMS),
        })
        .prefault({}),
    })
    .prefault({}),
  /** Dot colours of the breakdown; mortgageDot exists in the data though the editor shows four. */
  colors: z
    .object({
      principalDot: color('#4299e1'),
      taxDot: color('#f6ad55'),
      insuranceDot: color('#68d391'),
      hoaDot: color('#9f7aea'),
      mortgageDot: color('#fc8181'),
    })
    .prefault({}),
});
export type MonthlypaymentSettings = z.infer<typeof monthlypaymentSettingsSchema>;
