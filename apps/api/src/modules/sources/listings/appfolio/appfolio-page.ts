import type { Listing } from '@widgetry/contracts';
import { type CheerioAPI, load } from 'cheerio';
import { at, httpUrl, isRecord } from '../../reviews/review-values';
import {
  addressOfLine,
  bathsOf,
  bedBathOf,
  bedsOf,
  coordinate,
  paragraphs,
  petsOfPolicy,
  rentOf,
  squareFeetOf,
  squeezed,
  usAvailability,
} from '../listing-values';
import type { AppfolioListingsPage } from './appfolio-address';

// AppFolio's listings page (SOURCES.md): server-rendered cards inside #result_container, each
// with blurbs over its photo and a quick-facts `dl` (preferred: the blurbs repeat some facts in
// shorter words), and a page script holding the map's markers with each listing's coordinates.

export type AppfolioPage =
  | { kind: 'listings'; listings: Listing[] }
  | { kind: 'no-vacancies' }
  /** The company left AppFolio: the page only redirects to a page-not-found address. */
  | { kind: 'left' }
  /** No listings container: a bot page, or a page reworked past reading. */
  | { kind: 'unreadable' }
  /**
   * A listings container, but neither cards we can read nor a no-vacancies notice we can trust:
   * AppFolio renamed its markup. Never an empty list, or a renamed class would show every
   * customer's visitors "no vacancies".
   */
  | { kind: 'changed'; why: string };

