import { z } from 'zod';
import { LAYOUTS, REVIEW_FILTERS } from '../../constants/lists';
import { choice, color, sourceUrl, toggle } from '../../html-data/field.builders';

/** htmlData.trustpilot (spec 001 §3); toggles are on/off strings, all on by default. */
export const trustpilotSettingsSchema = z.object({
  /** The company's profile page on the review platform. */
  url: sourceUrl(''),
  logoStatus: toggle('on'),
  companyNameStatus: toggle('on'),
  addReviewStatus: toggle('on'),
  reviewCountStatus: toggle('on'),
  reviewFilter: choice(REVIEW_FILTERS, 'all'),
  layout: choice(LAYOUTS, 'list'),
  /** Spec default 'black'. */
  color: color('#000000'),
  /** Spec default 'white'. */
  bgcolor: color('#ffffff'),
});
export type TrustpilotSettings = z.infer<typeof trustpilotSettingsSchema>;

/** The trustpilot widget's contract: its name, its settings, and its htmlData `{ trustpilot: settings }` (spec 000 §3). */
export const trustpilotContract = {
  name: 'trustpilot',
  settings: trustpilotSettingsSchema,
  htmlData: z.object({ trustpilot: trustpilotSettingsSchema.prefault({}) }),
} as const;
