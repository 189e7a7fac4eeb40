import { defaultSettings } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import type { PreviewSource } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { setAtPath } from './settings-path';
import { canRead, NO_READ_FLAGS, readFlags, sourceReadOf, waitsForPause } from './source-read';

function previewOf(type: 'trustpilot' | 'tripadvisor' | 'yelp'): PreviewSource {
  const preview = widgetDefinition(type).previewSource;
  if (!preview) throw new Error(`${type} previews from a source`);
  return preview;
}

const trustpilot = previewOf('trustpilot');
const tripadvisor = previewOf('tripadvisor');
const yelp = previewOf('yelp');

describe('sourceReadOf', () => {
  it('reads what names the source and how much of it is read, trimmed', () => {
    const settings = setAtPath(defaultSettings('tripadvisor'), 'url', '  https://www.tripadvisor.com/Hotel_Review-x  ');
    expect(sourceReadOf(tripadvisor, settings)).toEqual({
      source: 'https://www.tripadvisor.com/Hotel_Review-x',
      amount: 1,
    });
    expect(sourceReadOf(trustpilot, { url: 'https://www.trustpilot.com/review/a.com' })).toEqual({
      source: 'https://www.trustpilot.com/review/a.com',
      amount: null,
    });
    expect(sourceReadOf(yelp, { ...defaultSettings('yelp'), businessId: 'the-cafe' })).toEqual({
      source: 'the-cafe',
      amount: 10,
    });
  });

  it('cannot read while the source is blank or missing', () => {
    expect(canRead(sourceReadOf(trustpilot, { url: '   ' }))).toBe(false);
    expect(canRead(sourceReadOf(yelp, {}))).toBe(false);
    expect(canRead(sourceReadOf(yelp, { businessId: 'x' }))).toBe(true);
  });
});

describe('readFlags (spec 001 §4)', () => {
  const a = 'https://www.trustpilot.com/review/a.com';
  const b = 'https://www.trustpilot.com/review/b.com';

  it('trustpilot: a new URL sets isUrlChanged, the same one nothing', () => {
    expect(readFlags(trustpilot, { source: a, amount: null }, { source: b, amount: null })).toEqual({
      ...NO_READ_FLAGS,
      isUrlChanged: true,
    });
    expect(readFlags(trustpilot, { source: a, amount: null }, { source: a, amount: null })).toEqual(NO_READ_FLAGS);
  });

  it('tripadvisor: the URL sets isUrlChanged, the page count isReviewCountChanged, each on its own', () => {
    expect(readFlags(tripadvisor, { source: a, amount: 1 }, { source: a, amount: 3 })).toEqual({
      ...NO_READ_FLAGS,
      isReviewCountChanged: true,
    });
    expect(readFlags(tripadvisor, { source: a, amount: 1 }, { source: b, amount: 1 })).toEqual({
      ...NO_READ_FLAGS,
      isUrlChanged: true,
    });
  });

  it('yelp: the business id or Get More Reviews set isReloadRequired', () => {
    const expected = { ...NO_READ_FLAGS, isReloadRequired: true };
    expect(readFlags(yelp, { source: 'x', amount: 10 }, { source: 'x', amount: 20 })).toEqual(expected);
    expect(readFlags(yelp, { source: 'x', amount: 10 }, { source: 'y', amount: 10 })).toEqual(expected);
  });
});

describe('waitsForPause', () => {
  it('waits while a typed source or page count changes, not for a choice from a list', () => {
    expect(waitsForPause(trustpilot, { source: 'a', amount: null }, { source: 'ab', amount: null })).toBe(true);
    expect(waitsForPause(tripadvisor, { source: 'a', amount: 1 }, { source: 'a', amount: 12 })).toBe(true);
    expect(waitsForPause(yelp, { source: 'x', amount: 10 }, { source: 'x', amount: 25 })).toBe(false);
    expect(waitsForPause(yelp, { source: 'x', amount: 10 }, { source: 'xy', amount: 25 })).toBe(true);
  });
});
