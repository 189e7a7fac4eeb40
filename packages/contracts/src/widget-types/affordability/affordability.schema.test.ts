// The affordability contract's own checks: the defaults the spec states, the value rules of its fields
// (run by the shared table helpers in html-data/test-helpers.ts), and what is particular to it.
import { describe, expect, it } from 'vitest';
import { expectFieldRules, expectSpecDefaults } from '../../html-data/test-helpers';
import { htmlDataSchemaOf } from '../registry';

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

describe('out-of-range values are refused, never clamped (issue 14)', () => {
  it('names the bound of each refused field, at its path, and changes nothing', () => {
    const input = {
      affordability: {
        defaults: { interestRate: 99 },
        advanced: { debtToIncomeRatio: 500 },
        container: { padding: '400px' },
        header: { fontSize: '99999px' },
      },
    };
    const result = htmlDataSchemaOf('affordability').safeParse(input);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual(
      expect.arrayContaining([
        ['affordability.defaults.interestRate', 'Enter a number from 0 to 20.'],
        ['affordability.advanced.debtToIncomeRatio', 'Enter a whole number from 0 to 100.'],
        ['affordability.container.padding', 'Enter a size from 0px to 200px.'],
        ['affordability.header.fontSize', 'Enter a size from 8px to 72px.'],
      ]),
    );
    expect(issues).toHaveLength(4);
  });
});
