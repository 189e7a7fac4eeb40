// Every style setting of htmlData.yelp as a validated --wg-rv-* custom property, read by the
// shared review stylesheet (widgets-core/reviews/reviews.styles.ts), and the fonts they use.
import type { YelpSettings } from '@widgetry/contracts';
import { type CssDeclarations, cssColor, cssFont, cssKeyword, cssLength, cssVars } from '@widgetry/widgets-core';

/** Spec 001 §9: the platform's red, for the stars (no setting). */
export const YELP_RED = '#d32323';

const onOff = (value: unknown, on: string): string => (value === 'on' ? on : 'normal');

export function yelpVars(settings: YelpSettings): CssDeclarations {
  const { header, button, cards, reviews } = settings;
  return cssVars({
    // Header: the business name's font, size, bold, italic and colour; the header background.
    '--wg-rv-name-font': cssFont(header.headerFontFamily),
    '--wg-rv-name-size': cssLength(header.headerFontSize),
    '--wg-rv-name-weight': cssKeyword(onOff(header.headerFontBold, 'bold'), ['bold', 'normal']),
    '--wg-rv-name-style': cssKeyword(onOff(header.headerFontItalic, 'italic'), ['italic', 'normal']),
    '--wg-rv-name-color': cssColor(header.headerColor),
    '--wg-rv-h-bg': cssColor(header.headerBg),
    '--wg-rv-total-color': cssColor(header.reviewCountColor),
    '--wg-rv-total-size': cssLength(header.reviewCountFontSize),
    '--wg-rv-btn-color': cssColor(header.addReviewColor),
    '--wg-rv-btn-bg': cssColor(header.addReviewBg),
    '--wg-rv-btn-size': cssLength(header.addReviewFontSize),
    '--wg-rv-btn-radius': cssLength(header.addReviewBorderRadius),
    // Read More: a filled button.
    '--wg-rv-more-color': cssColor(button.readMoreColor),
    '--wg-rv-more-bg': cssColor(button.readMoreBg),
    '--wg-rv-more-hover-color': cssColor(button.readMoreHoverColor),
    '--wg-rv-more-hover-bg': cssColor(button.readMoreHoverBg),
    '--wg-rv-more-size': cssLength(button.readMoreFontSize),
    '--wg-rv-more-font': cssFont(button.readMoreFontFamily),
    '--wg-rv-more-pad': cssLength('6px'),
    // Cards: their own text (reviewer, date, reactions) and box.
    '--wg-rv-card-bg': cssColor(cards.cardBg),
    '--wg-rv-card-border': cssColor(cards.cardBorderColor),
    '--wg-rv-card-color': cssColor(cards.cardTextColor),
    '--wg-rv-card-size': cssLength(cards.cardTextSize),
    '--wg-rv-card-radius': cssLength(cards.cardBorderRadius),
    '--wg-rv-card-font': cssFont(cards.cardFontFamily),
    // All Reviews: the review text and the container around the reviews.
    '--wg-rv-text-color': cssColor(reviews.reviewTextColor),
    '--wg-rv-text-size': cssLength(reviews.reviewTextSize),
    '--wg-rv-text-font': cssFont(reviews.reviewFontFamily),
    '--wg-rv-bg': cssColor(reviews.containerBg),
    '--wg-rv-border': cssColor(reviews.containerBorderColor),
    '--wg-rv-star': cssColor(YELP_RED),
  });
}

/** The header's, the Read More button's, the cards' and the review text's font families. */
export function yelpFonts(settings: YelpSettings): string[] {
  return [
    settings.header.headerFontFamily,
    settings.button.readMoreFontFamily,
    settings.cards.cardFontFamily,
    settings.reviews.reviewFontFamily,
  ];
}
