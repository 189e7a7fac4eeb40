import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LISTING_SORT_VALUES } from '../../constants/lists';
import { bounded, choice, sourceUrl, text } from '../../html-data/field.builders';
import { languageSchema } from '../language.schema';
import {
  listingDetailFields,
  listingFilterFields,
  listingHeaderFields,
  listingLayoutFields,
  mapsApiKey,
} from '../listing.schema';
import { appfolioDefaults as D } from './appfolio.defaults';

export { APPFOLIO_SAMPLE_URL } from './appfolio.defaults';

/** htmlData.appfolio (spec 001 §3, §9). */
export const appfolioSettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  appfolioUrl: sourceUrl(D.appfolioUrl),
  clientGmapApi: mapsApiKey(D.clientGmapApi),
  group: text(D.group, 100),
  appfolioSortOrder: choice(LISTING_SORT_VALUES, D.appfolioSortOrder),
  appfolioCol: bounded(D.appfolioCol, BOUNDS.columns),
  header: z.object({ appfolioHeading: text(D.header.appfolioHeading), ...listingHeaderFields }).prefault({}),
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
  defaults: D,
} as const;
