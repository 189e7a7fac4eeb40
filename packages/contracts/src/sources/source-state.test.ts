import { describe, expect, it } from 'vitest';
import { type SourceState, sourceStateLine, widgetSourceResponseSchema } from './source-state.schema';

const NOW = new Date('2026-11-28T12:00:00.000Z');
const OK: SourceState = {
  source: 'trustpilot',
  kind: 'reviews',
  outcome: 'ok',
  lastOutcomeAt: '2026-11-28T09:00:00.000Z',
  lastGoodReadAt: '2026-11-28T09:00:00.000Z',
  failingSince: null,
  consecutiveFailures: 0,
};
const FAILING = { failingSince: '2026-11-26T08:00:00.000Z', consecutiveFailures: 9 };

describe('source state line', () => {
  it('says how old good data is', () => {
    expect(sourceStateLine(OK, NOW)).toBe('Reviews updated 3 hours ago');
    expect(sourceStateLine({ ...OK, outcome: 'empty', lastGoodReadAt: '2026-11-28T11:59:30.000Z' }, NOW)).toBe(
      'Reviews updated just now',
    );
    expect(
      sourceStateLine({ ...OK, source: 'appfolio', kind: 'listings', lastGoodReadAt: '2026-11-28T11:35:00.000Z' }, NOW),
    ).toBe('Listings updated 25 minutes ago');
    expect(sourceStateLine({ ...OK, lastGoodReadAt: '2026-11-25T12:00:00.000Z' }, NOW)).toBe(
      'Reviews updated 3 days ago',
    );
  });

  it('names a failing run with the day it began and the day of the data shown', () => {
    const stale = { ...OK, ...FAILING, lastGoodReadAt: '2026-11-25T18:00:00.000Z' };
    expect(sourceStateLine({ ...stale, outcome: 'blocked' }, NOW)).toBe(
      'Trustpilot has been blocking our reader since 26 Nov; showing reviews from 25 Nov',
    );
    expect(sourceStateLine({ ...stale, outcome: 'changed' }, NOW)).toBe(
      "Trustpilot changed its page and we can't read it since 26 Nov; showing reviews from 25 Nov",
    );
    expect(sourceStateLine({ ...stale, outcome: 'unreachable', source: 'rentvine', kind: 'listings' }, NOW)).toBe(
      "We haven't been able to reach Rentvine since 26 Nov; showing listings from 25 Nov",
    );
    expect(sourceStateLine({ ...stale, outcome: 'gone' }, NOW)).toBe(
      'Trustpilot no longer has this business since 26 Nov; no reviews to show',
    );
    expect(sourceStateLine({ ...stale, outcome: 'blocked', lastGoodReadAt: null }, NOW)).toBe(
      'Trustpilot has been blocking our reader since 26 Nov; no reviews to show',
    );
    expect(sourceStateLine({ ...OK, outcome: null, lastGoodReadAt: null, lastOutcomeAt: null }, NOW)).toBe(
      'Reviews from Trustpilot not read yet',
    );
  });

  it('parses the API answer, with or without a source', () => {
    expect(widgetSourceResponseSchema.parse({ source: OK })).toEqual({ source: OK });
    expect(widgetSourceResponseSchema.parse({ source: null })).toEqual({ source: null });
    expect(() => widgetSourceResponseSchema.parse({ source: { ...OK, outcome: 'fine' } })).toThrow();
  });
});
