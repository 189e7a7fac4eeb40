import { z } from 'zod';
import { LAYOUTS, REVIEW_FILTERS } from '../../constants/lists';
import { choice, color, sourceUrl, toggle } from '../../html-data/field.builders';
import { languageSchema } from '../language.schema';
import { reviewCurationSchema } from '../review-curation.schema';
import { trustpilotDefaults as D } from './trustpilot.defaults';

/** htmlData.trustpilot (spec 001 §3); toggles are on/off strings, all on by default. */
export const trustpilotSettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  url: sourceUrl(D.url),
  logoStatus: toggle(D.logoStatus),
  companyNameStatus: toggle(D.companyNameStatus),
  addReviewStatus: toggle(D.addReviewStatus),
  reviewCountStatus: toggle(D.reviewCountStatus),
  reviewFilter: choice(REVIEW_FILTERS, D.reviewFilter),
  layout: choice(LAYOUTS, D.layout),
  color: color(D.color),
  bgcolor: color(D.bgcolor),
  /** Which of the source's reviews show (issue 31), shared by the review types. */
  curation: reviewCurationSchema,
});
export type TrustpilotSettings = z.infer<typeof trustpilotSettingsSchema>;

/** The trustpilot widget's contract: its name, its settings, and its htmlData `{ trustpilot: settings }` (spec 000 §3). */
export const trustpilotContract = {
  name: 'trustpilot',
  settings: trustpilotSettingsSchema,
  htmlData: z.object({ trustpilot: trustpilotSettingsSchema.prefault({}) }),
  defaults: D,
} as const;
