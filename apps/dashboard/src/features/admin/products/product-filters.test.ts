import type { WidgetType } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { filterProducts, NO_PRODUCT_FILTERS } from './product-filters';

const base: WidgetType = {
  id: 'a',
  name: 'yelp',
  displayName: 'Yelp Reviews',
  desc: '',
  category: 'reviews',
  price: 5,
  bannerImage: '',
  iconImage: '',
  scripts: { main: '', lib: '' },
  stripePriceId: '',
  stripeProductId: '',
};
const products: WidgetType[] = [
  base,
  { ...base, id: 'b', name: 'appfolio', displayName: 'AppFolio Listings', category: 'listings', price: 20 },
  { ...base, id: 'c', name: 'prorated', displayName: 'Prorated Rent', category: 'misc', price: 0 },
];
const ids = (list: WidgetType[]) => list.map((product) => product.id);

describe('filterProducts', () => {
  it('matches the search on display name or product id', () => {
    expect(ids(filterProducts(products, { ...NO_PRODUCT_FILTERS, search: 'LISTINGS' }))).toEqual(['b']);
    expect(ids(filterProducts(products, { ...NO_PRODUCT_FILTERS, search: 'prorat' }))).toEqual(['c']);
  });

  it('filters by category', () => {
    expect(ids(filterProducts(products, { ...NO_PRODUCT_FILTERS, category: 'reviews' }))).toEqual(['a']);
  });

  it('applies numeric price bounds', () => {
    expect(ids(filterProducts(products, { ...NO_PRODUCT_FILTERS, minPrice: '1', maxPrice: '10' }))).toEqual(['a']);
  });

  it('ignores price bounds that are not numeric', () => {
    expect(ids(filterProducts(products, { ...NO_PRODUCT_FILTERS, minPrice: 'abc', maxPrice: '1e' }))).toEqual([
      'a',
      'b',
      'c',
    ]);
  });
});
