import { calculateAffordability, formatMoney } from '@widgetry/calculators';
import { dispatchRent, rentListenerPresent } from '@widgetry/widgets-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { incomeForRent } from './affordability.behaviour';
import { defaults, mountCalculator } from './affordability.test-support';

const mounted: ReturnType<typeof mountCalculator>[] = [];
function calculatorOnPage() {
  const calculator = mountCalculator();
  mounted.push(calculator);
  return calculator;
}

afterEach(() => {
  for (const calculator of mounted.splice(0)) calculator.widget.destroy();
  document.body.replaceChildren();
});

const rent = { rent: 1800, rentMax: 2100, source: 'appfolio', listingId: 'cedar-house', title: 'Cedar House' };

describe('a listing’s rent handed to the calculator (widgets-core README, rent hand-off)', () => {
  it('fills the income that rent needs at the housing ratio and calculates', () => {
    const calculator = calculatorOnPage();
    expect(rentListenerPresent(document)).toBe(true);
    expect(dispatchRent(document, rent)).toBe(true);
    // 1,800 a month is 28 % (the default housing ratio) of 77,143 a year.
    expect(incomeForRent(1800, 28)).toBe(77143);
    expect(calculator.control('annualIncome').value).toBe('77143');
    const expected = calculateAffordability({
      annualIncome: 77143,
      extraIncome: 0,
      monthlyDebts: 0,
      downPayment: 0,
      loanTermYears: 30,
      interestRate: 4.5,
      debtToIncomeRatio: 36,
      housingDebtToIncomeRatio: 28,
    });
    expect(calculator.figures().homePrice).toBe(formatMoney(expected.homePrice));
  });

  it('keeps the filled income across a settings update and stops listening once destroyed', () => {
    const calculator = calculatorOnPage();
    dispatchRent(document, rent);
    calculator.widget.update(defaults());
    expect(calculator.control('annualIncome').value).toBe('77143');
    calculator.widget.destroy();
    expect(rentListenerPresent(document)).toBe(false);
  });

  it("counts the calculation it makes for the owner's insights (issue 30)", () => {
    const report = vi.fn<(name: string) => void>();
    const calculator = mountCalculator(defaults(), report);
    mounted.push(calculator);
    dispatchRent(document, rent);
    expect(report.mock.calls).toEqual([['calculated']]);
  });
});
