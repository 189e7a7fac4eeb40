import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LAYOUTS, REVIEW_FILTERS, YELP_FETCH_COUNTS } from '../../constants/lists';
import {
  bounded,
  choice,
  color,
  font,
  fontSize,
  length,
  numberChoice,
  sourceUrl,
  text,
  toggle,
  token,
} from '../../html-data/field.builders';

/** Spec 001 §9: the review platform's button colour. */
const YELP_RED = '#d32323';

/** The id from the platform's Write a Review address: letters, digits, '-', '_' and %-escapes. */
const businessId = () =>
  token(/^[\p{L}\p{N}_%-]{0,200}$/u, 'A business ID has only letters, digits, -, _ and % (at most 200).');

/**
 * htmlData.yelp (spec 001 §3, §9); toggles are on/off strings and `reviewPhothoStatus` is spelled
 * so in the contract. Styling the spec describes but does not name is prefixed by its element.
 */
export const yelpSettingsSchema = z.object({
  url: sourceUrl(''),
  businessId: businessId(),
  /** Custom display name for the business. */
  companyName: text(''),
  fetchReviews: numberChoice(YELP_FETCH_COUNTS, 10),
  header: z
    .object({
      yelpCompanyName: text(''),
      headerStatus: toggle('on'),
      logoStatus: toggle('on'),
      companyNameStatus: toggle('on'),
      addReviewStatus: toggle('on'),
      reviewCountStatus: toggle('on'),
      headerFontFamily: font(),
      headerFontSize: fontSize('24px'),
      headerFontBold: toggle('on'),
      headerFontItalic: toggle('off'),
      headerColor: color('#000000'),
      headerBg: color('#ffffff'),
      reviewCountColor: color('#666666'),
      reviewCountFontSize: fontSize('14px'),
      addReviewColor: color('#ffffff'),
      addReviewBg: color(YELP_RED),
      addReviewFontSize: fontSize('14px'),
      addReviewBorderRadius: length('4px'),
    })
    .prefault({}),
  button: z
    .object({
      readMoreStatus: toggle('on'),
      /** Reviews are cut at this many words behind Read More. */
      wordCountThreshold: bounded(50, BOUNDS.wordCount),
      readMoreColor: color('#ffffff'),
      readMoreBg: color(YELP_RED),
      readMoreHoverColor: color('#ffffff'),
      readMoreHoverBg: color('#af1d1d'),
      readMoreFontSize: fontSize('14px'),
      readMoreFontFamily: font(),
    })
    .prefault({}),
  cards: z
    .object({
      cardBg: color('#ffffff'),
      cardBorderColor: color('#e6e6e6'),
      cardTextColor: color('#333333'),
      cardTextSize: fontSize('14px'),
      cardBorderRadius: length('8px'),
      reactionBarStatus: toggle('on'),
      reviewPhothoStatus: toggle('off'),
      cardFontFamily: font(),
    })
    .prefault({}),
  reviews: z
    .object({
      reviewFilter: choice(REVIEW_FILTERS, 'all'),
      reviewlayout: choice(LAYOUTS, 'list'),
      reviewTextColor: color('#333333'),
      reviewTextSize: fontSize('14px'),
      containerBg: color('#ffffff'),
      containerBorderColor: color('#e6e6e6'),
      reviewFontFamily: font(),
    })
    .prefault({}),
});
export type YelpSettings = z.infer<typeof yelpSettingsSchema>;

/** The yelp widget's contract: its name, its settings, and its htmlData `{ yelp: settings }` (spec 000 §3). */
export const yelpContract = {
  name: 'yelp',
  settings: yelpSettingsSchema,
  htmlData: z.object({ yelp: yelpSettingsSchema.prefault({}) }),
} as const;
