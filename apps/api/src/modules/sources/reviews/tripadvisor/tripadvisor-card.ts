import type { Review } from '@widgetry/contracts';
import { type CheerioAPI, contains, load } from 'cheerio';
import { derivedReviewId } from '../review-data';
import { dateInWords, httpUrl, plainText, starRating } from '../review-values';
import { isTripadvisorUrl } from './tripadvisor-location';

// Review cards are read by the attributes and visible labels TripAdvisor keeps stable
// (SOURCES.md); every class name on these pages is obfuscated and changes, so none is used.

/** Hotels, then restaurants and attractions. */
export const CARD_SELECTOR = 'div[data-test-target="HR_CC_CARD"], div[data-automation="reviewCard"]';
const TITLE = '[data-test-target="review-title"]';
const PROFILE_LINK = 'a[href*="/Profile/"]';
const BUBBLES = /^(\d(?:\.0)?) of 5 bubbles$/;
// Lines of a card that are never the review's own text.
const NOT_TEXT =
  /^(?:Date of stay:|Trip type:|Written |Read more|Read less|This review is the subjective opinion|Helpful|Response from |Responded )/;

/** The page's cards, each as its own fragment so a selector never reaches into a neighbour. */
export function reviewCards($: CheerioAPI): CheerioAPI[] {
  return $(CARD_SELECTOR)
    .toArray()
    .map((card) => {
      const fragment = load($.html(card), null, false);
      fragment('br').replaceWith('\n');
      return fragment;
    });
}

/** One review card, or null when it has no rating to show. */
export function parseReviewCard(card: CheerioAPI, pageUrl: string): Review | null {
  const rating = bubbles(card);
  if (rating === null) return null;
  const titleBlock = card(TITLE).first();
  const title = plainText(squeeze(titleBlock.text()));
  const href = titleBlock.find('a[href]').first().attr('href') ?? titleBlock.closest('a[href]').attr('href');
  const link = httpUrl(href, pageUrl);
  const url = link && isTripadvisorUrl(link) ? link : null;
  const author =
    card(PROFILE_LINK)
      .toArray()
      .map((a) => plainText(squeeze(card(a).text())))
      .find((name) => name !== null) ?? '';
  const written = labelled(card, /^Written (?:on )?(.+)$/) ?? labelled(card, /wrote a review (.+)$/);
  const body = bodyElement(card);
  const line = stayLine(card, body);
  const stayed = labelled(card, /^Date of stay:\s*(.+)$/);
  // The day it was written; a card without it still has the month of the stay.
  const date = (written && dateInWords(written)) ?? (stayed && dateInWords(stayed)) ?? line?.stay ?? null;
  const text = reviewText(card, body, line?.element ?? null);
  return {
    // Review links read …ShowUserReviews-g{geo}-d{location}-r{review}-…
    sourceId: /-r(\d+)-/.exec(url ?? '')?.[1] ?? derivedReviewId(author, date, title, text),
    author,
    avatarUrl: httpUrl(card(`${PROFILE_LINK} img`).first().attr('src'), pageUrl),
    rating,
    title,
    text,
    date,
    tripType: plainText(labelled(card, /^Trip type:\s*(.+)$/)) ?? line?.tripType ?? null,
    photos: reviewPhotos(card, pageUrl),
    // Owner responses carry no stable attribute or label to read them by.
    reply: null,
    url,
  };
}

function squeeze(text: string): string {
  return text.replace(/[ \t\f\v]+/g, ' ').replace(/ ?\n ?/g, '\n');
}

/** The rating from the bubbles SVG title ("4.0 of 5 bubbles"). */
function bubbles(card: CheerioAPI): number | null {
  for (const title of card('svg title').toArray()) {
    const match = BUBBLES.exec(card(title).text().trim());
    if (match) return starRating(match[1]);
  }
  return null;
}

/**
 * The value of a labelled line ("Trip type: Traveled as a couple"): the innermost element whose
 * text still holds label and value, as the label often sits in its own span inside it.
 */
function labelled(card: CheerioAPI, pattern: RegExp): string | null {
  let best: { element: CardElement; value: string } | null = null;
  for (const element of card('*').toArray()) {
    const match = pattern.exec(card(element).text().replace(/\s+/g, ' ').trim());
    if (!match?.[1]) continue;
    if (best && !contains(best.element, element)) break;
    best = { element, value: match[1].trim() };
  }
  return best?.value ?? null;
}

type CardElement = Parameters<typeof contains>[1];

