import { z } from 'zod';
import { choice, color, font, fontSize, shadow, text, toggle } from '../../html-data/field.builders';
import { languageSchema } from '../language.schema';
import { RESULT_LAYOUTS } from './prorated.constants';
import { proratedDefaults as D } from './prorated.defaults';

/**
 * htmlData.prorated (spec 002 §3, §9); toggles are on/off strings. Only proratedHeading and the
 * result fields are named by the spec; the rest are prefixed by their panel.
 */
export const proratedSettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  general: z
    .object({
      containerBg: color(D.general.containerBg),
    })
    .prefault({}),
  heading: z
    .object({
      proratedHeading: text(D.heading.proratedHeading),
      headingFontFamily: font(D.heading.headingFontFamily),
      headingFontSize: fontSize(D.heading.headingFontSize),
      headingFontBold: toggle(D.heading.headingFontBold),
      headingFontItalic: toggle(D.heading.headingFontItalic),
      headingColor: color(D.heading.headingColor),
      labelColor: color(D.heading.labelColor),
    })
    .prefault({}),
  field: z
    .object({
      fieldColor: color(D.field.fieldColor),
      fieldFontFamily: font(D.field.fieldFontFamily),
      fieldFontSize: fontSize(D.field.fieldFontSize),
    })
    .prefault({}),
  button: z
    .object({
      buttonFontFamily: font(D.button.buttonFontFamily),
      buttonFontSize: fontSize(D.button.buttonFontSize),
      buttonColor: color(D.button.buttonColor),
      buttonBg: color(D.button.buttonBg),
      buttonShadow: shadow(D.button.buttonShadow),
      buttonHoverShadow: shadow(D.button.buttonHoverShadow),
      buttonHoverColor: color(D.button.buttonHoverColor),
      buttonHoverBg: color(D.button.buttonHoverBg),
    })
    .prefault({}),
  result: z
    .object({
      resultLayout: choice(RESULT_LAYOUTS, D.result.resultLayout),
      resultColor: color(D.result.resultColor),
      resultBorder: color(D.result.resultBorder),
      resultBg: color(D.result.resultBg),
    })
    .prefault({}),
});
export type ProratedSettings = z.infer<typeof proratedSettingsSchema>;

/** The prorated widget's contract: its name, its settings, and its htmlData `{ prorated: settings }` (spec 000 §3). */
export const proratedContract = {
  name: 'prorated',
  settings: proratedSettingsSchema,
  htmlData: z.object({ prorated: proratedSettingsSchema.prefault({}) }),
  defaults: D,
} as const;
