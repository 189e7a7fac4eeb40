import { describe, expect, it } from 'vitest';
import { libraryTypes } from './catalog.fixtures';
import { type CatalogFilters, distinctCategories, filterWidgetTypes, NO_CATALOG_FILTERS } from './filter-widget-types';

const ids = (filters: Partial<CatalogFilters>) =>
  filterWidgetTypes(libraryTypes, { ...NO_CATALOG_FILTERS, ...filters }).map((type) => type.id);

describe('filterWidgetTypes', () => {
  it.each<{ name: string; filters: Partial<CatalogFilters>; expected: string[] }>([
    {
      name: 'no filters keep the API order',
      filters: {},
      expected: ['wt-yelp', 'wt-appfolio', 'wt-prorated', 'wt-trustpilot', 'wt-rentvine'],
    },
    { name: 'search matches the name', filters: { search: 'trustpilot' }, expected: ['wt-trustpilot'] },
    { name: 'search matches the displayName', filters: { search: 'calculator' }, expected: ['wt-prorated'] },
    {
      name: 'search matches the desc, case-insensitively',
      filters: { search: 'reviews' },
      expected: ['wt-yelp', 'wt-trustpilot'],
    },
    { name: 'search matches a substring in the middle', filters: { search: 'olio' }, expected: ['wt-appfolio'] },
    { name: 'surrounding spaces are ignored', filters: { search: '  YELP ' }, expected: ['wt-yelp'] },
    { name: 'search with no match', filters: { search: 'weather' }, expected: [] },
    { name: 'category alone', filters: { category: 'listings' }, expected: ['wt-appfolio', 'wt-rentvine'] },
    { name: 'a category with no type', filters: { category: 'files' }, expected: [] },
    {
      name: 'price low to high, ties in API order',
      filters: { sort: 'price-asc' },
      expected: ['wt-prorated', 'wt-trustpilot', 'wt-yelp', 'wt-appfolio', 'wt-rentvine'],
    },
    {
      name: 'price high to low, ties in API order',
      filters: { sort: 'price-desc' },
      expected: ['wt-appfolio', 'wt-rentvine', 'wt-yelp', 'wt-trustpilot', 'wt-prorated'],
    },
    {
      name: 'search, category and sort together',
      filters: { search: 'review', category: 'reviews', sort: 'price-asc' },
      expected: ['wt-trustpilot', 'wt-yelp'],
    },
    {
      name: 'search and category that exclude each other',
      filters: { search: 'listings', category: 'reviews' },
      expected: [],
    },
  ])('$name', ({ filters, expected }) => {
    expect(ids(filters)).toEqual(expected);
  });

  it('does not reorder the list it was given', () => {
    const before = libraryTypes.map((type) => type.id);
    filterWidgetTypes(libraryTypes, { ...NO_CATALOG_FILTERS, sort: 'price-desc' });
    expect(libraryTypes.map((type) => type.id)).toEqual(before);
  });
});

describe('distinctCategories', () => {
  it('lists each category present once, in the product order', () => {
    expect(distinctCategories(libraryTypes)).toEqual(['listings', 'reviews', 'misc']);
  });

  it('is empty for an empty library', () => {
    expect(distinctCategories([])).toEqual([]);
  });
});
