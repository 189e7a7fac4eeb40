import type { Review, ReviewBusiness } from '@widgetry/contracts';
import { load } from 'cheerio';
import { hasType, jsonLdNodes } from '../json-ld';
import { asArray, at, averageRating, httpUrl, isRecord, plainText, reviewCount } from '../review-values';
import { parseReviewCard, reviewCards } from './tripadvisor-card';
import { locationPageUrl, nameInSlug, type TripadvisorLocation, writeReviewUrl } from './tripadvisor-location';

const BUSINESS_TYPES = [
  'LodgingBusiness',
  'Hotel',
  'Restaurant',
  'FoodEstablishment',
  'TouristAttraction',
  'LocalBusiness',
];

/** What one review page gives. */
export interface TripadvisorPage {
  business: ReviewBusiness;
  /** True when the JSON-LD business was there (else the business is only the name in the address). */
  hasBusinessData: boolean;
  reviews: Review[];
  /** Cards on the page, readable or not. */
  cardCount: number;
}

/** The business from the page's JSON-LD and the reviews from its cards. */
export function parseTripadvisorPage(html: string, location: TripadvisorLocation, pageUrl: string): TripadvisorPage {
  const $ = load(html);
  const nodes = jsonLdNodes($);
  const node =
    nodes.find((item) => hasType(item, BUSINESS_TYPES)) ?? nodes.find((item) => isRecord(item.aggregateRating));
  const cards = reviewCards($);
  return {
    business: {
      name: plainText(node?.name) ?? nameInSlug(location),
      logoUrl: imageUrl(node?.image, pageUrl),
      rating: averageRating(at(node, 'aggregateRating', 'ratingValue')),
      totalReviews: reviewCount(at(node, 'aggregateRating', 'reviewCount')),
      url: locationPageUrl(location),
      writeReviewUrl: writeReviewUrl(location),
    },
    hasBusinessData: node !== undefined,
    reviews: cards.flatMap((card) => parseReviewCard(card, pageUrl) ?? []),
    cardCount: cards.length,
  };
}

/** schema.org `image`: an address, a list of them, or an ImageObject. */
function imageUrl(image: unknown, base: string): string | null {
  const first = Array.isArray(image) ? asArray(image)[0] : image;
  return httpUrl(isRecord(first) ? first.url : first, base);
}
