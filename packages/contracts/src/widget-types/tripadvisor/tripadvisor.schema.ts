import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LAYOUTS, REVIEW_COUNTS, REVIEW_FILTERS } from '../../constants/lists';
import { CONTAINER_WIDTH_RULE, HEIGHT_RULE, LOGO_SIZE_RULE } from '../../rules/unit.rule';
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

const BRAND_GREEN = '#00aa6c';

/**
 * htmlData.tripadvisor (spec 001 §3, §9); toggles are booleans. Styling the spec describes but does
 * not name is flat, prefixed by its element: {element}FontFamily, {element}FontSize,
 * {element}FontWeight, {element}Color.
 */
export const tripadvisorSettingsSchema = z.object({
  /** The hotel or restaurant page. */
  url: sourceUrl(''),
  header: z
    .object({
      showHeader: flag(true),
      showLogo: flag(true),
      showCompanyName: flag(true),
      showTotalReviews: flag(true),
      showRating: flag(true),
      /** px, or % (spec 001 §5: the header logo is the one size that may be a percentage). */
      logoSize: unit('60px', LOGO_SIZE_RULE),
      logoAlignment: textAlign('left'),
      headerBackgroundColor: color('#ffffff'),
      headerBorderRadius: length('8px'),
      companyNameFontFamily: font(),
      companyNameFontSize: fontSize('22px'),
      companyNameFontWeight: fontWeight('bold'),
      companyNameColor: color('#000000'),
      totalReviewsFontFamily: font(),
      totalReviewsFontSize: fontSize('14px'),
      totalReviewsFontWeight: fontWeight('normal'),
      totalReviewsColor: color('#555555'),
      ratingFontFamily: font(),
      ratingFontSize: fontSize('18px'),
      ratingFontWeight: fontWeight('bold'),
      ratingColor: color('#000000'),
      ratingStarSize: length('18px'),
      ratingStarColor: color(BRAND_GREEN),
      ratingEmptyStarColor: color('#e0e0e0'),
      ratingCountColor: color('#555555'),
    })
    .prefault({}),
  layout: z
    .object({
      layoutType: choice(LAYOUTS, 'list'),
      columnGap: length('10px'),
    })
    .prefault({}),
  button: z
    .object({
      showWriteReview: flag(true),
      buttonTextColor: color('#ffffff'),
      buttonBackgroundColor: color(BRAND_GREEN),
      buttonHoverTextColor: color('#ffffff'),
      buttonHoverBackgroundColor: color('#008f5a'),
      buttonAlignment: textAlign('left'),
      buttonFontFamily: font(),
      buttonFontSize: fontSize('14px'),
      buttonFontWeight: fontWeight('bold'),
      buttonPadding: length('10px'),
      buttonBorderRadius: length('20px'),
    })
    .prefault({}),
  reviews: z
    .object({
      showReviewDate: flag(true),
      showTripType: flag(true),
      showReviewPhotos: flag(true),
      reviewerNameFontFamily: font(),
      reviewerNameFontSize: fontSize('16px'),
      reviewerNameFontWeight: fontWeight('bold'),
      reviewerNameColor: color('#000000'),
      reviewerDetailsFontFamily: font(),
      reviewerDetailsFontSize: fontSize('12px'),
      reviewerDetailsFontWeight: fontWeight('normal'),
      reviewerDetailsColor: color('#777777'),
      reviewDateFontFamily: font(),
      reviewDateFontSize: fontSize('12px'),
      reviewDateFontWeight: fontWeight('normal'),
      reviewDateColor: color('#777777'),
      reviewTitleFontFamily: font(),
      reviewTitleFontSize: fontSize('16px'),
      reviewTitleFontWeight: fontWeight('bold'),
      reviewTitleColor: color('#000000'),
      reviewTextFontFamily: font(),
      reviewTextFontSize: fontSize('14px'),
      reviewTextFontWeight: fontWeight('normal'),
      reviewTextColor: color('#333333'),
      readMoreFontFamily: font(),
      readMoreFontSize: fontSize('14px'),
      readMoreFontWeight: fontWeight('bold'),
      readMoreColor: color(BRAND_GREEN),
      tripTypeFontFamily: font(),
      tripTypeFontSize: fontSize('12px'),
      tripTypeFontWeight: fontWeight('normal'),
      tripTypeColor: color('#777777'),
      starColor: color(BRAND_GREEN),
      emptyStarColor: color('#e0e0e0'),
      starSize: length('16px'),
      cardBackgroundColor: color('#ffffff'),
      cardBorderColor: color('#e0e0e0'),
      cardBorderRadius: length('8px'),
      cardPadding: length('16px'),
      cardMinHeight: unit('0px', HEIGHT_RULE),
    })
    .prefault({}),
  filters: z
    .object({
      /** Minimum stars. */
      numberOfRatings: choice(REVIEW_FILTERS, 'all'),
      /** At most this many reviews; 'all' means no limit. */
      numberOfReviews: choice(REVIEW_COUNTS, '10'),
      /** Pages fetched, 20 reviews each. */
      reviewPageCount: bounded(1, BOUNDS.pageCount),
    })
    .prefault({}),
  container: z
    .object({
      containerMaxWidth: unit('100%', CONTAINER_WIDTH_RULE),
    })
    .prefault({}),
});
export type TripadvisorSettings = z.infer<typeof tripadvisorSettingsSchema>;

/** The tripadvisor widget's contract: its name, its settings, and its htmlData `{ tripadvisor: settings }` (spec 000 §3). */
export const tripadvisorContract = {
  name: 'tripadvisor',
  settings: tripadvisorSettingsSchema,
  htmlData: z.object({ tripadvisor: tripadvisorSettingsSchema.prefault({}) }),
} as const;
