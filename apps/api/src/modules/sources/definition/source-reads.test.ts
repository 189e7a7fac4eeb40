import { describe, expect, it } from 'vitest';
import type { SourceFetcher } from '../fetcher/source-fetcher';
import { failure, type ReviewsFailure } from '../reviews/review-result';
import { readInOrder, type SourceRead } from './source-reads';

const fetcher = {} as SourceFetcher;
type Answer = { ok: true; data: string } | ReviewsFailure;

/** Reads that record which ran and answer as given. */
function reads(api: Answer, page: Answer) {
  const ran: string[] = [];
  const list: SourceRead<string, Answer>[] = [
    {
      via: 'API',
      read: async () => {
        ran.push('API');
        return api;
      },
    },
    {
      via: 'page',
      read: async () => {
        ran.push('page');
        return page;
      },
    },
  ];
  return { ran, list };
}

describe('a source read in order of preference', () => {
  it('reads the official API first when its key is set, and stops at its data', async () => {
    const { ran, list } = reads({ ok: true, data: 'api' }, { ok: true, data: 'page' });
    expect(await readInOrder(list, 'input', { fetcher, apiKey: 'k' })).toEqual({ ok: true, data: 'api' });
    expect(ran).toEqual(['API']);
  });

  it('skips the API without a key', async () => {
    const { ran, list } = reads({ ok: true, data: 'api' }, { ok: true, data: 'page' });
    expect(await readInOrder(list, 'input', { fetcher })).toEqual({ ok: true, data: 'page' });
    expect(ran).toEqual(['page']);
  });

  it('falls back to the page when the API fails', async () => {
    const { ran, list } = reads(failure('blocked', '401'), { ok: true, data: 'page' });
    expect(await readInOrder(list, 'input', { fetcher, apiKey: 'k' })).toEqual({ ok: true, data: 'page' });
    expect(ran).toEqual(['API', 'page']);
  });

  it('stops at an address that is no page of the source', async () => {
    const { ran, list } = reads(failure('not-a-profile', 'no profile'), { ok: true, data: 'page' });
    expect(await readInOrder(list, 'input', { fetcher, apiKey: 'k' })).toMatchObject({
      ok: false,
      reason: 'not-a-profile',
    });
    expect(ran).toEqual(['API']);
  });
});
