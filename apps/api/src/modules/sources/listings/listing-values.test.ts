import { describe, expect, it } from 'vitest';
import {
  addressOfLine,
  bedBathOf,
  coordinate,
  isoDayOf,
  paragraphs,
  petsOfPolicy,
  rentOf,
  squareFeetOf,
  usAvailability,
} from './listing-values';

describe('listing values', () => {
  it.each([
    [' $3,995 ', { min: 3995, max: 3995 }],
    ['$1,500 - $1,700', { min: 1500, max: 1700 }],
    ['$1,700 - $1,500', { min: 1500, max: 1700 }],
    ['$2,100/mo', { min: 2100, max: 2100 }],
    ['2995.00', { min: 2995, max: 2995 }],
    [1450, { min: 1450, max: 1450 }],
    ['Call for pricing', null],
    ['', null],
    [null, null],
    [-5, null],
  ])('reads rent %j', (value, rent) => {
    expect(rentOf(value)).toEqual(rent);
  });

  it.each([
    ['3 bd / 2.5 ba', { beds: 3, baths: 2.5 }],
    ['Studio / 1 ba', { beds: 0, baths: 1 }],
    ['studio/1 ba', { beds: 0, baths: 1 }],
    ['2 beds / 2 baths', { beds: 2, baths: 2 }],
    ['- / -', { beds: null, baths: null }],
    ['4 bd', { beds: 4, baths: null }],
    [undefined, { beds: null, baths: null }],
  ])('reads beds and baths of %j', (value, expected) => {
    expect(bedBathOf(value)).toEqual(expected);
  });

  it.each([
    ['1,850', 1850],
    ['1,400 sq ft', 1400],
    ['850 sq. ft.', 850],
    ['about 900', null],
  ])('reads square feet of %j', (value, feet) => {
    expect(squareFeetOf(value)).toBe(feet);
  });

  it.each([
    ['NOW', { availableDate: null, availableNow: true }],
    ['Available Now', { availableDate: null, availableNow: true }],
    ['9/7/26', { availableDate: '2026-09-07', availableNow: false }],
    ['Available 10/15/2026', { availableDate: '2026-10-15', availableNow: false }],
    ['2/30/26', { availableDate: null, availableNow: false }],
    ['Soon', { availableDate: null, availableNow: false }],
  ])('reads availability %j', (value, expected) => {
    expect(usAvailability(value)).toEqual(expected);
  });

  it('reads a day of an ISO date or a zone-less timestamp, and nothing else', () => {
    expect(isoDayOf('2026-10-01')).toBe('2026-10-01');
    expect(isoDayOf('2026-08-01 09:30:00')).toBe('2026-08-01');
    expect(isoDayOf('2026-13-01')).toBeNull();
    expect(isoDayOf('10/01/2026')).toBeNull();
  });

  it('splits a one-line address, keeping only the whole of one it cannot read', () => {
    expect(addressOfLine('88 Harbor Way, Unit 3B, Portland, OR 97209')).toEqual({
      street: '88 Harbor Way',
      street2: 'Unit 3B',
      city: 'Portland',
      state: 'OR',
      postalCode: '97209',
      full: '88 Harbor Way, Unit 3B, Portland, OR 97209',
    });
    expect(addressOfLine('Somewhere downtown')).toEqual({
      street: null,
      street2: null,
      city: null,
      state: null,
      postalCode: null,
      full: 'Somewhere downtown',
    });
    expect(addressOfLine('  ')).toBeNull();
  });

  it('takes a unit written after " - " as the unit (AppFolio: "1529 NW Portland Ave - B")', () => {
    expect(addressOfLine('1529 NW Portland Ave - B, Portland, OR 97217')).toEqual({
      street: '1529 NW Portland Ave',
      street2: 'B',
      city: 'Portland',
      state: 'OR',
      postalCode: '97217',
      full: '1529 NW Portland Ave - B, Portland, OR 97217',
    });
    // A hyphen inside a name is no unit.
    expect(addressOfLine('12 Wilkes-Barre Blvd, Scranton, PA 18503')).toMatchObject({
      street: '12 Wilkes-Barre Blvd',
      street2: null,
    });
  });

  it.each([
    ['Pet Policy: Cats allowed', 'Cats allowed', true, null],
    ['Pet Policy: Cats allowed, Dogs allowed', 'Cats allowed, Dogs allowed', true, true],
    ['Pets: No pets allowed', 'No pets allowed', false, false],
  ])('drops the label of %j and keeps an animal it does not name unknown', (line, policy, cats, dogs) => {
    expect(petsOfPolicy(line)).toEqual({ cats, dogs, policy });
  });

  it.each([
    ['Cats allowed, Dogs allowed', true, true],
    ['Cats allowed, Dogs not allowed', true, false],
    ['No pets allowed', false, false],
    ['No dogs. Cats OK', true, false],
    ['Pet friendly', true, true],
    ['Ask about our policy', null, null],
  ])('reads the pet policy %j', (policy, cats, dogs) => {
    expect(petsOfPolicy(policy)).toEqual({ cats, dogs, policy });
  });

  it('reads coordinates in range from numbers or numeric strings', () => {
    expect(coordinate('45.5290', 90)).toBe(45.529);
    expect(coordinate(-122.68, 180)).toBe(-122.68);
    expect(coordinate('', 90)).toBeNull();
    expect(coordinate(91, 90)).toBeNull();
    expect(coordinate('north', 90)).toBeNull();
  });

  it('tidies a description written across indented lines', () => {
    expect(paragraphs('\n      Bright home.\n        New  kitchen.\n\n\n\n   Fenced yard.\n   ')).toBe(
      'Bright home.\nNew kitchen.\n\nFenced yard.',
    );
    expect(paragraphs('   \n  ')).toBeNull();
  });
});
