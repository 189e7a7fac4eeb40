import type { Listing } from '@widgetry/contracts';
import { load } from 'cheerio';
import { httpUrl } from '../../reviews/review-values';
import { addressOfLine, paragraphs, rentOf, squeezed } from '../listing-values';

// A listing's detail page, `/listings/detail/{uid}` (SOURCES.md): the photo gallery, the long
// description and the rental terms the card leaves out. What it holds is added to the card's
// listing; what it lacks leaves the card's values as they were.

export interface AppfolioDetail {
  photos: string[];
  description: string | null;
  terms: string[];
  addressLine: string | null;
  rent: Listing['rent'];
  phone: string | null;
  contactUrl: string | null;
}

/** The detail page's facts, or null when it is not one (a bot page, a page reworked past reading). */
export function parseAppfolioDetail(html: string, origin: string): AppfolioDetail | null {
  const $ = load(html);
  const gallery = $('main .gallery a.swipebox[href], .gallery a.swipebox[href]')
    .toArray()
    .flatMap((link) => {
      const url = httpUrl($(link).attr('href'), origin);
      return url ? [url] : [];
    });
  const description = $('.listing-detail__description').first();
  description.find('br').replaceWith('\n');
  const terms = $('.js-show-rental-terms li')
    .toArray()
    .flatMap((item) => {
      const term = squeezed($(item).text());
      return term ? [term] : [];
    });
  const addressLine = squeezed($('.js-show-title').first().text());
  if (gallery.length === 0 && description.length === 0 && terms.length === 0 && addressLine === null) return null;
  const phone = squeezed($('a[href^="tel:"]').first().text());
  const contact = httpUrl($('a[href*="/listings/guest_cards/new"]').first().attr('href'), origin);
  return {
    photos: [...new Set(gallery)],
    description: paragraphs(description.text()),
    terms,
    addressLine,
    rent: rentOf(squeezed($('.sidebar h2').first().text())),
    phone,
    contactUrl: contact,
  };
}

/**
 * One photo per picture: AppFolio serves each in sizes under one folder (`…/{id}/medium.jpg`,
 * `…/{id}/large.jpg`), so the card's medium and the gallery's large of one picture are one.
 */
function samePictureKey(url: string): string {
  return url.replace(/\/[^/]*$/, '');
}

/** The card's listing with what its detail page adds: the rest of the gallery, the longer description, the terms. */
export function withDetail(listing: Listing, detail: AppfolioDetail): Listing {
  const seen = new Set<string>();
  // The card's own (medium) photo stays first: it is what the card shows.
  const photos = [...listing.photos, ...detail.photos].filter((url) => {
    const key = samePictureKey(url);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const address =
    listing.address.street === null ? (addressOfLine(detail.addressLine) ?? listing.address) : listing.address;
  return {
    ...listing,
    address,
    photos,
    description: detail.description ?? listing.description,
    terms: detail.terms.length > 0 ? detail.terms : listing.terms,
    rent: listing.rent ?? detail.rent,
    phone: listing.phone ?? detail.phone,
    contactUrl: listing.contactUrl ?? detail.contactUrl,
  };
}