// Elements that are not running text; an element holding one of them is a container, not a line.
const NOT_INLINE = 'div, p, ul, ol, li, button, svg, img, picture, section, article, table, h1, h2, h3, h4, h5, h6';
const NOT_REVIEW = `${TITLE}, ${PROFILE_LINK}, svg, button, script, style`;
/**
 * Where the review's own words sit: the review-body block, the older `<q>`, or (2026 cards, which
 * have neither) the first `span[lang]` outside the title, which comes before an owner's response.
 */
const BODY_SELECTORS = ['[data-test-target="review-body"]', 'q', 'span[lang]'];

function bodyElement(card: CheerioAPI): CardElement | null {
  for (const selector of BODY_SELECTORS) {
    const found = card(selector)
      .toArray()
      .find((element) => card(element).closest(`${TITLE}, ${PROFILE_LINK}`).length === 0);
    if (found) return found;
  }
  return null;
}

/** The card's elements after `start` (outside it), in page order. */
function elementsAfter(card: CheerioAPI, start: CardElement): CardElement[] {
  const all = card('*').toArray();
  return all.slice(all.indexOf(start) + 1).filter((element) => !contains(start, element));
}

/** A line of running text: an element holding no block, button or picture. */
function isLine(card: CheerioAPI, element: CardElement): boolean {
  const node = card(element);
  return node.closest(NOT_REVIEW).length === 0 && node.find(NOT_INLINE).length === 0 && !node.is('img, picture');
}

// TripAdvisor's trip types as the unlabelled line names them.
const TRIP_TYPES = /^(?:Business|Couples|Family|Friends|Solo)$/i;

interface StayLine {
  element: CardElement;
  /** The month of the stay (`2026-09`). */
  stay: string | null;
  tripType: string | null;
}

/**
 * The unlabelled line 2026 cards show right after the title, "Sep 2026 • Couples": the stay month,
 * then the trip type, either possibly missing. It is the first line after the title (or the rating,
 * for a card without one) when that line reads so; a trip type alone is taken only before a body
 * found by its element, so a one-word review is never mistaken for it.
 */
function stayLine(card: CheerioAPI, body: CardElement | null): StayLine | null {
  const start =
    card(TITLE).first().get(0) ??
    card('svg')
      .toArray()
      .find((svg) => BUBBLES.test(card(svg).find('title').text().trim()));
  if (!start) return null;
  for (const element of elementsAfter(card, start)) {
    if (body && (element === body || contains(element, body) || contains(body, element))) return null;
    if (!isLine(card, element)) continue;
    const text = squeeze(card(element).text()).replace(/\s+/g, ' ').trim();
    if (text === '') continue;
    const parts = text.split(/\s*•\s*/);
    const [first = '', second] = parts;
    const month = dateInWords(first);
    const stay = month !== null && /^\d{4}-\d{2}$/.test(month) ? month : null;
    if (parts.length === 2 && stay !== null) return { element, stay, tripType: plainText(second) };
    if (parts.length === 1 && stay !== null) return { element, stay, tripType: null };
    if (parts.length === 1 && body && TRIP_TYPES.test(first)) return { element, stay: null, tripType: first };
    return null;
  }
  return null;
}

/**
 * The review's text: its body element (see BODY_SELECTORS); else the first run of text after the
 * rating that is not the title, the stay line, a button or a labelled line. Order is what stays
 * stable: reviewer, rating, title, stay line, text, labels, owner response.
 */
function reviewText(card: CheerioAPI, body: CardElement | null, stay: CardElement | null): string {
  const text = body ? plainText(squeeze(card(body).text())) : null;
  if (text) return text;
  let afterRating = false;
  for (const element of card('*').toArray()) {
    const node = card(element);
    if (!afterRating) {
      afterRating = node.is('svg') && BUBBLES.test(node.find('title').text().trim());
      continue;
    }
    if (element === stay || !isLine(card, element)) continue;
    const line = plainText(squeeze(node.text()));
    if (line && !NOT_TEXT.test(line)) return line;
  }
  return '';
}

const MEDIA_HOST = /^(?:dynamic-)?media-cdn\.tripadvisor\.com$/;

function isReviewPhoto(src: string): boolean {
  const url = new URL(src);
  return MEDIA_HOST.test(url.hostname) && url.pathname.includes('/media/photo-');
}

/** Photos the reviewer added: TripAdvisor media images outside the reviewer's avatar link. */
function reviewPhotos(card: CheerioAPI, pageUrl: string): string[] {
  const photos: string[] = [];
  for (const img of card('img').toArray()) {
    const node = card(img);
    if (node.closest(PROFILE_LINK).length > 0) continue;
    const src = httpUrl(node.attr('src') ?? node.attr('data-src'), pageUrl);
    if (src && isReviewPhoto(src) && !photos.includes(src)) photos.push(src);
  }
  return photos;
}
