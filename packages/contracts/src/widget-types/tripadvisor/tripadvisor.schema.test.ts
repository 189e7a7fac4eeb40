// The tripadvisor contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('tripadvisor', [
  ['header.showHeader', true],
  ['header.showLogo', true],
  ['header.showCompanyName', true],
  ['header.showTotalReviews', true],
  ['header.showRating', true],
  ['header.logoSize', '60px'],
  ['header.headerBorderRadius', '8px'],
  ['layout.layoutType', 'list'],
  ['layout.columnGap', '10px'],
  ['reviews.showReviewPhotos', true],
  ['filters.numberOfRatings', 'all'],
  ['filters.numberOfReviews', '10'],
  ['filters.reviewPageCount', 1],
  ['container.containerMaxWidth', '100%'],
]);

expectFieldRules('tripadvisor', [
  ['header.showHeader', false, true],
  ['header.showHeader', 'off', false],
  ['header.logoSize', '50%', true],
  ['header.logoSize', '101%', false],
  ['header.companyNameFontWeight', '900', true],
  ['header.companyNameFontWeight', '950', false],
  ['header.companyNameFontFamily', 'Dancing Script', true],
  ['header.companyNameFontFamily', 'Comic Sans MS', false],
  ['container.containerMaxWidth', '10%', true],
  ['container.containerMaxWidth', '95%', true],
  ['container.containerMaxWidth', '5%', false],
  ['container.containerMaxWidth', '92%', false],
  ['container.containerMaxWidth', '100px', false],
  ['filters.reviewPageCount', 1, true],
  ['filters.reviewPageCount', 50, true],
  ['filters.reviewPageCount', 0, false],
  ['filters.reviewPageCount', 51, false],
  ['filters.numberOfReviews', 'all', true],
  ['filters.numberOfReviews', '25', false],
  ['reviews.cardMinHeight', '2000px', true],
  ['reviews.cardMinHeight', '2001px', false],
]);
