// Both listing types (appfolio, rentvine) share one shape under different names (spec 001 §3:
// `appfolioCol` / `renttvineCol` …). Each runtime maps its settings onto a ListingsView, and
// everything in this folder reads only the view.
import type { ListingSource } from '@widgetry/contracts';
import {
  LISTING_COLUMNS_MAX,
  LISTING_COLUMNS_MIN,
  type ListingFilter,
  type ListingSort,
} from '@widgetry/contracts/constants';
import { isListingSort } from './listings-query';

/**
 * A settings group as the runtime reads it: names are the contract's (listing.schema.ts), values
 * are unknown until checked where they are used (isOn, cssVars, safeUrl, escaping).
 */
export type SettingsGroup = Readonly<Record<string, unknown>>;

export interface ListingsView {
  source: ListingSource;
  heading: string;
  /** 1 to 4; anything else is the default 3. */
  columns: number;
  sort: ListingSort;
  /** The filters shown to visitors. */
  filters: Readonly<Record<ListingFilter, boolean>>;
  /** Top Banner styling (headercolor, headerbg, headerFont…). */
  header: SettingsGroup;
  /** All Listings Page (layoutTemplate, layoutRent, layoutRentColor …). */
  layout: SettingsGroup;
  /** Single Listing Page (detailOpenSeparate, detailTemplate, detailAddress …). */
  detail: SettingsGroup;
  /** The Google Maps key; '' shows no map. */
  mapsKey: string;
}

/** What a runtime hands in: its settings' groups under the shared names. */
export interface ListingsViewInput {
  source: ListingSource;
  heading: unknown;
  columns: unknown;
  sort: unknown;
  filters: unknown;
  header: unknown;
  layout: unknown;
  detail: unknown;
  mapsKey: unknown;
}

const DEFAULT_COLUMNS = 3;
/** Maps keys are letters, digits, '-' and '_' (the contract's rule); anything else never reaches a URL. */
const MAPS_KEY = /^[A-Za-z0-9_-]{1,100}$/;

const record = (value: unknown): SettingsGroup =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value)) : {};

/** Whether a stored toggle is on ('on' is the contract's value; true is accepted from older rows). */
export const isOn = (value: unknown): boolean => value === 'on' || value === true;

/**
 * The view of a listing widget's settings. Every leaf is re-checked: a wrong column count is 3,
 * an unknown sort is Most Recent, a maps key of another shape is no key. Colours, sizes and fonts
 * are re-checked by cssVars where they are written.
 */
export function listingsView(input: ListingsViewInput): ListingsView {
  const filters = record(input.filters);
  const columns = input.columns;
  return {
    source: input.source,
    heading: typeof input.heading === 'string' ? input.heading : '',
    columns:
      typeof columns === 'number' &&
      Number.isInteger(columns) &&
      columns >= LISTING_COLUMNS_MIN &&
      columns <= LISTING_COLUMNS_MAX
        ? columns
        : DEFAULT_COLUMNS,
    sort: isListingSort(input.sort) ? input.sort : 'date_posted',
    filters: {
      search: isOn(filters.search),
      minRent: isOn(filters.minRent),
      maxRent: isOn(filters.maxRent),
      beds: isOn(filters.beds),
      baths: isOn(filters.baths),
      cities: isOn(filters.cities),
      zip: isOn(filters.zip),
      cats: isOn(filters.cats),
      dogs: isOn(filters.dogs),
      sorting: isOn(filters.sorting),
      desiredMoveIn: isOn(filters.desiredMoveIn),
    },
    header: record(input.header),
    layout: record(input.layout),
    detail: record(input.detail),
    mapsKey: typeof input.mapsKey === 'string' && MAPS_KEY.test(input.mapsKey) ? input.mapsKey : '',
  };
}
