// Every style setting of htmlData.tripadvisor as a validated --wg-rv-* custom property, read by
// the shared review stylesheet (widgets-core/reviews/reviews.styles.ts), and the fonts they use.
import type { TripadvisorSettings } from '@widgetry/contracts';
import {
  type CssDeclarations,
  type CssVar,
  cssColor,
  cssFont,
  cssFontWeight,
  cssLength,
  cssPreset,
  cssVars,
} from '@widgetry/widgets-core';
import { ALIGN_PRESETS, TEXT_ALIGN_PRESETS } from '@widgetry/widgets-core/reviews';

/** A text style group `{element}FontFamily|FontSize|FontWeight|Color` as four variables `--wg-rv-{name}-*`. */
function textStyle(group: Record<string, unknown>, element: string, name: string): Record<string, CssVar> {
  return {
    [`--wg-rv-${name}-font`]: cssFont(group[`${element}FontFamily`]),
    [`--wg-rv-${name}-size`]: cssLength(group[`${element}FontSize`]),
    [`--wg-rv-${name}-weight`]: cssFontWeight(group[`${element}FontWeight`]),
    [`--wg-rv-${name}-color`]: cssColor(group[`${element}Color`]),
  };
}

export function tripadvisorVars(settings: TripadvisorSettings): CssDeclarations {
  const { header, layout, button, reviews, container } = settings;
  return cssVars({
    '--wg-rv-max-width': cssLength(container.containerMaxWidth),
    '--wg-rv-gap': cssLength(layout.columnGap),
    // Header: container, logo, title (company name), total reviews, rating display.
    '--wg-rv-h-bg': cssColor(header.headerBackgroundColor),
    '--wg-rv-h-radius': cssLength(header.headerBorderRadius),
    '--wg-rv-h-align': cssPreset(header.logoAlignment, ALIGN_PRESETS),
    '--wg-rv-h-text-align': cssPreset(header.logoAlignment, TEXT_ALIGN_PRESETS),
    '--wg-rv-logo-size': cssLength(header.logoSize),
    ...textStyle(header, 'companyName', 'name'),
    ...textStyle(header, 'totalReviews', 'total'),
    ...textStyle(header, 'rating', 'rating'),
    '--wg-rv-h-star-size': cssLength(header.ratingStarSize),
    '--wg-rv-h-star': cssColor(header.ratingStarColor),
    '--wg-rv-h-star-off': cssColor(header.ratingEmptyStarColor),
    // The rating's scale ("/5") beside its value.
    '--wg-rv-scale-color': cssColor(header.ratingCountColor),
    // Write a Review button.
    '--wg-rv-btn-color': cssColor(button.buttonTextColor),
    '--wg-rv-btn-bg': cssColor(button.buttonBackgroundColor),
    '--wg-rv-btn-hover-color': cssColor(button.buttonHoverTextColor),
    '--wg-rv-btn-hover-bg': cssColor(button.buttonHoverBackgroundColor),
    '--wg-rv-btn-align': cssPreset(button.buttonAlignment, ALIGN_PRESETS),
    '--wg-rv-btn-font': cssFont(button.buttonFontFamily),
    '--wg-rv-btn-size': cssLength(button.buttonFontSize),
    '--wg-rv-btn-weight': cssFontWeight(button.buttonFontWeight),
    '--wg-rv-btn-pad': cssLength(button.buttonPadding),
    '--wg-rv-btn-radius': cssLength(button.buttonBorderRadius),
    // Reviews: reviewer info, date, title, text, read more, trip type, stars, card.
    ...textStyle(reviews, 'reviewerName', 'author'),
    ...textStyle(reviews, 'reviewerDetails', 'details'),
    ...textStyle(reviews, 'reviewDate', 'date'),
    ...textStyle(reviews, 'reviewTitle', 'title'),
    ...textStyle(reviews, 'reviewText', 'text'),
    ...textStyle(reviews, 'readMore', 'more'),
    ...textStyle(reviews, 'tripType', 'trip'),
    '--wg-rv-star': cssColor(reviews.starColor),
    '--wg-rv-star-off': cssColor(reviews.emptyStarColor),
    '--wg-rv-star-size': cssLength(reviews.starSize),
    '--wg-rv-card-bg': cssColor(reviews.cardBackgroundColor),
    '--wg-rv-card-border': cssColor(reviews.cardBorderColor),
    '--wg-rv-card-radius': cssLength(reviews.cardBorderRadius),
    '--wg-rv-card-pad': cssLength(reviews.cardPadding),
    '--wg-rv-card-min-h': cssLength(reviews.cardMinHeight),
  });
}

/** Every font family setting (the header's three, the button's, the review texts' seven). */
export function tripadvisorFonts(settings: TripadvisorSettings): string[] {
  const { header, button, reviews } = settings;
  return [
    header.companyNameFontFamily,
    header.totalReviewsFontFamily,
    header.ratingFontFamily,
    button.buttonFontFamily,
    reviews.reviewerNameFontFamily,
    reviews.reviewerDetailsFontFamily,
    reviews.reviewDateFontFamily,
    reviews.reviewTitleFontFamily,
    reviews.reviewTextFontFamily,
    reviews.readMoreFontFamily,
    reviews.tripTypeFontFamily,
  ];
}
