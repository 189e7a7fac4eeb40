import { z } from 'zod';
import { BOUNDS } from '../../constants/bounds';
import { LAYOUTS, REVIEW_FILTERS } from '../../constants/lists';
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
import { languageSchema } from '../language.schema';
import { reviewCurationSchema } from '../review-curation.schema';
import { YELP_FETCH_COUNTS } from './yelp.constants';
import { yelpDefaults as D } from './yelp.defaults';

const H = D.header;

/** The id from the platform's Write a Review address: letters, digits, '-', '_' and %-escapes. */
const businessId = (fallback: string) =>
  token(
    /^[\p{L}\p{N}_%-]{0,200}$/u,
    'A business ID has only letters, digits, -, _ and % (at most 200).',
    200,
    fallback,
  );

/**
 * htmlData.yelp (spec 001 §3, §9); toggles are on/off strings and `reviewPhothoStatus` is spelled
 * so in the contract. Styling the spec describes but does not name is prefixed by its element.
 */
export const yelpSettingsSchema = z.object({
  /** The language visitors read it in (issue 32), shared by every type. */
  language: languageSchema,
  url: sourceUrl(D.url),
  businessId: businessId(D.businessId),
  companyName: text(D.companyName),
  fetchReviews: numberChoice(YELP_FETCH_COUNTS, D.fetchReviews),
  header: z
    .object({
      yelpCompanyName: text(H.yelpCompanyName),
      headerStatus: toggle(H.headerStatus),
      logoStatus: toggle(H.logoStatus),
      companyNameStatus: toggle(H.companyNameStatus),
      addReviewStatus: toggle(H.addReviewStatus),
      reviewCountStatus: toggle(H.reviewCountStatus),
      headerFontFamily: font(H.headerFontFamily),
      headerFontSize: fontSize(H.headerFontSize),
      headerFontBold: toggle(H.headerFontBold),
      headerFontItalic: toggle(H.headerFontItalic),
      headerColor: color(H.headerColor),
      headerBg: color(H.headerBg),
      reviewCountColor: color(H.reviewCountColor),
      reviewCountFontSize: fontSize(H.reviewCountFontSize),
      addReviewColor: color(H.addReviewColor),
      addReviewBg: color(H.addReviewBg),
      addReviewFontSize: fontSize(H.addReviewFontSize),
      addReviewBorderRadius: length(H.addReviewBorderRadius),
    })
    .prefault({}),
  button: z
    .object({
      readMoreStatus: toggle(D.button.readMoreStatus),
      wordCountThreshold: bounded(D.button.wordCountThreshold, BOUNDS.wordCount),
      readMoreColor: color(D.button.readMoreColor),
      readMoreBg: color(D.button.readMoreBg),
      readMoreHoverColor: color(D.button.readMoreHoverColor),
      readMoreHoverBg: color(D.button.readMoreHoverBg),
      readMoreFontSize: fontSize(D.button.readMoreFontSize),
      readMoreFontFamily: font(D.button.readMoreFontFamily),
    })
    .prefault({}),
  cards: z
    .object({
      cardBg: color(D.cards.cardBg),
      cardBorderColor: color(D.cards.cardBorderColor),
      cardTextColor: color(D.cards.cardTextColor),
      cardTextSize: fontSize(D.cards.cardTextSize),
      cardBorderRadius: length(D.cards.cardBorderRadius),
      reactionBarStatus: toggle(D.cards.reactionBarStatus),
      reviewPhothoStatus: toggle(D.cards.reviewPhothoStatus),
      cardFontFamily: font(D.cards.cardFontFamily),
    })
    .prefault({}),
  reviews: z
    .object({
      reviewFilter: choice(REVIEW_FILTERS, D.reviews.reviewFilter),
      reviewlayout: choice(LAYOUTS, D.reviews.reviewlayout),
      reviewTextColor: color(D.reviews.reviewTextColor),
      reviewTextSize: fontSize(D.reviews.reviewTextSize),
      containerBg: color(D.reviews.containerBg),
      containerBorderColor: color(D.reviews.containerBorderColor),
      reviewFontFamily: font(D.reviews.reviewFontFamily),
    })
    .prefault({}),
  /** Which of the source's reviews show (issue 31), shared by the review types. */
  curation: reviewCurationSchema,
});
export type YelpSettings = z.infer<typeof yelpSettingsSchema>;

/** The yelp widget's contract: its name, its settings, and its htmlData `{ yelp: settings }` (spec 000 §3). */
export const yelpContract = {
  name: 'yelp',
  settings: yelpSettingsSchema,
  htmlData: z.object({ yelp: yelpSettingsSchema.prefault({}) }),
  defaults: D,
} as const;
