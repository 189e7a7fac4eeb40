import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import {
  AFFORDABILITY_RESULT_LAYOUTS,
  AFFORDABILITY_SPACINGS,
  AFFORDABILITY_TEMPLATES,
  LOAN_TERMS,
} from '../../constants/lists';
import {
  bounded,
  choice,
  color,
  font,
  fontSize,
  fontWeight,
  length,
  numberChoice,
  shadow,
  TEXT_MAX,
  text,
  textAlign,
} from '../../html-data/field.builders';

const input = (label: string, placeholder: string) =>
  z.object({ label: text(label), placeholder: text(placeholder) }).prefault({});

const button = (caption: string, textColor: string, bgColor: string, hoverColor: string) =>
  z
    .object({
      text: text(caption),
      textColor: color(textColor),
      bgColor: color(bgColor),
      /** Background on hover. */
      hoverColor: color(hoverColor),
      borderRadius: length('6px'),
      fontSize: fontSize('16px'),
      fontWeight: fontWeight('600'),
      fontFamily: font(),
    })
    .prefault({});

/** htmlData.affordability (spec 002 §3, §9). */
export const affordabilitySettingsSchema = z.object({
  container: z
    .object({
      bgColor: color('#ffffff'),
      borderColor: color('#e2e8f0'),
      borderRadius: length('8px'),
      padding: length('20px'),
      shadow: shadow('md'),
    })
    .prefault({}),
  header: z
    .object({
      heading: text('Affordability Calculator'),
      subHeading: text('See how much home you can afford'),
      fontFamily: font(),
      fontSize: fontSize('28px'),
      fontWeight: fontWeight('bold'),
      textAlign: textAlign('center'),
      textColor: color('#1a202c'),
    })
    .prefault({}),
  layout: z
    .object({
      template: choice(AFFORDABILITY_TEMPLATES, 'vertical'),
      spacing: choice(AFFORDABILITY_SPACINGS, 'normal'),
    })
    .prefault({}),
  fields: z
    .object({
      textColor: color('#2d3748'),
      bgColor: color('#ffffff'),
      hoverColor: color('#3182ce'),
      fontSize: fontSize('16px'),
      fontWeight: fontWeight('normal'),
      labelFontSize: fontSize('14px'),
      labelFontWeight: fontWeight('600'),
      textAlign: textAlign('left'),
      fontFamily: font(),
      homePrice: input('Home Price', 'Enter home price'),
      annualIncome: input('Annual Income', 'Enter annual income'),
      extraIncome: input('Extra Monthly Income', 'Enter extra monthly income'),
      monthlyDebts: input('Monthly Debts', 'Enter monthly debts'),
      downPayment: input('Down Payment', 'Enter down payment'),
      loanTerm: input('Loan Term (years)', 'Select loan term'),
      interestRate: input('Interest Rate (%)', 'Enter interest rate'),
    })
    .prefault({}),
  button: z
    .object({
      calculate: button('Calculate', '#ffffff', '#3182ce', '#2b6cb0'),
      reset: button('Reset', '#2d3748', '#edf2f7', '#e2e8f0'),
    })
    .prefault({}),
  results: z
    .object({
      layout: choice(AFFORDABILITY_RESULT_LAYOUTS, 'simple'),
      bgColor: color('#f7fafc'),
      textColor: color('#1a202c'),
      borderColor: color('#e2e8f0'),
      fontFamily: font(),
    })
    .prefault({}),
  /** Starting values; money amounts are dollars and 0 means unfilled (spec 002 §5). */
  defaults: z
    .object({
      homePrice: bounded(0, BOUNDS.amount),
      annualIncome: bounded(0, BOUNDS.amount),
      /** Extra income per month, added to annual income / 12 (spec 002 §2). */
      extraIncome: bounded(0, BOUNDS.amount),
      monthlyDebts: bounded(0, BOUNDS.amount),
      downPayment: bounded(0, BOUNDS.amount),
      loanTerm: numberChoice(LOAN_TERMS, 30),
      interestRate: bounded(4.5, BOUNDS.interestRate),
    })
    .prefault({}),
  advanced: z
    .object({
      /** Total debt-to-income limit, percent. */
      debtToIncomeRatio: bounded(36, BOUNDS.ratio),
      /** Housing debt-to-income limit, percent. */
      housingDebtToIncomeRatio: bounded(28, BOUNDS.ratio),
    })
    .prefault({}),
  disclaimer: z
    .object({
      text: text(
        'This calculator provides estimates for informational purposes only. Actual loan amounts, rates and terms may vary.',
        TEXT_MAX.long,
      ),
      textColor: color('#718096'),
      fontFamily: font(),
    })
    .prefault({}),
});
export type AffordabilitySettings = z.infer<typeof affordabilitySettingsSchema>;

/** The affordability widget's contract: its name, its settings, and its htmlData `{ affordability: settings }` (spec 000 §3). */
export const affordabilityContract = {
  name: 'affordability',
  settings: affordabilitySettingsSchema,
  htmlData: z.object({ affordability: affordabilitySettingsSchema.prefault({}) }),
} as const;
