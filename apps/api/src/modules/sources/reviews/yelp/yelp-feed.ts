import type { Review } from '@widgetry/contracts';
import { load } from 'cheerio';
import type { SourcePostRequest } from '../../fetcher/source-fetcher';
import { asArray, at, httpUrl, idText, isoDate, plainText, reviewCount, starRating } from '../review-values';
import { YELP_PAGES } from './yelp-business';

/** Reviews per feed page. */
export const YELP_FEED_PAGE_SIZE = 10;
// Yelp's persisted-query id for GetBusinessReviewFeed. It changes with Yelp's releases; a stale one
// gets a GraphQL error instead of data, which reads as "blocked" until it is updated here.
const FEED_DOCUMENT_ID = 'ef51f33d1b0eccc958dddbf6cde15739c48b34637a00ebe316441031d4bf7681';

/** The batch request for the feed page after `offset` reviews, newest first. */
export function feedRequest(pageUrl: string, encBizId: string, offset: number): SourcePostRequest {
  const url = new URL('/gql/batch', pageUrl).href;
  // The cursor is base64 JSON naming the index of the last review already read.
  const after =
    offset > 0
      ? Buffer.from(JSON.stringify({ version: 1, type: 'offset', offset: offset - 1 })).toString('base64')
      : null;
  const variables = {
    encBizId,
    reviewsPerPage: YELP_FEED_PAGE_SIZE,
    selectedReviewEncId: '',
    hasSelectedReview: false,
    sortBy: 'DATE_DESC',
    languageCode: 'en',
    ratings: [5, 4, 3, 2, 1],
    queryText: '',
    isSearching: false,
    after,
    isTranslating: false,
    translationLanguageCode: 'en',
    reactionsSourceFlow: 'businessPageReviewSection',
    minConfidenceLevel: 'HIGH_CONFIDENCE',
    highlightType: '',
    highlightIdentifier: '',
    isHighlighting: false,
  };
  const body = JSON.stringify([
    {
      operationName: 'GetBusinessReviewFeed',
      variables,
      extensions: { operationType: 'query', documentId: FEED_DOCUMENT_ID },
    },
  ]);
  return {
    url,
    allow: YELP_PAGES,
    headers: {
      accept: 'application/json',
      'x-apollo-operation-name': 'GetBusinessReviewFeed',
      referer: pageUrl,
    },
    body: { contentType: 'application/json', text: body },
  };
}

export interface FeedPage {
  /** All reviews Yelp counts for the business. */
  reviewCount: number | null;
  reviews: Review[];
  /** Edges on the page, readable or not. */
  edgeCount: number;
}

/** One feed answer (`[{ data: { business } }]`), or null when it holds no business (an error answer). */
export function parseFeedPage(body: unknown, pageUrl: string): FeedPage | null {
  const first = Array.isArray(body) ? body[0] : body;
  const business = at(first, 'data', 'business');
  const edges = at(business, 'reviews', 'edges');
  if (!Array.isArray(edges)) return null;
  return {
    reviewCount: reviewCount(at(business, 'reviewCount')),
    reviews: edges.flatMap((edge) => feedReview(at(edge, 'node'), pageUrl) ?? []),
    edgeCount: edges.length,
  };
}

function feedReview(node: unknown, pageUrl: string): Review | null {
  const id = idText(at(node, 'encid'));
  const rating = starRating(at(node, 'rating'));
  if (!id || rating === null) return null;
  const photos = asArray(at(node, 'businessPhotos')).flatMap((photo) => httpUrl(at(photo, 'photoUrl', 'url')) ?? []);
  return {
    sourceId: id,
    author: plainText(at(node, 'author', 'displayName')) ?? '',
    avatarUrl: null,
    rating,
    title: null,
    text: htmlToText(at(node, 'text', 'full')),
    date: isoDate(at(node, 'createdAt', 'utcDateTime')),
    tripType: null,
    photos: [...new Set(photos)],
    reply: null,
    url: `${pageUrl}?hrid=${encodeURIComponent(id)}`,
  };
}

/**
 * The feed's text is the HTML Yelp renders (`<br>` between paragraphs, entities such as `&#39;`):
 * it becomes plain text here, so markup a reviewer typed (sent as `&lt;…&gt;`) stays visible text
 * and no tag or link survives.
 */
function htmlToText(value: unknown): string {
  if (typeof value !== 'string') return '';
  const $ = load(`<div>${value}</div>`, null, false);
  $('br').replaceWith('\n');
  return plainText($.root().text()) ?? '';
}
