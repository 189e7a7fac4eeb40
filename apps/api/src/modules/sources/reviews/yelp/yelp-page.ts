import { load } from 'cheerio';
import { hasType, jsonLdNodes } from '../json-ld';
import { at, averageRating, httpUrl, isRecord, plainText } from '../review-values';

/** What the public business page gives before the review feed is asked. */
export interface YelpPage {
  /** The encoded business id the review feed is asked with (`<meta name="yelp-biz-id">`). */
  encBizId: string;
  name: string | null;
  logoUrl: string | null;
  rating: number | null;
}

/**
 * The business page's facts, or null when it lacks the encoded id (a challenge or another page).
 * SOURCES.md names only the id meta; name, logo and rating come from the page's schema.org
 * JSON-LD when it has one, else the name from its heading, else stay null.
 */
export function parseYelpPage(html: string, pageUrl: string): YelpPage | null {
  const $ = load(html);
  const encBizId = plainText($('meta[name="yelp-biz-id"]').attr('content'));
  if (!encBizId || !/^[A-Za-z0-9_-]{1,64}$/.test(encBizId)) return null;
  const node =
    jsonLdNodes($).find((item) => hasType(item, ['LocalBusiness', 'Restaurant', 'FoodEstablishment'])) ??
    jsonLdNodes($).find((item) => isRecord(item.aggregateRating));
  return {
    encBizId,
    name: plainText(node?.name) ?? plainText($('h1').first().text()),
    logoUrl: httpUrl(node?.image, pageUrl),
    rating: averageRating(at(node, 'aggregateRating', 'ratingValue')),
  };
}
