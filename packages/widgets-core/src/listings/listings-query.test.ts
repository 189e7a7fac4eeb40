import { describe, expect, it } from 'vitest';
import { listingsFixture } from './listings.test-support';
import { EMPTY_QUERY, type ListingQuery, listingCities, queryListings, sortListings } from './listings-query';

const { listings } = listingsFixture('appfolio');
const ids = (query: Partial<ListingQuery>) => queryListings(listings, { ...EMPTY_QUERY, ...query }).map((l) => l.id);

describe('the visitor filters', () => {
  it('keeps every listing when nothing is asked, newest first', () => {
    expect(ids({})).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
  });

  it('searches title, address, city and zip, ignoring case', () => {
    expect(ids({ search: 'MAPLE' })).toEqual(['maple-2b']);
    expect(ids({ search: 'beaverton' })).toEqual(['cedar-house']);
    expect(ids({ search: '97301' })).toEqual(['salem-lot']);
    expect(ids({ search: 'nowhere' })).toEqual([]);
  });

  it('matches a range rent when any part of the range is within the bounds', () => {
    expect(ids({ minRent: 2000 })).toEqual(['cedar-house']);
    expect(ids({ maxRent: 1800 })).toEqual(['loft-9', 'maple-2b', 'cedar-house']);
    expect(ids({ minRent: 1000, maxRent: 1600 })).toEqual(['maple-2b']);
  });

  it('counts a studio as 0 bedrooms and halves as half baths', () => {
    expect(ids({ beds: 1 })).toEqual(['maple-2b', 'cedar-house']);
    expect(ids({ beds: 3 })).toEqual(['cedar-house']);
    expect(ids({ baths: 2 })).toEqual(['cedar-house']);
    expect(ids({ baths: 1.5 })).toEqual(['cedar-house']);
  });

  it('filters by city, zip prefix, cats and each dogs choice', () => {
    expect(ids({ city: 'portland' })).toEqual(['loft-9', 'maple-2b']);
    expect(ids({ zip: '972' })).toEqual(['loft-9', 'maple-2b']);
    expect(ids({ cats: true })).toEqual(['loft-9', 'maple-2b']);
    expect(ids({ dogs: 'small' })).toEqual(['maple-2b', 'cedar-house']);
    expect(ids({ dogs: 'large' })).toEqual(['maple-2b']);
    expect(ids({ dogs: 'no' })).toEqual(['loft-9']);
  });

  it('keeps homes available by the desired move-in day', () => {
    expect(ids({ moveIn: '2026-12-01' })).toEqual(['maple-2b']);
    expect(ids({ moveIn: '2026-12-15' })).toEqual(['maple-2b', 'cedar-house']);
    expect(ids({ moveIn: '2027-02-01' })).toEqual(['loft-9', 'maple-2b', 'cedar-house']);
  });
});

describe('the sort options (spec 001 §9)', () => {
  const order = (sort: ListingQuery['sort']) => sortListings(listings, sort).map((l) => l.id);

  it('puts a listing without the value last, whichever the direction', () => {
    expect(order('rent_asc')).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
    expect(order('rent_desc')).toEqual(['cedar-house', 'maple-2b', 'loft-9', 'salem-lot']);
    expect(order('bedrooms_asc')).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
    expect(order('bedrooms_desc')).toEqual(['cedar-house', 'maple-2b', 'loft-9', 'salem-lot']);
    expect(order('availability')).toEqual(['maple-2b', 'cedar-house', 'loft-9', 'salem-lot']);
    expect(order('date_posted')).toEqual(['loft-9', 'maple-2b', 'cedar-house', 'salem-lot']);
  });

  it('lists each city once, sorted', () => {
    expect(listingCities(listings)).toEqual(['Beaverton', 'Portland', 'Salem']);
  });
});
