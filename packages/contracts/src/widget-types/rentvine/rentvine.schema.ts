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
import { rentvineDefaults as D } from './rentvine.defaults';

/** htmlData.rentvine (spec 001 §3, §9). Field names are the contract's, `renttvineCol` included. */
export const rentvineSettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  rentvineUrl: sourceUrl(D.rentvineUrl),
  clientGmapApi: mapsApiKey(D.clientGmapApi),
  group: text(D.group, 100),
  rentvineSortOrder: choice(LISTING_SORT_VALUES, D.rentvineSortOrder),
  renttvineCol: bounded(D.renttvineCol, BOUNDS.columns),
  header: z.object({ rentvineHeading: text(D.header.rentvineHeading), ...listingHeaderFields }).prefault({}),
  rentvineDisplayFilters: z.object(listingFilterFields).prefault({}),
  layout: z.object(listingLayoutFields).prefault({}),
  detail: z.object(listingDetailFields).prefault({}),
});
export type RentvineSettings = z.infer<typeof rentvineSettingsSchema>;

/** The rentvine widget's contract: its name, its settings, and its htmlData `{ rentvine: settings }` (spec 000 §3). */
export const rentvineContract = {
  name: 'rentvine',
  settings: rentvineSettingsSchema,
  htmlData: z.object({ rentvine: rentvineSettingsSchema.prefault({}) }),
  defaults: D,
} as const;
