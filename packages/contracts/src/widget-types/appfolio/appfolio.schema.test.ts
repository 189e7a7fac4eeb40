// The appfolio contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { describe, expect, it } from 'vitest';
import { defaultHtmlData } from '../../html-data/index';
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('appfolio', [
  ['appfolioSortOrder', 'date_posted'],
  ['appfolioCol', 3],
  ['header.appfolioHeading', 'Find Your Dream Home'],
  ['header.headerFontFamily', 'Montserrat'],
  ['header.headerFontSize', '40px'],
  ['appfolioDisplayFilters.search', 'on'],
  ['appfolioDisplayFilters.cats', 'off'],
  ['appfolioDisplayFilters.dogs', 'off'],
  ['appfolioDisplayFilters.desiredMoveIn', 'off'],
  ['appfolioDisplayFilters.sorting', 'on'],
  ['layout.layoutTemplate', 'eagle'],
  ['layout.layoutTitleSize', '18px'],
  ['layout.layoutAddressSize', '14px'],
  ['detail.detailOpenSeparate', 'off'],
  ['detail.detailTemplate', 'half'],
  ['detail.detailAddressSize', '22px'],
  ['detail.detailPriceSize', '28px'],
  ['detail.detailAvailableSize', '28px'],
  ['detail.detailPhoneSize', '18px'],
  ['detail.detailShowingSize', '16px'],
  ['detail.detailApplySize', '16px'],
  ['detail.detailContactSize', '16px'],
]);

expectFieldRules('appfolio', [
  ['appfolioCol', 1, true],
  ['appfolioCol', 4, true],
  ['appfolioCol', 0, false],
  ['appfolioCol', 5, false],
  ['appfolioCol', '3', false],
  ['appfolioSortOrder', 'rent_desc', true],
  ['appfolioSortOrder', 'price', false],
  ['appfolioUrl', '', true],
  ['appfolioUrl', 'https://acme.appfolio.com/listings', true],
  ['appfolioUrl', 'mailto:a@b.co', false],
  ['layout.layoutApplyLink', 'mailto:leasing@example.com', true],
  ['layout.layoutApplyLink', 'tel:+15550100', true],
  ['layout.layoutApplyLink', 'https://example.com/apply', true],
  ['layout.layoutTemplate', 'hawk', true],
  ['layout.layoutTemplate', 'owl', false],
  ['header.headerFontSize', '8px', true],
  ['header.headerFontSize', '72px', true],
  ['header.headerFontSize', '7px', false],
  ['header.headerFontSize', '73px', false],
  ['header.headerFontSize', 40, false],
  ['header.headerFontBold', 'off', true],
  ['header.headerFontBold', true, false],
  ['clientGmapApi', 'AIzaSyA-b_c123', true],
  ['group', 'Downtown <Lofts>', true],
]);

describe('spec defaults', () => {
  it('appfolio starts from a sample listings page (spec 001 §3)', () => {
    expect(defaultHtmlData('appfolio').appfolio.appfolioUrl).toMatch(/^https:\/\/[a-z.]+appfolio\.com\//);
  });
});
