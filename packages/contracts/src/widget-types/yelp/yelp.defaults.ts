// The yelp widget's defaults (spec 001 §3, §9) as plain values: the schema beside this file builds
// on them, and the runtime imports them without pulling zod into a customer's page.

import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';
import { reviewCurationDefaults } from '../review-curation.defaults';

/** Spec 001 §9: the review platform's button colour. */
const YELP_RED = '#d32323';

/** Toggles are on/off strings; `reviewPhothoStatus` is spelled so in the contract. */
export const yelpDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  url: '',
  /** The id from the platform's Write a Review address. */
  businessId: '',
  /** Custom display name for the business. */
  companyName: '',
  fetchReviews: 10,
  header: {
    yelpCompanyName: '',
    headerStatus: 'on',
    logoStatus: 'on',
    companyNameStatus: 'on',
    addReviewStatus: 'on',
    reviewCountStatus: 'on',
    headerFontFamily: 'Open Sans',
    headerFontSize: '24px',
    headerFontBold: 'on',
    headerFontItalic: 'off',
    headerColor: '#000000',
    headerBg: '#ffffff',
    reviewCountColor: '#666666',
    reviewCountFontSize: '14px',
    addReviewColor: '#ffffff',
    addReviewBg: YELP_RED,
    addReviewFontSize: '14px',
    addReviewBorderRadius: '4px',
  },
  button: {
    readMoreStatus: 'on',
    /** Reviews are cut at this many words behind Read More. */
    wordCountThreshold: 50,
    readMoreColor: '#ffffff',
    readMoreBg: YELP_RED,
    readMoreHoverColor: '#ffffff',
    readMoreHoverBg: '#af1d1d',
    readMoreFontSize: '14px',
    readMoreFontFamily: 'Open Sans',
  },
  cards: {
    cardBg: '#ffffff',
    cardBorderColor: '#e6e6e6',
    cardTextColor: '#333333',
    cardTextSize: '14px',
    cardBorderRadius: '8px',
    reactionBarStatus: 'on',
    reviewPhothoStatus: 'off',
    cardFontFamily: 'Open Sans',
  },
  reviews: {
    reviewFilter: 'all',
    reviewlayout: 'list',
    reviewTextColor: '#333333',
    reviewTextSize: '14px',
    containerBg: '#ffffff',
    containerBorderColor: '#e6e6e6',
    reviewFontFamily: 'Open Sans',
  },
  curation: reviewCurationDefaults,
} as const;
