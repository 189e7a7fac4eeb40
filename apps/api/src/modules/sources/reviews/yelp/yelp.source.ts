import { REVIEWS_REFRESH } from '../../cache/refresh-policy';
import { defineSource } from '../../definition/define-source';
import type { ReviewSourceRef } from '../review-ref';
import { yelpReads } from './yelp.adapter';
import { parseYelpBusiness } from './yelp-business';
import { parseFeedPage } from './yelp-feed';
import { yelpHosts } from './yelp-hosts';
import { parseYelpPage } from './yelp-page';

export const yelpSource = defineSource({
  id: 'yelp',
  hosts: yelpHosts,
  apiKey: 'YELP_API_KEY',
  // The business id names the source (the editor's required field); the address only helps read it.
  referenceOf: (settings) => settings.businessId,
  refOf: (settings): ReviewSourceRef | null => {
    const businessId = settings.businessId.trim();
    if (businessId === '') return null;
    return { source: 'yelp', key: businessId, url: settings.url.trim(), businessId, wanted: settings.fetchReviews };
  },
  // The key is the business id, whose page is /biz/{id}.
  refOfRow: (row): ReviewSourceRef => {
    const url = `https://www.yelp.com/biz/${encodeURIComponent(row.sourceKey)}`;
    return { source: 'yelp', key: row.sourceKey, url, businessId: row.sourceKey, wanted: row.wanted };
  },
  reads: yelpReads,
  inputOf: (ref, { apiKey }) => ({ businessId: ref.businessId ?? ref.key, url: ref.url, count: ref.wanted, apiKey }),
  parsers: { business: parseYelpBusiness, page: parseYelpPage, feed: parseFeedPage },
  refresh: REVIEWS_REFRESH,
  fixtures: new URL('./fixtures/', import.meta.url),
  example: { businessId: 'joes-pizza-new-york' },
});
