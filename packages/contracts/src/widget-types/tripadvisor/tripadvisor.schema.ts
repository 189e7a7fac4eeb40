import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LAYOUTS, REVIEW_FILTERS } from '../../constants/lists';
import {
  bounded,
  choice,
  color,
  flag,
  font,
  fontSize,
  fontWeight,
  length,
  sourceUrl,
  textAlign,
  unit,
} from '../../html-data/field.builders';
import { CONTAINER_WIDTH_RULE, HEIGHT_RULE, LOGO_SIZE_RULE } from '../../rules/unit.rule';
import { languageSchema } from '../language.schema';
import { reviewCurationSchema } from '../review-curation.schema';
import { REVIEW_COUNTS } from './tripadvisor.constants';
import { tripadvisorDefaults as D } from './tripadvisor.defaults';

const H = D.header;
const B = D.button;
const R = D.reviews;

/**
 * htmlData.tripadvisor (spec 001 §3, §9); toggles are booleans. Styling the spec describes but does
 * not name is flat, prefixed by its element: {element}FontFamily, {element}FontSize,
 * {element}FontWeight, {element}Color.
 */
export const tripadvisorSettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  url: sourceUrl(D.url),
  header: z
    .object({
      showHeader: flag(H.showHeader),
      showLogo: flag(H.showLogo),
      showCompanyName: flag(H.showCompanyName),
      showTotalReviews: flag(H.showTotalReviews),
      showRating: flag(H.showRating),
      /** px, or % (spec 001 §5: the header logo is the one size that may be a percentage). */
      logoSize: unit(H.logoSize, LOGO_SIZE_RULE),
      logoAlignment: textAlign(H.logoAlignment),
      headerBackgroundColor: color(H.headerBackgroundColor),
      headerBorderRadius: length(H.headerBorderRadius),
      companyNameFontFamily: font(H.companyNameFontFamily),
      companyNameFontSize: fontSize(H.companyNameFontSize),
      companyNameFontWeight: fontWeight(H.companyNameFontWeight),
      companyNameColor: color(H.companyNameColor),
      totalReviewsFontFamily: font(H.totalReviewsFontFamily),
      totalReviewsFontSize: fontSize(H.totalReviewsFontSize),
      totalReviewsFontWeight: fontWeight(H.totalReviewsFontWeight),
      totalReviewsColor: color(H.totalReviewsColor),
      ratingFontFamily: font(H.ratingFontFamily),
      ratingFontSize: fontSize(H.ratingFontSize),
      ratingFontWeight: fontWeight(H.ratingFontWeight),
      ratingColor: color(H.ratingColor),
      ratingStarSize: length(H.ratingStarSize),
      ratingStarColor: color(H.ratingStarColor),
      ratingEmptyStarColor: color(H.ratingEmptyStarColor),
      ratingCountColor: color(H.ratingCountColor),
    })
    .prefault({}),
  layout: z
    .object({
      layoutType: choice(LAYOUTS, D.layout.layoutType),
      columnGap: length(D.layout.columnGap),
    })
    .prefault({}),
  button: z
    .object({
      showWriteReview: flag(B.showWriteReview),
      buttonTextColor: color(B.buttonTextColor),
      buttonBackgroundColor: color(B.buttonBackgroundColor),
      buttonHoverTextColor: color(B.buttonHoverTextColor),
      buttonHoverBackgroundColor: color(B.buttonHoverBackgroundColor),
      buttonAlignment: textAlign(B.buttonAlignment),
      buttonFontFamily: font(B.buttonFontFamily),
      buttonFontSize: fontSize(B.buttonFontSize),
      buttonFontWeight: fontWeight(B.buttonFontWeight),
      buttonPadding: length(B.buttonPadding),
      buttonBorderRadius: length(B.buttonBorderRadius),
    })
    .prefault({}),
  reviews: z
    .object({
      showReviewDate: flag(R.showReviewDate),
      showTripType: flag(R.showTripType),
      showReviewPhotos: flag(R.showReviewPhotos),
      reviewerNameFontFamily: font(R.reviewerNameFontFamily),
      reviewerNameFontSize: fontSize(R.reviewerNameFontSize),
      reviewerNameFontWeight: fontWeight(R.reviewerNameFontWeight),
      reviewerNameColor: color(R.reviewerNameColor),
      reviewerDetailsFontFamily: font(R.reviewerDetailsFontFamily),
      reviewerDetailsFontSize: fontSize(R.reviewerDetailsFontSize),
      reviewerDetailsFontWeight: fontWeight(R.reviewerDetailsFontWeight),
      reviewerDetailsColor: color(R.reviewerDetailsColor),
      reviewDateFontFamily: font(R.reviewDateFontFamily),
      reviewDateFontSize: fontSize(R.reviewDateFontSize),
      reviewDateFontWeight: fontWeight(R.reviewDateFontWeight),
      reviewDateColor: color(R.reviewDateColor),
      reviewTitleFontFamily: font(R.reviewTitleFontFamily),
      reviewTitleFontSize: fontSize(R.reviewTitleFontSize),
      reviewTitleFontWeight: fontWeight(R.reviewTitleFontWeight),
      reviewTitleColor: color(R.reviewTitleColor),
      reviewTextFontFamily: font(R.reviewTextFontFamily),
      reviewTextFontSize: fontSize(R.reviewTextFontSize),
      reviewTextFontWeight: fontWeight(R.reviewTextFontWeight),
      reviewTextColor: color(R.reviewTextColor),
      readMoreFontFamily: font(R.readMoreFontFamily),
      readMoreFontSize: fontSize(R.readMoreFontSize),
      readMoreFontWeight: fontWeight(R.readMoreFontWeight),
      readMoreColor: color(R.readMoreColor),
      tripTypeFontFamily: font(R.tripTypeFontFamily),
      tripTypeFontSize: fontSize(R.tripTypeFontSize),
      tripTypeFontWeight: fontWeight(R.tripTypeFontWeight),
      tripTypeColor: color(R.tripTypeColor),
      starColor: color(R.starColor),
      emptyStarColor: color(R.emptyStarColor),
      starSize: length(R.starSize),
      cardBackgroundColor: color(R.cardBackgroundColor),
      cardBorderColor: color(R.cardBorderColor),
      cardBorderRadius: length(R.cardBorderRadius),
      cardPadding: length(R.cardPadding),
      cardMinHeight: unit(R.cardMinHeight, HEIGHT_RULE),
    })
    .prefault({}),
  filters: z
    .object({
      numberOfRatings: choice(REVIEW_FILTERS, D.filters.numberOfRatings),
      numberOfReviews: choice(REVIEW_COUNTS, D.filters.numberOfReviews),
      reviewPageCount: bounded(D.filters.reviewPageCount, BOUNDS.pageCount),
    })
    .prefault({}),
  container: z
    .object({
      containerMaxWidth: unit(D.container.containerMaxWidth, CONTAINER_WIDTH_RULE),
    })
    .prefault({}),
  /** Which of the source's reviews show (issue 31), shared by the review types. */
  curation: reviewCurationSchema,
});
export type TripadvisorSettings = z.infer<typeof tripadvisorSettingsSchema>;

/** The tripadvisor widget's contract: its name, its settings, and its htmlData `{ tripadvisor: settings }` (spec 000 §3). */
export const tripadvisorContract = {
  name: 'tripadvisor',
  settings: tripadvisorSettingsSchema,
  htmlData: z.object({ tripadvisor: tripadvisorSettingsSchema.prefault({}) }),
  defaults: D,
} as const;
