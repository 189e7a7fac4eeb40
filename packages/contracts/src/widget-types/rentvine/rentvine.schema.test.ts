// The rentvine contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('rentvine', [
  ['rentvineUrl', ''],
  ['renttvineCol', 3],
  ['rentvineSortOrder', 'date_posted'],
  ['header.rentvineHeading', 'Find Your Dream Home'],
  ['rentvineDisplayFilters.minRent', 'on'],
  ['rentvineDisplayFilters.cats', 'off'],
  ['layout.layoutTemplate', 'eagle'],
  ['detail.detailTemplate', 'half'],
]);

expectFieldRules('rentvine', [
  ['renttvineCol', 4, true],
  ['renttvineCol', 5, false],
]);
