import { html, raw, type SafeHtml } from '../html-template';
import type { ReviewsI18n } from './i18n/en';
import { formatRating } from './review-format';

/** Stars (Trustpilot, Yelp) or TripAdvisor's bubbles. */
export type RatingShape = 'star' | 'bubble';

// Each shape whole and its left half, on a 24×24 grid. Inline SVG rather than a mask image or a
// font glyph: it needs no font and nothing a page's Content-Security-Policy could block.
const SHAPES: Record<RatingShape, { whole: string; half: string }> = {
  star: {
    whole: 'M12 2l2.81 6.63L22 9.24l-5.46 4.73L18.18 21 12 17.27 5.82 21l1.64-7.03L2 9.24l7.19-.61z',
    half: 'M12 2L9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27z',
  },
  bubble: {
    whole: 'M12 2a10 10 0 1 0 0 20a10 10 0 1 0 0-20z',
    half: 'M12 2a10 10 0 0 0 0 20z',
  },
};

function icon(shape: RatingShape, fill: 'on' | 'half' | 'off'): string {
  const { whole, half } = SHAPES[shape];
  const paths =
    fill === 'half'
      ? `<path class="wg-rv-off" d="${whole}"/><path class="wg-rv-on" d="${half}"/>`
      : `<path class="wg-rv-${fill}" d="${whole}"/>`;
  return `<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">${paths}</svg>`;
}

/** The accessible name of a rating: 'Rated 4.5 out of 5' in English. */
export function ratingLabel(rating: number, i18n: ReviewsI18n): string {
  return i18n.t('rated', { rating: formatRating(rating, i18n), max: i18n.number(5) });
}

/**
 * Five stars (or bubbles) filled to `rating`, rounded to the nearest half, read out as
 * "Rated 4.5 out of 5" (one image with a name; the shapes themselves are hidden).
 */
export function renderStars(rating: number, shape: RatingShape, i18n: ReviewsI18n): SafeHtml {
  const halves = Math.round(Math.min(5, Math.max(0, rating)) * 2);
  let icons = '';
  for (let position = 1; position <= 5; position++) {
    const fill = halves >= position * 2 ? 'on' : halves === position * 2 - 1 ? 'half' : 'off';
    icons += icon(shape, fill);
  }
  return html`<span class="wg-rv-stars" role="img" aria-label="${ratingLabel(rating, i18n)}">${raw(icons)}</span>`;
}
