import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LISTING_SORT_VALUES } from '../../constants/lists';
import { bounded, choice, sourceUrl, text } from '../../html-data/field.builders';
import {
  LISTING_HEADING,
  listingDetailFields,
  listingFilterFields,
  listingHeaderFields,
  listingLayoutFields,
  mapsApiKey,
} from '../listing.schema';

/** Spec 001 §3: a new appfolio widget starts from a sample listings page so the preview shows something. */
export const APPFOLIO_SAMPLE_URL = 'https://demo.appfolio.com/listings';

/** htmlData.appfolio (spec 001 §3, §9). */
export const appfolioSettingsSchema = z.object({
  appfolioUrl: sourceUrl(APPFOLIO_SAMPLE_URL),
  clientGmapApi: mapsApiKey(),
  /** Listing group; also shown in the install snippet as data-group (spec 000 §3). */
  group: text('', 100),
  appfolioSortOrder: choice(LISTING_SORT_VALUES, 'date_posted'),
  appfolioCol: bounded(3, BOUNDS.columns),
  header: z.object({ appfolioHeading: text(LISTING_HEADING), ...listingHeaderFields }).prefault({}),
  appfolioDisplayFilters: z.object(listingFilterFields).prefault({}),
  layout: z.object(listingLayoutFields).prefault({}),
  detail: z.object(listingDetailFields).prefault({}),
});
export type AppfolioSettings = z.infer<typeof appfolioSettingsSchema>;

/** The appfolio widget's contract: its name, its settings, and its htmlData `{ appfolio: settings }` (spec 000 §3). */
export const appfolioContract = {
  name: 'appfolio',
  settings: appfolioSettingsSchema,
  htmlData: z.object({ appfolio: appfolioSettingsSchema.prefault({}) }),
} as const;
