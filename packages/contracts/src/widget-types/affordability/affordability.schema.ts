import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LOAN_TERMS } from '../../constants/lists';
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
import { languageSchema } from '../language.schema';
import {
  AFFORDABILITY_RESULT_LAYOUTS,
  AFFORDABILITY_SPACINGS,
  AFFORDABILITY_TEMPLATES,
} from './affordability.constants';
import { affordabilityDefaults as D } from './affordability.defaults';

/** A labelled input's defaults, e.g. D.fields.homePrice. */
type InputDefaults = { readonly label: string; readonly placeholder: string };
/** A button's defaults, e.g. D.button.calculate. */
type ButtonDefaults = (typeof D.button)[keyof typeof D.button];

const input = (d: InputDefaults) => z.object({ label: text(d.label), placeholder: text(d.placeholder) }).prefault({});

const button = (d: ButtonDefaults) =>
  z
    .object({
      text: text(d.text),
      textColor: color(d.textColor),
      bgColor: color(d.bgColor),
      hoverColor: color(d.hoverColor),
      borderRadius: length(d.borderRadius),
      fontSize: fontSize(d.fontSize),
      fontWeight: fontWeight(d.fontWeight),
      fontFamily: font(d.fontFamily),
    })
    .prefault({});

/** htmlData.affordability (spec 002 §3, §9). */
export const affordabilitySettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  container: z
    .object({
      bgColor: color(D.container.bgColor),
      borderColor: color(D.container.borderColor),
      borderRadius: length(D.container.borderRadius),
      padding: length(D.container.padding),
      shadow: shadow(D.container.shadow),
    })
    .prefault({}),
  header: z
    .object({
      heading: text(D.header.heading),
      subHeading: text(D.header.subHeading),
      fontFamily: font(D.header.fontFamily),
      fontSize: fontSize(D.header.fontSize),
      fontWeight: fontWeight(D.header.fontWeight),
      textAlign: textAlign(D.header.textAlign),
      textColor: color(D.header.textColor),
    })
    .prefault({}),
  layout: z
    .object({
      template: choice(AFFORDABILITY_TEMPLATES, D.layout.template),
      spacing: choice(AFFORDABILITY_SPACINGS, D.layout.spacing),
    })
    .prefault({}),
  fields: z
    .object({
      textColor: color(D.fields.textColor),
      bgColor: color(D.fields.bgColor),
      hoverColor: color(D.fields.hoverColor),
      fontSize: fontSize(D.fields.fontSize),
      fontWeight: fontWeight(D.fields.fontWeight),
      labelFontSize: fontSize(D.fields.labelFontSize),
      labelFontWeight: fontWeight(D.fields.labelFontWeight),
      textAlign: textAlign(D.fields.textAlign),
      fontFamily: font(D.fields.fontFamily),
      homePrice: input(D.fields.homePrice),
      annualIncome: input(D.fields.annualIncome),
      extraIncome: input(D.fields.extraIncome),
      monthlyDebts: input(D.fields.monthlyDebts),
      downPayment: input(D.fields.downPayment),
      loanTerm: input(D.fields.loanTerm),
      interestRate: input(D.fields.interestRate),
    })
    .prefault({}),
  button: z
    .object({
      calculate: button(D.button.calculate),
      reset: button(D.button.reset),
    })
    .prefault({}),
  results: z
    .object({
      layout: choice(AFFORDABILITY_RESULT_LAYOUTS, D.results.layout),
      bgColor: color(D.results.bgColor),
      textColor: color(D.results.textColor),
      borderColor: color(D.results.borderColor),
      fontFamily: font(D.results.fontFamily),
    })
    .prefault({}),
  defaults: z
    .object({
      homePrice: bounded(D.defaults.homePrice, BOUNDS.amount),
      annualIncome: bounded(D.defaults.annualIncome, BOUNDS.amount),
      extraIncome: bounded(D.defaults.extraIncome, BOUNDS.amount),
      monthlyDebts: bounded(D.defaults.monthlyDebts, BOUNDS.amount),
      downPayment: bounded(D.defaults.downPayment, BOUNDS.amount),
      loanTerm: numberChoice(LOAN_TERMS, D.defaults.loanTerm),
      interestRate: bounded(D.defaults.interestRate, BOUNDS.interestRate),
    })
    .prefault({}),
  advanced: z
    .object({
      debtToIncomeRatio: bounded(D.advanced.debtToIncomeRatio, BOUNDS.ratio),
      housingDebtToIncomeRatio: bounded(D.advanced.housingDebtToIncomeRatio, BOUNDS.ratio),
    })
    .prefault({}),
  disclaimer: z
    .object({
      text: text(D.disclaimer.text, TEXT_MAX.long),
      textColor: color(D.disclaimer.textColor),
      fontFamily: font(D.disclaimer.fontFamily),
    })
    .prefault({}),
});
export type AffordabilitySettings = z.infer<typeof affordabilitySettingsSchema>;

/** The affordability widget's contract: its name, its settings, and its htmlData `{ affordability: settings }` (spec 000 §3). */
export const affordabilityContract = {
  name: 'affordability',
  settings: affordabilitySettingsSchema,
  htmlData: z.object({ affordability: affordabilitySettingsSchema.prefault({}) }),
  defaults: D,
} as const;
