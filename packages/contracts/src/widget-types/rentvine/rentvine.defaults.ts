// The rentvine listings widget's defaults (spec 001 §3, §9) as plain values: the schema beside this
// file builds on them, and the runtime imports them without pulling zod into a customer's page.

import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';
import {
  LISTING_HEADING,
  listingDetailDefaults,
  listingFilterDefaults,
  listingHeaderDefaults,
  listingLayoutDefaults,
} from '../listing.defaults';

export const rentvineDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  rentvineUrl: '',
  clientGmapApi: '',
  /** Listing group; also shown in the install snippet as data-group (spec 000 §3). */
  group: '',
  rentvineSortOrder: 'date_posted',
  /** Column count, spelled so in the contract. */
  renttvineCol: 3,
  header: { rentvineHeading: LISTING_HEADING, ...listingHeaderDefaults },
  rentvineDisplayFilters: listingFilterDefaults,
  layout: listingLayoutDefaults,
  detail: listingDetailDefaults,
} as const;
