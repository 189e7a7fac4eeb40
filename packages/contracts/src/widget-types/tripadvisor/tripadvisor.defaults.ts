// The tripadvisor widget's defaults (spec 001 §3, §9) as plain values: the schema beside this file
// builds on them, and the runtime imports them without pulling zod into a customer's page.

import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';
import { reviewCurationDefaults } from '../review-curation.defaults';

const BRAND_GREEN = '#00aa6c';
// The brand green behind white text or as text itself is 3.0:1 on white: a darker shade of it
// reaches WCAG AA (5.4:1) for the button and "Read more"; the stars keep the brand's own.
const BRAND_GREEN_TEXT = '#007a55';
// Secondary text (dates, trip type, reviewer details): #777777 was 4.47:1, just under AA.
const MUTED_TEXT = '#6b6b6b';

/** Toggles are booleans. */
export const tripadvisorDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  /** The hotel or restaurant page. */
  url: '',
  header: {
    showHeader: true,
    showLogo: true,
    showCompanyName: true,
    showTotalReviews: true,
    showRating: true,
    logoSize: '60px',
    logoAlignment: 'left',
    headerBackgroundColor: '#ffffff',
    headerBorderRadius: '8px',
    companyNameFontFamily: 'Open Sans',
    companyNameFontSize: '22px',
    companyNameFontWeight: 'bold',
    companyNameColor: '#000000',
    totalReviewsFontFamily: 'Open Sans',
    totalReviewsFontSize: '14px',
    totalReviewsFontWeight: 'normal',
    totalReviewsColor: '#555555',
    ratingFontFamily: 'Open Sans',
    ratingFontSize: '18px',
    ratingFontWeight: 'bold',
    ratingColor: '#000000',
    ratingStarSize: '18px',
    ratingStarColor: BRAND_GREEN,
    ratingEmptyStarColor: '#e0e0e0',
    ratingCountColor: '#555555',
  },
  layout: { layoutType: 'list', columnGap: '10px' },
  button: {
    showWriteReview: true,
    buttonTextColor: '#ffffff',
    buttonBackgroundColor: BRAND_GREEN_TEXT,
    buttonHoverTextColor: '#ffffff',
    buttonHoverBackgroundColor: '#008f5a',
    buttonAlignment: 'left',
    buttonFontFamily: 'Open Sans',
    buttonFontSize: '14px',
    buttonFontWeight: 'bold',
    buttonPadding: '10px',
    buttonBorderRadius: '20px',
  },
  reviews: {
    showReviewDate: true,
    showTripType: true,
    showReviewPhotos: true,
    reviewerNameFontFamily: 'Open Sans',
    reviewerNameFontSize: '16px',
    reviewerNameFontWeight: 'bold',
    reviewerNameColor: '#000000',
    reviewerDetailsFontFamily: 'Open Sans',
    reviewerDetailsFontSize: '12px',
    reviewerDetailsFontWeight: 'normal',
    reviewerDetailsColor: MUTED_TEXT,
    reviewDateFontFamily: 'Open Sans',
    reviewDateFontSize: '12px',
    reviewDateFontWeight: 'normal',
    reviewDateColor: MUTED_TEXT,
    reviewTitleFontFamily: 'Open Sans',
    reviewTitleFontSize: '16px',
    reviewTitleFontWeight: 'bold',
    reviewTitleColor: '#000000',
    reviewTextFontFamily: 'Open Sans',
    reviewTextFontSize: '14px',
    reviewTextFontWeight: 'normal',
    reviewTextColor: '#333333',
    readMoreFontFamily: 'Open Sans',
    readMoreFontSize: '14px',
    readMoreFontWeight: 'bold',
    readMoreColor: BRAND_GREEN_TEXT,
    tripTypeFontFamily: 'Open Sans',
    tripTypeFontSize: '12px',
    tripTypeFontWeight: 'normal',
    tripTypeColor: MUTED_TEXT,
    starColor: BRAND_GREEN,
    emptyStarColor: '#e0e0e0',
    starSize: '16px',
    cardBackgroundColor: '#ffffff',
    cardBorderColor: '#e0e0e0',
    cardBorderRadius: '8px',
    cardPadding: '16px',
    cardMinHeight: '0px',
  },
  filters: {
    /** Minimum stars. */
    numberOfRatings: 'all',
    /** At most this many reviews; 'all' means no limit. */
    numberOfReviews: '10',
    /** Pages fetched, 20 reviews each. */
    reviewPageCount: 1,
  },
  container: { containerMaxWidth: '100%' },
  curation: reviewCurationDefaults,
} as const;
