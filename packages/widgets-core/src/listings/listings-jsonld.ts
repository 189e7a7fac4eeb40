// schema.org data for search engines: each listing as an Apartment with its Offer. Search engines
// do not read a shadow root, so the behaviour puts one <script type="application/ld+json"> in the
// light DOM right after the widget's host element, and removes it when the widget goes.
import type { Listing } from '@widgetry/contracts';
import { safeUrl } from '../escape';
import { WEB_LINKS } from './listing-card.render';
import { listingName } from './listings-format';

type Json = Record<string, unknown>;

/** Drops empty values, so the data says nothing it does not know. */
function compact(object: Json): Json {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

function address(listing: Listing): Json {
  const { address: a } = listing;
  return compact({
    '@type': 'PostalAddress',
    streetAddress: [a.street, a.street2].filter(Boolean).join(' ') || a.full,
    addressLocality: a.city,
    addressRegion: a.state,
    postalCode: a.postalCode,
  });
}

/** One listing as a schema.org Apartment with an Offer (monthly rent, in dollars). */
export function listingJsonLd(listing: Listing): Json {
  const url = safeUrl(listing.detailUrl, WEB_LINKS);
  const offer =
    listing.rent &&
    compact({
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: listing.rent.min,
      priceSpecification: compact({
        '@type': 'UnitPriceSpecification',
        priceCurrency: 'USD',
        minPrice: listing.rent.min,
        maxPrice: listing.rent.max === listing.rent.min ? null : listing.rent.max,
        unitCode: 'MON',
        unitText: 'month',
      }),
      availability: 'https://schema.org/InStock',
      availabilityStarts: listing.availableNow ? null : listing.availableDate,
    });
  return compact({
    '@type': 'Apartment',
    '@id': url || null,
    name: listingName(listing),
    url,
    description: listing.description,
    address: address(listing),
    numberOfBedrooms: listing.beds,
    numberOfBathroomsTotal: listing.baths,
    floorSize:
      listing.squareFeet === null ? null : { '@type': 'QuantitativeValue', value: listing.squareFeet, unitCode: 'FTK' },
    geo:
      listing.latitude === null || listing.longitude === null
        ? null
        : { '@type': 'GeoCoordinates', latitude: listing.latitude, longitude: listing.longitude },
    image: listing.photos
      .map((photo) => safeUrl(photo, WEB_LINKS))
      .filter((src) => src !== '')
      .slice(0, 5),
    petsAllowed: listing.pets.cats === true || listing.pets.dogs === true ? true : null,
    offers: offer || null,
  });
}

/**
 * The JSON-LD document for the listings. `<` is written as \u003c so no text a listing carries
 * can close the script element, whatever a host page does with the text.
 */
export function listingsJsonLd(listings: readonly Listing[]): string {
  const json = JSON.stringify({ '@context': 'https://schema.org', '@graph': listings.map(listingJsonLd) });
  return json.replace(/</g, '\\u003c');
}

/** Puts the JSON-LD after the host of `root`'s shadow root; returns the element to remove later. */
export function emitJsonLd(root: Node, listings: readonly Listing[]): HTMLScriptElement | null {
  const scope = root.getRootNode();
  if (!(scope instanceof ShadowRoot) || listings.length === 0) return null;
  const script = scope.host.ownerDocument.createElement('script');
  script.type = 'application/ld+json';
  script.setAttribute('data-widgetry-listings', '');
  script.textContent = listingsJsonLd(listings);
  scope.host.after(script);
  return script;
}