const DETAIL_PATH = /\/listings\/detail\/([0-9a-f-]{8,64})/i;
const LISTABLE_UID = /[?&]listable_uid=([0-9a-f-]{8,64})/i;
/** A script that sends the browser to a not-found page, as AppFolio answers for a company that left. */
const LEFT_REDIRECT =
  /(?:window\.|document\.)?location(?:\.href)?\s*(?:=|\.replace\(|\.assign\()\s*["'][^"']*(?:page[-_]?not[-_]?found|not_found|\/404\b)/i;

interface Marker {
  listingId: string | null;
  uid: string | null;
  latitude: number | null;
  longitude: number | null;
}

export function parseAppfolioPage(html: string, page: AppfolioListingsPage): AppfolioPage {
  const $ = load(html);
  const container = $('#result_container');
  if (container.length === 0) {
    const redirects = $('script')
      .toArray()
      .some((script) => LEFT_REDIRECT.test($(script).text()));
    if (redirects || LEFT_REDIRECT.test($('meta[http-equiv="refresh" i]').attr('content') ?? ''))
      return { kind: 'left' };
    return { kind: 'unreadable' };
  }
  let cards = container.find('.js-listing-item');
  if (cards.length === 0) cards = container.find('.listing-item');
  if (cards.length === 0) return withoutCards($, container);
  const markers = mapMarkers($);
  const listings = cards.toArray().flatMap((card) => {
    // Each card as its own fragment, so a selector never reaches into a neighbour.
    const listing = parseCard(load($.html(card), null, false), $(card).attr('id') ?? '', page, markers);
    return listing ? [listing] : [];
  });
  return listings.length > 0
    ? { kind: 'listings', listings }
    : { kind: 'changed', why: `none of its ${cards.length} cards could be read` };
}

/**
 * A container without a card we know. Real pages always carry the no-vacancies notice, hidden
 * while there are homes (SOURCES.md), so it means "no vacancies" only when it is shown, nothing in
 * the container links to a listing, and the rest of the page is still AppFolio's listings page.
 */
function withoutCards($: CheerioAPI, container: ReturnType<CheerioAPI>): AppfolioPage {
  if (container.find('a[href*="/listings/detail/"]').length > 0) {
    return { kind: 'changed', why: 'it links to listings but holds no card we know' };
  }
  const notice = container.find('.no_vacancies').first();
  if (notice.length === 0) return { kind: 'changed', why: 'it holds neither cards nor the no-vacancies notice' };
  if (isHidden($, notice))
    return { kind: 'changed', why: 'it holds no card we know and its no-vacancies notice is hidden' };
  if (!isListingsPage($)) {
    return { kind: 'changed', why: 'it shows the no-vacancies notice without the filters or map of a listings page' };
  }
  return { kind: 'no-vacancies' };
}

const HIDDEN_CLASS = /(?:^|\s)(?:u-hidden|hidden|is-hidden|d-none)(?:\s|$)/;
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)/i;

/** Hidden by AppFolio's utility class, the hidden attribute or an inline style, on it or a parent. */
function isHidden($: CheerioAPI, element: ReturnType<CheerioAPI>): boolean {
  return [element.get(0), ...element.parents().toArray()].some((node) => {
    if (!node) return false;
    const item = $(node);
    return (
      HIDDEN_CLASS.test(item.attr('class') ?? '') ||
      item.attr('hidden') !== undefined ||
      item.attr('aria-hidden') === 'true' ||
      HIDDEN_STYLE.test(item.attr('style') ?? '')
    );
  });
}

/** AppFolio's listings page: its `filters[…]` form fields or its map's markers script (SOURCES.md). */
function isListingsPage($: CheerioAPI): boolean {
  if ($('[name^="filters["]').length > 0) return true;
  return $('script')
    .toArray()
    .some((script) => /\bmarkers\s*:\s*\[/.test($(script).text()));
}

/** The quick facts of a card, by lowercased label ("rent", "square feet", "bed / bath", "available"). */
function quickFacts(card: CheerioAPI): Map<string, string> {
  const facts = new Map<string, string>();
  card('dt.detail-box__label').each((_, dt) => {
    const label = squeezed(card(dt).text())?.toLowerCase();
    const value = squeezed(card(dt).nextAll('dd.detail-box__value').first().text());
    if (label && value && !facts.has(label)) facts.set(label, value);
  });
  return facts;
}

function firstText(card: CheerioAPI, selector: string): string | null {
  return squeezed(card(selector).first().text());
}

function parseCard(
  card: CheerioAPI,
  cardId: string,
  page: AppfolioListingsPage,
  markers: readonly Marker[],
): Listing | null {
  const titleLink = card('.js-listing-title a[href], h2 a[href]').first();
  const detailHref = titleLink.attr('href') ?? card('a[href*="/listings/detail/"]').first().attr('href');
  const applyHref = card('a.js-listing-apply[href]').first().attr('href');
  const uid = DETAIL_PATH.exec(detailHref ?? '')?.[1] ?? LISTABLE_UID.exec(applyHref ?? '')?.[1] ?? null;
  const listingNumber = /^listing_(\d+)$/.exec(cardId)?.[1] ?? null;
  const id = uid ?? (listingNumber ? `listing_${listingNumber}` : null);
  if (id === null) return null;

  const facts = quickFacts(card);
  const fact = (...labels: string[]) => labels.map((label) => facts.get(label)).find((value) => value !== undefined);
  const blurbBedBath = bedBathOf(firstText(card, '.js-listing-blurb-bed-bath'));
  const factBedBath = bedBathOf(fact('bed / bath', 'beds / baths', 'bed/bath'));
  const factAvailable = usAvailability(fact('available'));
  const available = factAvailable.availableNow || factAvailable.availableDate ? factAvailable : blurbAvailable(card);
  const addressLine = firstText(card, '.js-listing-address');
  const title = squeezed(titleLink.text()) ?? addressLine ?? '';
  const address = addressOfLine(addressLine) ?? addressOfLine(title);
  if (address === null) return null;
  const marker = markers.find(
    (m) => (uid !== null && m.uid === uid) || (listingNumber !== null && m.listingId === listingNumber),
  );
  const image = card('img.js-listing-image').first();
  const photo = httpUrl(image.attr('data-original') ?? image.attr('src'), page.origin);
  const detailUrl = uid ? `${page.origin}/listings/detail/${uid}` : httpUrl(detailHref, page.origin);

  return {
    id,
    title,
    address,
    rent: rentOf(fact('rent', 'room rent')) ?? rentOf(firstText(card, '.js-listing-blurb-rent')),
    beds: factBedBath.beds ?? blurbBedBath.beds ?? bedsOf(fact('bedrooms', 'beds')),
    baths: factBedBath.baths ?? blurbBedBath.baths ?? bathsOf(fact('bathrooms', 'baths')),
    squareFeet: squareFeetOf(fact('square feet', 'sq ft', 'sq. ft.')) ?? squareFeetOf(blurbSquareFeet(card)),
    ...available,
    pets: petsOfPolicy(firstText(card, '.js-listing-pet-policy')),
    // A lazy-loading placeholder is not the listing's photo.
    photos: photo && !/loading|spinner|placeholder/i.test(photo) ? [photo] : [],
    description: paragraphs(card('.js-listing-description').first().text()),
    terms: [],
    latitude: marker?.latitude ?? null,
    longitude: marker?.longitude ?? null,
    phone: null,
    email: null,
    detailUrl,
    applyUrl:
      httpUrl(applyHref, page.origin) ??
      (uid ? `${page.origin}/listings/rental_applications/new?listable_uid=${uid}&source=Website` : null),
    showingUrl: uid ? `${page.origin}/listings/showings/new?listable_uid=${uid}` : null,
    contactUrl: null,
    postedAt: null,
    groups: page.group === '' ? [] : [page.group],
  };
}

/** The blurb's availability ("Available 9/7/26", "Available Now"), for cards without the quick facts. */
function blurbAvailable(card: CheerioAPI) {
  return usAvailability(firstText(card, '.js-listing-available, .js-listing-blurb-available'));
}

function blurbSquareFeet(card: CheerioAPI): string | null {
  return firstText(card, '.js-listing-square-feet, .js-listing-blurb-square-feet');
}

/**
 * The map's markers, from the page script's `markers: [ … ]`. The array is JSON within a
 * script; one that does not parse leaves the listings without coordinates, nothing worse.
 */
export function mapMarkers($: CheerioAPI): Marker[] {
  for (const script of $('script').toArray()) {
    const text = $(script).text();
    const start = /\bmarkers\s*:\s*\[/.exec(text);
    if (!start) continue;
    const json = balancedArray(text, start.index + start[0].length - 1);
    if (json === null) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(json);
    } catch {
      continue;
    }
    if (!Array.isArray(parsed)) continue;
    return parsed.filter(isRecord).map((marker) => {
      const latitude = coordinate(marker.latitude, 90);
      const longitude = coordinate(marker.longitude, 180);
      // 0,0 is where a geocoder puts an address it could not place.
      const placed = latitude !== null && longitude !== null && !(latitude === 0 && longitude === 0);
      const id = at(marker, 'listing_id');
      return {
        listingId: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
        uid: DETAIL_PATH.exec(String(at(marker, 'detail_page_url') ?? ''))?.[1] ?? null,
        latitude: placed ? latitude : null,
        longitude: placed ? longitude : null,
      };
    });
  }
  return [];
}

/** The text of the `[ … ]` starting at `open`, brackets inside strings skipped; null when unclosed. */
function balancedArray(text: string, open: number): string | null {
  let depth = 0;
  let quote: string | null = null;
  for (let i = open; i < text.length; i += 1) {
    const char = text[i];
    if (quote !== null) {
      if (char === '\\') i += 1;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[') depth += 1;
    else if (char === ']') {
      depth -= 1;
      if (depth === 0) return text.slice(open, i + 1);
    }
  }
  return null;
}
