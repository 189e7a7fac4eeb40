import { defaultSettings, type ReviewsData, SOURCE_MESSAGES } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { createReviewWidgetData, previewMessage } from './review-widget-data';
import type { CachedReviews, ReviewsService } from './reviews.service';

const FETCHED = new Date('2026-11-20T10:00:00.000Z');
const DATA: ReviewsData = {
  source: 'yelp',
  business: {
    name: 'Cafe',
    logoUrl: null,
    rating: 4,
    totalReviews: 3,
    url: 'https://www.yelp.com/biz/cafe',
    writeReviewUrl: null,
  },
  reviews: [],
  fetchedAt: FETCHED.toISOString(),
};
const OK: CachedReviews = {
  data: DATA,
  status: 'ok',
  outcome: 'ok',
  fetchedAt: FETCHED,
  failingSince: null,
  failures: 0,
  attemptedAt: FETCHED,
};
const FAILING = { failingSince: FETCHED, failures: 1, attemptedAt: FETCHED };
/** Settings that name each type's source. */
const SOURCES = {
  trustpilot: { url: 'https://www.trustpilot.com/review/cafe.com' },
  tripadvisor: { url: 'https://www.tripadvisor.com/Hotel_Review-g1-d2-Reviews-X-Y.html' },
  yelp: { businessId: 'cafe' },
};
const NO_FLAGS = { isUrlChanged: false, isReviewCountChanged: false, isReloadRequired: false };

/** A cache that already holds data, recording which calls the preview made. */
function fakeReviews() {
  const calls: string[] = [];
  const service: Pick<ReviewsService, 'cachedFor' | 'readNow'> = {
    cachedFor: async () => {
      calls.push('cached');
      return OK;
    },
    readNow: async () => {
      calls.push('read');
      return OK;
    },
  };
  return { calls, data: createReviewWidgetData(service) };
}

describe('review widget preview data', () => {
  it.each([
    ['tripadvisor', { ...NO_FLAGS, isReviewCountChanged: true }, true],
    ['tripadvisor', { ...NO_FLAGS, isUrlChanged: true }, true],
    ['tripadvisor', { ...NO_FLAGS, isReloadRequired: true }, false],
    ['trustpilot', { ...NO_FLAGS, isUrlChanged: true }, true],
    ['trustpilot', { ...NO_FLAGS, isReviewCountChanged: true }, false],
    ['yelp', { ...NO_FLAGS, isReloadRequired: true }, true],
    ['yelp', { ...NO_FLAGS, isUrlChanged: true }, false],
    ['yelp', NO_FLAGS, false],
  ] as const)('%s with %o reads the source: %s (spec 001 §4)', async (type, flags, reads) => {
    const { calls, data } = fakeReviews();
    const source = { ...defaultSettings(type), ...SOURCES[type] };
    await data.forPreview(type, source, flags);
    expect(calls.includes('read')).toBe(reads);
  });

  it('asks for the source while the settings have none, reading nothing', async () => {
    const { calls, data } = fakeReviews();
    expect(await data.forPreview('yelp', defaultSettings('yelp'), NO_FLAGS)).toEqual({
      data: null,
      error: SOURCE_MESSAGES.yelpBusinessId,
    });
    expect(calls).toEqual([]);
  });

  it('words each outcome for the customer, with the date of the data still shown', () => {
    expect(previewMessage('yelp', OK)).toBeUndefined();
    expect(previewMessage('yelp', { ...OK, outcome: 'empty' })).toBeUndefined();
    expect(previewMessage('yelp', { ...OK, ...FAILING, status: 'blocked', outcome: 'blocked' })).toBe(
      "Yelp isn't letting us read this page right now, so this shows the reviews we read on Nov 20, 2026.",
    );
    expect(previewMessage('yelp', { ...OK, ...FAILING, status: 'blocked', outcome: 'changed' })).toBe(
      "Yelp changed the way its page looks, and we can't read it yet, so this shows the reviews we read on Nov 20, 2026.",
    );
    const never = { ...OK, ...FAILING, data: null, fetchedAt: null };
    expect(previewMessage('trustpilot', { ...never, status: 'blocked', outcome: 'changed' })).toBe(
      "Trustpilot changed the way its page looks, and we can't read it yet. We're on it; please check back later.",
    );
    expect(previewMessage('tripadvisor', { ...never, status: 'unreachable', outcome: 'unreachable' })).toBe(
      "We couldn't reach Tripadvisor just now. Please try again in a few minutes.",
    );
    expect(previewMessage('trustpilot', { ...never, status: 'not-found', outcome: 'gone' })).toBe(
      'Trustpilot has no business at this address. Please check it.',
    );
    expect(previewMessage('trustpilot', { ...never, status: 'not-a-profile', outcome: 'gone' })).toBe(
      "This isn't a Trustpilot business page. Copy the address of the business's page on Trustpilot.",
    );
    expect(previewMessage('yelp', { ...never, status: 'pending', outcome: null, failures: 0 })).toBe(
      'We are reading the reviews from Yelp. The preview fills in once they arrive.',
    );
  });
});
