// The appfolio listings widget's defaults (spec 001 §3, §9) as plain values: the schema beside this
// file builds on them, and the runtime imports them without pulling zod into a customer's page.

import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';
import {
  LISTING_HEADING,
  listingDetailDefaults,
  listingFilterDefaults,
  listingHeaderDefaults,
  listingLayoutDefaults,
} from '../listing.defaults';

/** Spec 001 §3: a new appfolio widget starts from a sample listings page so the preview shows something. */
export const APPFOLIO_SAMPLE_URL = 'https://demo.appfolio.com/listings';

export const appfolioDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  appfolioUrl: APPFOLIO_SAMPLE_URL,
  clientGmapApi: '',
  /** Listing group; also shown in the install snippet as data-group (spec 000 §3). */
  group: '',
  appfolioSortOrder: 'date_posted',
  appfolioCol: 3,
  header: { appfolioHeading: LISTING_HEADING, ...listingHeaderDefaults },
  appfolioDisplayFilters: listingFilterDefaults,
  layout: listingLayoutDefaults,
  detail: listingDetailDefaults,
} as const;
