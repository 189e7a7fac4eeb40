import { defaultSettings } from '@widgetry/contracts';
import { widgetDefinition } from '@widgetry/widget-registry';
import type { PreviewSource } from '@widgetry/widgets-core';
import { describe, expect, it } from 'vitest';
import { setAtPath } from './settings-path';
import { canRead, NO_READ_FLAGS, readFlags, sameRead, sourceReadOf, waitsForPause } from './source-read';

/** The curation that changes nothing, as the read carries it. */
const NO_CURATION = JSON.stringify({ hidden: [], pinned: [], minRating: 1, withTextOnly: false, excludedWords: [] });

function previewOf(type: 'trustpilot' | 'tripadvisor' | 'yelp' | 'appfolio' | 'rentvine'): PreviewSource {
  const preview = widgetDefinition(type).previewSource;
  if (!preview) throw new Error(`${type} previews from a source`);
  return preview;
}

const trustpilot = previewOf('trustpilot');
const tripadvisor = previewOf('tripadvisor');
const yelp = previewOf('yelp');
const appfolio = previewOf('appfolio');
const rentvine = previewOf('rentvine');

describe('sourceReadOf', () => {
  it('reads what names the source and how much of it is read, trimmed', () => {
    const settings = setAtPath(defaultSettings('tripadvisor'), 'url', '  https://www.tripadvisor.com/Hotel_Review-x  ');
    expect(sourceReadOf(tripadvisor, settings)).toEqual({
      source: 'https://www.tripadvisor.com/Hotel_Review-x',
      amount: 1,
      also: [],
      shapedBy: NO_CURATION,
    });
    expect(sourceReadOf(trustpilot, { url: 'https://www.trustpilot.com/review/a.com' })).toEqual({
      source: 'https://www.trustpilot.com/review/a.com',
      amount: null,
      also: [],
      shapedBy: 'null',
    });
    expect(sourceReadOf(yelp, { ...defaultSettings('yelp'), businessId: 'the-cafe' })).toEqual({
      source: 'the-cafe',
      amount: 10,
      also: [],
      shapedBy: NO_CURATION,
    });
  });

  it('a curation change (issue 31) is another answer of the API but no read of the source', () => {
    const settings = { ...defaultSettings('trustpilot'), url: 'https://www.trustpilot.com/review/a.com' };
    const before = sourceReadOf(trustpilot, settings);
    const after = sourceReadOf(trustpilot, setAtPath(settings, 'curation.hidden', ['r1']));
    expect(sameRead(before, after)).toBe(false);
    expect(readFlags(trustpilot, before, after)).toEqual(NO_READ_FLAGS);
    expect(waitsForPause(trustpilot, before, after)).toBe(false);
    expect(sourceReadOf(appfolio, defaultSettings('appfolio')).shapedBy).toBeUndefined();
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
    expect(readFlags(trustpilot, { source: a, amount: null, also: [] }, { source: b, amount: null, also: [] })).toEqual(
      {
        ...NO_READ_FLAGS,
        isUrlChanged: true,
      },
    );
    expect(readFlags(trustpilot, { source: a, amount: null, also: [] }, { source: a, amount: null, also: [] })).toEqual(
      NO_READ_FLAGS,
    );
  });

  it('tripadvisor: the URL sets isUrlChanged, the page count isReviewCountChanged, each on its own', () => {
    expect(readFlags(tripadvisor, { source: a, amount: 1, also: [] }, { source: a, amount: 3, also: [] })).toEqual({
      ...NO_READ_FLAGS,
      isReviewCountChanged: true,
    });
    expect(readFlags(tripadvisor, { source: a, amount: 1, also: [] }, { source: b, amount: 1, also: [] })).toEqual({
      ...NO_READ_FLAGS,
      isUrlChanged: true,
    });
  });

  it('yelp: the business id or Get More Reviews set isReloadRequired', () => {
    const expected = { ...NO_READ_FLAGS, isReloadRequired: true };
    expect(readFlags(yelp, { source: 'x', amount: 10, also: [] }, { source: 'x', amount: 20, also: [] })).toEqual(
      expected,
    );
    expect(readFlags(yelp, { source: 'x', amount: 10, also: [] }, { source: 'y', amount: 10, also: [] })).toEqual(
      expected,
    );
  });
});

describe('waitsForPause', () => {
  it('waits while a typed source or page count changes, not for a choice from a list', () => {
    expect(
      waitsForPause(trustpilot, { source: 'a', amount: null, also: [] }, { source: 'ab', amount: null, also: [] }),
    ).toBe(true);
    expect(
      waitsForPause(tripadvisor, { source: 'a', amount: 1, also: [] }, { source: 'a', amount: 12, also: [] }),
    ).toBe(true);
    expect(waitsForPause(yelp, { source: 'x', amount: 10, also: [] }, { source: 'x', amount: 25, also: [] })).toBe(
      false,
    );
    expect(waitsForPause(yelp, { source: 'x', amount: 10, also: [] }, { source: 'xy', amount: 25, also: [] })).toBe(
      true,
    );
  });
});

describe('listing widgets (spec 001 §4: the URL, the maps key or the group sets isUrlChanged)', () => {
  const URL_CHANGED = { ...NO_READ_FLAGS, isUrlChanged: true };
  const opened = {
    ...defaultSettings('appfolio'),
    appfolioUrl: 'https://maple.appfolio.com/listings',
    clientGmapApi: 'AIza-one',
    group: 'North',
  };

  it('reads the URL, then the maps key and the group, trimmed', () => {
    expect(sourceReadOf(appfolio, { ...opened, group: ' North ' })).toEqual({
      source: 'https://maple.appfolio.com/listings',
      amount: null,
      also: ['AIza-one', 'North'],
    });
    expect(
      sourceReadOf(rentvine, { ...defaultSettings('rentvine'), rentvineUrl: 'https://maple.rentvine.com/' }),
    ).toEqual({ source: 'https://maple.rentvine.com/', amount: null, also: ['', ''] });
  });

  for (const [name, change] of [
    ['URL', { appfolioUrl: 'https://oak.appfolio.com/listings' }],
    ['maps key', { clientGmapApi: 'AIza-two' }],
    ['group', { group: 'South' }],
  ] as const) {
    it(`a new ${name} sets isUrlChanged after a pause in typing; a style edit nothing`, () => {
      const before = sourceReadOf(appfolio, opened);
      const after = sourceReadOf(appfolio, { ...opened, ...change });
      expect(readFlags(appfolio, before, after)).toEqual(URL_CHANGED);
      expect(waitsForPause(appfolio, before, after)).toBe(true);
    });
  }

  it('a style edit or spaces around the key ask nothing', () => {
    const before = sourceReadOf(rentvine, { ...defaultSettings('rentvine'), rentvineUrl: 'https://a.rentvine.com/' });
    const after = sourceReadOf(rentvine, {
      ...defaultSettings('rentvine'),
      rentvineUrl: 'https://a.rentvine.com/',
      clientGmapApi: '  ',
      renttvineCol: 2,
    });
    expect(readFlags(rentvine, before, after)).toEqual(NO_READ_FLAGS);
    expect(waitsForPause(rentvine, before, after)).toBe(false);
  });
});
