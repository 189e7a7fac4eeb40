import { describe, expect, it } from 'vitest';
import { readInOrder } from '../definition/source-reads';
import type { SourceFetcher } from '../fetcher/source-fetcher';
import { failure, layoutChanged } from '../listings/listing-result';
import { failureOutcome, outcomeOf, servesData } from './source-outcome';

// Every adapter result ends as exactly one named outcome (issue 26 §4).

describe('read outcomes', () => {
  it('names every adapter result', () => {
    expect(outcomeOf({ ok: true }, 3)).toBe('ok');
    expect(outcomeOf({ ok: true }, 0)).toBe('empty');
    expect(outcomeOf(failure('blocked', 'answered 403'), 0)).toBe('blocked');
    expect(outcomeOf(failure('blocked', 'answered a DataDome challenge'), 0)).toBe('blocked');
    expect(outcomeOf(layoutChanged('the page holds no reviews'), 0)).toBe('changed');
    expect(outcomeOf(failure('not-found', 'answered 410'), 0)).toBe('gone');
    expect(outcomeOf(failure('not-a-profile', 'not a profile address'), 0)).toBe('gone');
    expect(outcomeOf(failure('unreachable', 'timed out'), 0)).toBe('unreachable');
  });

  it('keeps a changed page changed when the official API failed first', async () => {
    const both = await readInOrder(
      [
        { via: 'API', read: async () => failure('blocked', 'API answered 401') },
        { via: 'page', read: async () => layoutChanged('the page holds no reviews') },
      ],
      {},
      { fetcher: {} as SourceFetcher, apiKey: 'key' },
    );
    expect(both).toMatchObject({ ok: false, detail: 'API: API answered 401; page: the page holds no reviews' });
    expect(both.ok === false && failureOutcome(both)).toBe('changed');
  });

  it('serves the last good data for every outcome but gone', () => {
    for (const outcome of [null, 'ok', 'empty', 'blocked', 'changed', 'unreachable'] as const) {
      expect(servesData({ outcome })).toBe(true);
    }
    expect(servesData({ outcome: 'gone' })).toBe(false);
  });
});
