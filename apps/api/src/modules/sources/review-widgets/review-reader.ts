import type { SourceId } from '@widgetry/contracts';
import { SOURCE_DEFINITIONS } from '../definition/registry';
import type { SourceFetcher } from '../fetcher/source-fetcher';
import type { ReviewReader } from './reviews.service';

/** The official API keys by source (config.reviewApiKeys); a source with a key is read through its API first. */
export type SourceApiKeys = Partial<Record<SourceId, string>>;

/** Reads a review source through its definition's reads and the given fetcher (the safe fetcher in the app). */
export function createReviewReader(fetcher: SourceFetcher, keys: SourceApiKeys): ReviewReader {
  return (ref) => SOURCE_DEFINITIONS[ref.source].read(ref, { fetcher, apiKey: keys[ref.source], previous: [] });
}
