import { z } from 'zod';
import { ACCESSIBILITY_ICONS, ICON_POSITIONS } from '../../constants/lists';
import { choice, color, encodedUrl, text } from '../../html-data/field.builders';

/** htmlData.accessibility (spec 002 §3). */
export const accessibilitySettingsSchema = z.object({
  icon: z
    .object({
      iconSvg: choice(ACCESSIBILITY_ICONS, '1'),
      iconPosition: choice(ICON_POSITIONS, 'right'),
      /** Spec default 'white'. */
      iconColor: color('#ffffff'),
      /** Spec default 'orange, #f6690b'. */
      iconBg: color('#f6690b'),
    })
    .prefault({}),
  toolbox: z
    .object({
      toolboxTitle: text('Accessibility Menu'),
      toolboxTextColor: color('#ffffff'),
      toolboxBg: color('#242424'),
      groupTextColor: color('#ffffff'),
      groupBg: color('#333333'),
      groupHoverColor: color('#005a9c'),
      groupHoverBg: color('#005a9c'),
    })
    .prefault({}),
  /** The customer's website, stored URL-encoded (spec 002 §3); use encodeDomainUrl/decodeDomainUrl. */
  domainUrl: encodedUrl(''),
});
export type AccessibilitySettings = z.infer<typeof accessibilitySettingsSchema>;

/** The accessibility widget's contract: its name, its settings, and its htmlData `{ accessibility: settings }` (spec 000 §3). */
export const accessibilityContract = {
  name: 'accessibility',
  settings: accessibilitySettingsSchema,
  htmlData: z.object({ accessibility: accessibilitySettingsSchema.prefault({}) }),
} as const;
