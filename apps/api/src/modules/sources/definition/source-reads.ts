import type { SourceFetcher } from '../fetcher/source-fetcher';
import type { ReviewsFailure } from '../reviews/review-result';

// A source's reads in order of preference (issue 26 §1): the official API when its key is set,
// then the public page. The first good answer wins; the API may fail (a revoked key, a spent quota)
// while the page still serves, and the cache prefers any good data.

export interface ReadDeps {
  fetcher: SourceFetcher;
  /** The clock stamped as fetchedAt; tests pass a fixed one. */
  now?: () => Date;
}

export interface SourceRead<Input, Result> {
  /** 'API' is the official API, read only when the source's key is set; 'page' the public pages. */
  via: 'API' | 'page';
  read(input: Input, deps: ReadDeps): Promise<Result>;
}

type Answer<Data> = { ok: true; data: Data } | ReviewsFailure;

/**
 * Each read in turn until one answers data. A read that finds the address is no page of the source
 * ends it (no other read of that address can do better). When several failed, the last one names
 * the outcome (a changed page stays 'changed') and the detail keeps each.
 */
export async function readInOrder<Input, Data>(
  reads: readonly SourceRead<Input, Answer<Data>>[],
  input: Input,
  deps: ReadDeps & { apiKey?: string | undefined },
): Promise<Answer<Data>> {
  const failures: { via: string; failure: ReviewsFailure }[] = [];
  for (const { via, read } of reads) {
    if (via === 'API' && !deps.apiKey) continue;
    const answer = await read(input, deps);
    if (answer.ok || answer.reason === 'not-a-profile') return answer;
    failures.push({ via, failure: answer });
  }
  const last = failures.at(-1);
  if (!last) throw new Error('a source has no read that can run without a key');
  if (failures.length === 1) return last.failure;
  return { ...last.failure, detail: failures.map(({ via, failure }) => `${via}: ${failure.detail}`).join('; ') };
}
