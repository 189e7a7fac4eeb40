import { describe, expect, it } from 'vitest';
import type { WidgetTypeRow } from '../../db/schema';
import { createCatalogService } from './catalog.service';

function row(name: WidgetTypeRow['name'], priceCents: number): WidgetTypeRow {
  return {
    id: `id-${name}`,
    name,
    displayName: name.toUpperCase(),
    desc: `about ${name}`,
    category: 'misc',
    priceCents,
    bannerImage: '',
    iconImage: '',
    scripts: { main: `${name}.js`, lib: '' },
    stripePriceId: 'price_1',
    stripeProductId: 'prod_1',
    createdAt: new Date('2025-01-01T00:00:00Z'),
  };
}

describe('catalog service', () => {
  it('lists the types in product order with prices in dollars', async () => {
    const service = createCatalogService({
      catalog: { listWidgetTypes: async () => [row('yelp', 999), row('accessibility', 0), row('appfolio', 1999)] },
    });
    const types = await service.listWidgetTypes();
    expect(types.map((type) => [type.name, type.price])).toEqual([
      ['accessibility', 0],
      ['appfolio', 19.99],
      ['yelp', 9.99],
    ]);
    expect(types[2]).toEqual({
      id: 'id-yelp',
      name: 'yelp',
      displayName: 'YELP',
      desc: 'about yelp',
      category: 'misc',
      price: 9.99,
      bannerImage: '',
      iconImage: '',
      scripts: { main: 'yelp.js', lib: '' },
      stripePriceId: 'price_1',
      stripeProductId: 'prod_1',
    });
  });

  it('sorts the shared, frozen rows of the cached catalogue without changing them, once per read', async () => {
    const rows = Object.freeze([row('yelp', 999), row('accessibility', 0)].map((one) => Object.freeze(one)));
    let current: readonly WidgetTypeRow[] = rows;
    const service = createCatalogService({ catalog: { listWidgetTypes: async () => current } });
    const first = await service.listWidgetTypes();
    expect(first.map((type) => type.name)).toEqual(['accessibility', 'yelp']);
    expect(rows.map((one) => one.name)).toEqual(['yelp', 'accessibility']);
    // A caller changing its answer does not change the next caller's.
    first.pop();
    expect((await service.listWidgetTypes()).map((type) => type.name)).toEqual(['accessibility', 'yelp']);
    // New rows (the cache was refilled) are mapped again.
    current = [row('appfolio', 100)];
    expect((await service.listWidgetTypes()).map((type) => type.name)).toEqual(['appfolio']);
  });
});
