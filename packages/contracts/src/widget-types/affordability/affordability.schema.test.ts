// The affordability contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';

expectSpecDefaults('affordability', [
  ['header.heading', 'Affordability Calculator'],
  ['header.subHeading', 'See how much home you can afford'],
  ['defaults.loanTerm', 30],
  ['defaults.interestRate', 4.5],
  ['defaults.homePrice', 0],
  ['advanced.debtToIncomeRatio', 36],
  ['advanced.housingDebtToIncomeRatio', 28],
  ['results.layout', 'simple'],
]);

expectFieldRules('affordability', [
  ['defaults.interestRate', 0, true],
  ['defaults.interestRate', 20, true],
  ['defaults.interestRate', 20.5, false],
  ['defaults.interestRate', -1, false],
  ['defaults.loanTerm', 15, true],
  ['defaults.loanTerm', 25, false],
  ['advanced.debtToIncomeRatio', 0, true],
  ['advanced.debtToIncomeRatio', 100, true],
  ['advanced.debtToIncomeRatio', 101, false],
  ['advanced.housingDebtToIncomeRatio', 28.5, false],
  ['layout.spacing', 'spacious', true],
  ['layout.spacing', 'huge', false],
  ['fields.fontSize', '8px', true],
  ['fields.fontSize', '80px', false],
  ['container.borderRadius', '0px', true],
  ['container.borderRadius', '-1px', false],
  ['header.textAlign', 'right', true],
  ['header.textAlign', 'justify', false],
]);
