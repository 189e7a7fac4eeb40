// The yelp contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('yelp', [
  ['fetchReviews', 10],
  ['button.wordCountThreshold', 50],
  ['header.addReviewBg', '#d32323'],
  ['cards.reactionBarStatus', 'on'],
  ['cards.reviewPhothoStatus', 'off'],
]);

expectFieldRules('yelp', [
  ['fetchReviews', 5, true],
  ['fetchReviews', 45, true],
  ['fetchReviews', 50, false],
  ['fetchReviews', 7, false],
  ['fetchReviews', '10', false],
  ['businessId', 'the-corner-cafe-san-francisco', true],
  ['businessId', 'caf%C3%A9-paris', true],
  ['businessId', 'café-paris', true],
  ['businessId', 'cafe/paris', false],
  ['cards.reviewPhothoStatus', 'on', true],
  ['cards.reviewPhothoStatus', true, false],
]);
