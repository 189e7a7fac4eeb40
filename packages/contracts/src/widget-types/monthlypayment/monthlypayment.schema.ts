import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LOAN_TERMS } from '../../constants/lists';
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
  numberChoice,
  shadow,
  text,
  textAlign,
} from '../../html-data/field.builders';
import { languageSchema } from '../language.schema';
import {
  MONTHLY_PAYMENT_LEFT_ITEMS,
  MONTHLY_PAYMENT_RIGHT_ITEMS,
  MONTHLY_PAYMENT_TEMPLATES,
} from './monthlypayment.constants';
import { monthlypaymentDefaults as D, MORTGAGE_INSURANCE_RATE_BOUND } from './monthlypayment.defaults';

const F = D.fields;

export const SLIDER_MIN_ABOVE_MAX = 'The slider minimum cannot be above the slider maximum.';
export const DEFAULT_ABOVE_MAX = 'The home price cannot be above the slider maximum.';

const fieldsSchema = z
  .object({
    fontSize: fontSize(F.fontSize),
    fontWeight: fontWeight(F.fontWeight),
    fontFamily: font(F.fontFamily),
    textColor: color(F.textColor),
    homePriceDefaultValue: bounded(F.homePriceDefaultValue, BOUNDS.homePrice),
    homePriceShowSlider: flag(F.homePriceShowSlider),
    homePriceSliderMin: bounded(F.homePriceSliderMin, BOUNDS.homePrice),
    homePriceSliderMax: bounded(F.homePriceSliderMax, BOUNDS.homePrice),
    defaultDownPaymentPercent: bounded(F.defaultDownPaymentPercent, BOUNDS.downPaymentPercent),
    downPaymentShowSlider: flag(F.downPaymentShowSlider),
    interestRateDefaultValue: bounded(F.interestRateDefaultValue, BOUNDS.interestRate),
    propertyTaxAnnualRate: bounded(F.propertyTaxAnnualRate, BOUNDS.percent),
    homeInsuranceDefaultValue: bounded(F.homeInsuranceDefaultValue, BOUNDS.amount),
    hoaFeesDefaultValue: bounded(F.hoaFeesDefaultValue, BOUNDS.amount),
    mortgageInsuranceThreshold: bounded(F.mortgageInsuranceThreshold, BOUNDS.percent),
    mortgageInsuranceShowThresholdNote: flag(F.mortgageInsuranceShowThresholdNote),
    mortgageInsuranceRate: bounded(F.mortgageInsuranceRate, MORTGAGE_INSURANCE_RATE_BOUND),
    defaultLoanTerm: numberChoice(LOAN_TERMS, F.defaultLoanTerm),
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
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  container: z
    .object({
      bgColor: color(D.container.bgColor),
      padding: length(D.container.padding),
      borderColor: color(D.container.borderColor),
      borderRadius: length(D.container.borderRadius),
      shadow: shadow(D.container.shadow),
    })
    .prefault({}),
  header: z
    .object({
      title: text(D.header.title),
      fontFamily: font(D.header.fontFamily),
      fontSize: fontSize(D.header.fontSize),
      fontWeight: fontWeight(D.header.fontWeight),
      textAlign: textAlign(D.header.textAlign),
      textColor: color(D.header.textColor),
    })
    .prefault({}),
  result: z
    .object({
      textColor: color(D.result.textColor),
      fontFamily: font(D.result.fontFamily),
      fontSize: fontSize(D.result.fontSize),
      fontWeight: fontWeight(D.result.fontWeight),
      textAlign: textAlign(D.result.textAlign),
    })
    .prefault({}),
  fields: fieldsSchema.prefault({}),
  layout: z
    .object({
      template: choice(MONTHLY_PAYMENT_TEMPLATES, D.layout.template),
      fieldOrder: z
        .object({
          leftOrder: choiceList(MONTHLY_PAYMENT_LEFT_ITEMS, D.layout.fieldOrder.leftOrder),
          rightOrder: choiceList(MONTHLY_PAYMENT_RIGHT_ITEMS, D.layout.fieldOrder.rightOrder),
        })
        .prefault({}),
    })
    .prefault({}),
  colors: z
    .object({
      principalDot: color(D.colors.principalDot),
      taxDot: color(D.colors.taxDot),
      insuranceDot: color(D.colors.insuranceDot),
      hoaDot: color(D.colors.hoaDot),
      mortgageDot: color(D.colors.mortgageDot),
    })
    .prefault({}),
});
export type MonthlypaymentSettings = z.infer<typeof monthlypaymentSettingsSchema>;

/** The monthlypayment widget's contract: its name, its settings, and its htmlData `{ monthlypayment: settings }` (spec 000 §3). */
export const monthlypaymentContract = {
  name: 'monthlypayment',
  settings: monthlypaymentSettingsSchema,
  htmlData: z.object({ monthlypayment: monthlypaymentSettingsSchema.prefault({}) }),
  defaults: D,
} as const;
