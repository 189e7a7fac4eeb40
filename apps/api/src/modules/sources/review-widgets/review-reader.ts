import type { SourceFetcher } from '../fetcher/source-fetcher';
import { fetchTripadvisorReviews } from '../reviews/tripadvisor/tripadvisor.adapter';
import { fetchTrustpilotReviews } from '../reviews/trustpilot/trustpilot.adapter';
import { fetchYelpReviews } from '../reviews/yelp/yelp.adapter';
import type { ReviewReader } from './reviews.service';

/** The official API keys (config.reviewApiKeys); a source with a key is read through its API first. */
export interface ReviewApiKeys {
  trustpilot?: string | undefined;
  tripadvisor?: string | undefined;
  yelp?: string | undefined;
}

/** Reads a review source through its adapter and the given fetcher (the safe fetcher in the app). */
export function createReviewReader(fetcher: SourceFetcher, keys: ReviewApiKeys): ReviewReader {
  return (ref) => {
    const deps = { fetcher };
    switch (ref.source) {
      case 'trustpilot':
        return fetchTrustpilotReviews({ url: ref.url, count: ref.wanted, apiKey: keys.trustpilot }, deps);
      case 'tripadvisor':
        return fetchTripadvisorReviews({ url: ref.url, count: ref.wanted, apiKey: keys.tripadvisor }, deps);
      case 'yelp':
        return fetchYelpReviews(
          { businessId: ref.businessId ?? ref.key, url: ref.url, count: ref.wanted, apiKey: keys.yelp },
          deps,
        );
    }
  };
}
