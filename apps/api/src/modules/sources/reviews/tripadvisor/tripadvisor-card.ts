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
  const stayed = labelled(card, /^Date of stay:\s*(.+)$/);
  // The day it was written; a card without it still has the month of the stay.
  const date = (written && dateInWords(written)) ?? (stayed && dateInWords(stayed));
  const text = reviewText(card);
  return {
    // Review links read …ShowUserReviews-g{geo}-d{location}-r{review}-…
    sourceId: /-r(\d+)-/.exec(url ?? '')?.[1] ?? derivedReviewId(author, date, title, text),
    author,
    avatarUrl: httpUrl(card(`${PROFILE_LINK} img`).first().attr('src'), pageUrl),
    rating,
    title,
    text,
    date,
    tripType: plainText(labelled(card, /^Trip type:\s*(.+)$/)),
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
  let best: { element: Parameters<typeof contains>[1]; value: string } | null = null;
  for (const element of card('*').toArray()) {
    const match = pattern.exec(card(element).text().replace(/\s+/g, ' ').trim());
    if (!match?.[1]) continue;
    if (best && !contains(best.element, element)) break;
    best = { element, value: match[1].trim() };
  }
  return best?.value ?? null;
}

// Elements that are not running text; an element holding one of them is a container, not a line.
const NOT_INLINE = 'div, p, ul, ol, li, button, svg, img, picture, section, article, table, h1, h2, h3, h4, h5, h6';
const NOT_REVIEW = `${TITLE}, ${PROFILE_LINK}, svg, button, script, style`;

/**
 * The review's text: TripAdvisor's review-body block or the older `<q>`; else the first run of
 * text after the rating that is not the title, a button or a labelled line. Order is what stays
 * stable: reviewer, rating, title, text, labels, owner response.
 */
function reviewText(card: CheerioAPI): string {
  const body = plainText(squeeze(card('[data-test-target="review-body"]').first().text() || card('q').first().text()));
  if (body) return body;
  let afterRating = false;
  for (const element of card('*').toArray()) {
    const node = card(element);
    if (!afterRating) {
      afterRating = node.is('svg') && BUBBLES.test(node.find('title').text().trim());
      continue;
    }
    if (node.closest(NOT_REVIEW).length > 0 || node.find(NOT_INLINE).length > 0 || node.is('img, picture')) continue;
    const text = plainText(squeeze(node.text()));
    if (text && !NOT_TEXT.test(text)) return text;
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
