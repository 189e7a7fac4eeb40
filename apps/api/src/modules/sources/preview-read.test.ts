import { describe, expect, it } from 'vitest';
import { asksForRead } from './preview-read';

const NO_FLAGS = { isUrlChanged: false, isReviewCountChanged: false, isReloadRequired: false };

describe('asksForRead (spec 001 §4)', () => {
  it('reads a listing source on isUrlChanged (its URL, maps key and group send it), not on a review flag', () => {
    for (const type of ['appfolio', 'rentvine'] as const) {
      expect(asksForRead(type, { ...NO_FLAGS, isUrlChanged: true })).toBe(true);
      expect(asksForRead(type, { ...NO_FLAGS, isReviewCountChanged: true })).toBe(false);
      expect(asksForRead(type, NO_FLAGS)).toBe(false);
    }
  });

  it('keeps the review types as they were: each flag its definition names, and only those', () => {
    expect(asksForRead('trustpilot', { ...NO_FLAGS, isUrlChanged: true })).toBe(true);
    expect(asksForRead('trustpilot', { ...NO_FLAGS, isReviewCountChanged: true })).toBe(false);
    expect(asksForRead('tripadvisor', { ...NO_FLAGS, isReviewCountChanged: true })).toBe(true);
    expect(asksForRead('yelp', { ...NO_FLAGS, isReloadRequired: true })).toBe(true);
    expect(asksForRead('yelp', { ...NO_FLAGS, isUrlChanged: true })).toBe(false);
  });

  it('never reads for a type without a source', () => {
    expect(asksForRead('prorated', { isUrlChanged: true, isReviewCountChanged: true, isReloadRequired: true })).toBe(
      false,
    );
  });
});
