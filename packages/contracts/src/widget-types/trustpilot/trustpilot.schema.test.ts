// The trustpilot contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('trustpilot', [
  ['url', ''],
  ['logoStatus', 'on'],
  ['companyNameStatus', 'on'],
  ['addReviewStatus', 'on'],
  ['reviewCountStatus', 'on'],
  ['reviewFilter', 'all'],
  ['layout', 'list'],
  ['color', '#000000'],
  ['bgcolor', '#ffffff'],
]);

expectFieldRules('trustpilot', [
  ['layout', 'carousel', true],
  ['layout', 'grid', false],
  ['reviewFilter', '3', true],
  ['reviewFilter', 3, false],
  ['color', '#0000', true],
  ['color', 'black', false],
]);
