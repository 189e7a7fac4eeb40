// The trustpilot widget's defaults (spec 001 §3, §9) as plain values: the schema beside this file
// builds on them, and the runtime imports them without pulling zod into a customer's page.

import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';
import { reviewCurationDefaults } from '../review-curation.defaults';

/** Toggles are on/off strings, all on by default. */
export const trustpilotDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  /** The company's profile page on the review platform. */
  url: '',
  logoStatus: 'on',
  companyNameStatus: 'on',
  addReviewStatus: 'on',
  reviewCountStatus: 'on',
  reviewFilter: 'all',
  layout: 'list',
  /** Spec default 'black'. */
  color: '#000000',
  /** Spec default 'white'. */
  bgcolor: '#ffffff',
  curation: reviewCurationDefaults,
} as const;
