import { z } from 'zod';
import { choice, color, text } from '../../html-data/field.builders';
import { languageSchema } from '../language.schema';
import { ACCESSIBILITY_ICONS, ICON_POSITIONS } from './accessibility.constants';
import { accessibilityDefaults as D } from './accessibility.defaults';
import { websiteAddress } from './accessibility.website';

/** htmlData.accessibility (spec 002 §3). */
export const accessibilitySettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  icon: z
    .object({
      iconSvg: choice(ACCESSIBILITY_ICONS, D.icon.iconSvg),
      iconPosition: choice(ICON_POSITIONS, D.icon.iconPosition),
      iconColor: color(D.icon.iconColor),
      iconBg: color(D.icon.iconBg),
    })
    .prefault({}),
  toolbox: z
    .object({
      toolboxTitle: text(D.toolbox.toolboxTitle),
      toolboxTextColor: color(D.toolbox.toolboxTextColor),
      toolboxBg: color(D.toolbox.toolboxBg),
      groupTextColor: color(D.toolbox.groupTextColor),
      groupBg: color(D.toolbox.groupBg),
      groupHoverColor: color(D.toolbox.groupHoverColor),
      groupHoverBg: color(D.toolbox.groupHoverBg),
    })
    .prefault({}),
  domainUrl: websiteAddress(D.domainUrl),
});
export type AccessibilitySettings = z.infer<typeof accessibilitySettingsSchema>;

/** The accessibility widget's contract: its name, its settings, and its htmlData `{ accessibility: settings }` (spec 000 §3). */
export const accessibilityContract = {
  name: 'accessibility',
  settings: accessibilitySettingsSchema,
  htmlData: z.object({ accessibility: accessibilitySettingsSchema.prefault({}) }),
  defaults: D,
} as const;
