import { describe, expect, it } from 'vitest';
import { hostileListingsFixture, listingsFixture } from './listings.test-support';
import { emitJsonLd, listingJsonLd, listingsJsonLd } from './listings-jsonld';

const [maple, cedar] = listingsFixture('appfolio').listings;

describe('schema.org JSON-LD', () => {
  it('describes a listing as an Apartment with a monthly Offer', () => {
    if (!maple || !cedar) throw new Error('fixture');
    expect(listingJsonLd(maple)).toMatchObject({
      '@type': 'Apartment',
      name: 'Maple Court 2B',
      url: 'https://pm.example/listings/maple-2b',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Maple St Apt 2B',
        addressLocality: 'Portland',
        postalCode: '97201',
      },
      numberOfBedrooms: 2,
      geo: { latitude: 45.52, longitude: -122.68 },
      offers: { '@type': 'Offer', price: 1500, priceCurrency: 'USD', priceSpecification: { unitCode: 'MON' } },
    });
    expect(listingJsonLd(cedar)).toMatchObject({
      offers: { price: 1800, availabilityStarts: '2026-12-15', priceSpecification: { minPrice: 1800, maxPrice: 2100 } },
    });
  });

  it('never lets a listing’s text close the script, and drops script links', () => {
    const text = listingsJsonLd(hostileListingsFixture('appfolio').listings);
    expect(text).not.toContain('<');
    expect(text).not.toContain('javascript:');
    expect(JSON.parse(text)['@graph'][0].description).toBe('</script><script>window.__pwned=1</script>');
  });

  it('goes into the light DOM right after the host, not into the shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const root = document.createElement('div');
    shadow.append(root);
    const script = emitJsonLd(root, listingsFixture('appfolio').listings);
    expect(host.nextElementSibling).toBe(script);
    expect(script?.type).toBe('application/ld+json');
    expect(JSON.parse(script?.textContent ?? '')['@graph']).toHaveLength(4);
    expect(emitJsonLd(root, [])).toBeNull();
    host.remove();
  });
});
