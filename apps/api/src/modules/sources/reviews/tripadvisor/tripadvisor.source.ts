import { REVIEWS_REFRESH } from '../../cache/refresh-policy';
import { defineSource } from '../../definition/define-source';
import { type ReviewSourceRef, sourceKeyOfUrl } from '../review-ref';
import { tripadvisorReads } from './tripadvisor.adapter';
import { tripadvisorHosts } from './tripadvisor-hosts';
import { parseTripadvisorLocation } from './tripadvisor-location';
import { parseTripadvisorPage } from './tripadvisor-page';

/** Spec 001 §9: TripAdvisor is read 20 reviews a "page"; the widget's Pages setting says how many. */
export const TRIPADVISOR_REVIEWS_PER_PAGE = 20;

export const tripadvisorSource = defineSource({
  id: 'tripadvisor',
  hosts: tripadvisorHosts,
  apiKey: 'TRIPADVISOR_API_KEY',
  referenceOf: (settings) => settings.url,
  refOf: (settings): ReviewSourceRef | null => {
    const key = sourceKeyOfUrl(settings.url);
    const wanted = settings.filters.reviewPageCount * TRIPADVISOR_REVIEWS_PER_PAGE;
    return key === null ? null : { source: 'tripadvisor', key, url: settings.url.trim(), wanted };
  },
  // The key is the review page's address it was registered under.
  refOfRow: (row): ReviewSourceRef => ({
    source: 'tripadvisor',
    key: row.sourceKey,
    url: row.sourceKey,
    wanted: row.wanted,
  }),
  reads: tripadvisorReads,
  inputOf: (ref, { apiKey }) => ({ url: ref.url, count: ref.wanted, apiKey }),
  parsers: { location: parseTripadvisorLocation, page: parseTripadvisorPage },
  refresh: REVIEWS_REFRESH,
  fixtures: new URL('./fixtures/', import.meta.url),
  example: { url: 'https://www.tripadvisor.com/Hotel_Review-g60763-d93437-Reviews-Hotel-New_York.html' },
});
