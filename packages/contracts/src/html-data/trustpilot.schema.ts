import { z } from 'zod';
import { LAYOUTS, REVIEW_FILTERS } from '../constants/lists';
import { choice, color, sourceUrl, toggle } from './field.builders';

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
