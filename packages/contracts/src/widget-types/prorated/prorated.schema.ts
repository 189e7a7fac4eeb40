import { z } from 'zod';
import { RESULT_LAYOUTS } from '../../constants/lists';
import { choice, color, font, fontSize, shadow, text, toggle } from '../../html-data/field.builders';

/**
 * htmlData.prorated (spec 002 §3, §9); toggles are on/off strings. Only proratedHeading and the
 * result fields are named by the spec; the rest are prefixed by their panel.
 */
export const proratedSettingsSchema = z.object({
  general: z
    .object({
      containerBg: color('#ffffff'),
    })
    .prefault({}),
  heading: z
    .object({
      proratedHeading: text('Prorated Rent Calculator'),
      headingFontFamily: font('Cabin'),
      headingFontSize: fontSize('36px'),
      headingFontBold: toggle('on'),
      headingFontItalic: toggle('off'),
      headingColor: color('#8a2be2'),
      labelColor: color('#495057'),
    })
    .prefault({}),
  field: z
    .object({
      fieldColor: color('#495057'),
      fieldFontFamily: font('Cabin'),
      fieldFontSize: fontSize('16px'),
    })
    .prefault({}),
  button: z
    .object({
      buttonFontFamily: font('Cabin'),
      buttonFontSize: fontSize('16px'),
      buttonColor: color('#ffffff'),
      buttonBg: color('#8a2be2'),
      buttonShadow: shadow('sm'),
      buttonHoverShadow: shadow('md'),
      buttonHoverColor: color('#ffffff'),
      buttonHoverBg: color('#7126b8'),
    })
    .prefault({}),
  result: z
    .object({
      resultLayout: choice(RESULT_LAYOUTS, 'vertical'),
      resultColor: color('#495057'),
      resultBorder: color('#dee2e6'),
      resultBg: color('#f8f9fa'),
    })
    .prefault({}),
});
export type ProratedSettings = z.infer<typeof proratedSettingsSchema>;

/** The prorated widget's contract: its name, its settings, and its htmlData `{ prorated: settings }` (spec 000 §3). */
export const proratedContract = {
  name: 'prorated',
  settings: proratedSettingsSchema,
  htmlData: z.object({ prorated: proratedSettingsSchema.prefault({}) }),
} as const;
