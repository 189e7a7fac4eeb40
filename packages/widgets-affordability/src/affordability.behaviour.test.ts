import { calculateAffordability, formatMoney } from '@widgetry/calculators';
import { createI18n } from '@widgetry/widgets-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTAINER_MISSING } from './affordability.behaviour';
import { defaults, mountCalculator } from './affordability.test-support';
import { AFFORDABILITY_ERRORS } from './affordability.text';
import { affordabilityMessages } from './i18n/en';
import { affordabilityRuntime } from './index';

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

interface Row {
  name: string;
  typed: {
    annualIncome: string;
    extraIncome: string;
    monthlyDebts: string;
    downPayment: string;
    loanTerm: string;
    interestRate: string;
  };
  ratios?: { housing: number; debt: number };
  limitedBy: string;
}

const ROWS: Row[] = [
  {
    name: 'housing-limited',
    typed: {
      annualIncome: '120000',
      extraIncome: '0',
      monthlyDebts: '500',
      downPayment: '60000',
      loanTerm: '30',
      interestRate: '4.5',
    },
    limitedBy: 'Limited by your housing ratio (28%)',
  },
  {
    name: 'debt-limited',
    typed: {
      annualIncome: '90000',
      extraIncome: '0',
      monthlyDebts: '1200',
      downPayment: '20000',
      loanTerm: '30',
      interestRate: '6.5',
    },
    limitedBy: 'Limited by your total debt ratio (36%)',
  },
  {
    name: 'zero rate',
    typed: {
      annualIncome: '60000',
      extraIncome: '500',
      monthlyDebts: '0',
      downPayment: '10000',
      loanTerm: '15',
      interestRate: '0',
    },
    limitedBy: 'Limited by your housing ratio (28%)',
  },
  {
    name: 'zero income',
    typed: {
      annualIncome: '0',
      extraIncome: '0',
      monthlyDebts: '0',
      downPayment: '0',
      loanTerm: '30',
      interestRate: '4.5',
    },
    limitedBy: 'Limited by your housing ratio (28%)',
  },
  {
    name: 'debts already past the limit',
    typed: {
      annualIncome: '48000',
      extraIncome: '0',
      monthlyDebts: '2000',
      downPayment: '15000',
      loanTerm: '20',
      interestRate: '5',
    },
    limitedBy: 'Limited by your total debt ratio (36%)',
  },
  {
    name: 'custom ratios with extra income',
    typed: {
      annualIncome: '75000',
      extraIncome: '1250.50',
      monthlyDebts: '300',
      downPayment: '35000',
      loanTerm: '20',
      interestRate: '7.25',
    },
    ratios: { housing: 31, debt: 43 },
    limitedBy: 'Limited by your housing ratio (31%)',
  },
  {
    name: 'optional amounts left blank',
    typed: {
      annualIncome: '250000',
      extraIncome: '',
      monthlyDebts: '',
      downPayment: '',
      loanTerm: '15',
      interestRate: '20',
    },
    limitedBy: 'Limited by your housing ratio (28%)',
  },
];

const amount = (text: string) => (text.trim() === '' ? 0 : Number(text));

describe('affordability calculator in the page', () => {
  it.each(ROWS)('shows the figures of @widgetry/calculators: $name', ({ typed, ratios, limitedBy }) => {
    const settings = defaults();
    if (ratios) {
      settings.advanced.housingDebtToIncomeRatio = ratios.housing;
      settings.advanced.debtToIncomeRatio = ratios.debt;
    }
    const calculator = mountCalculator(settings);
    calculator.type(typed);
    calculator.calculate();
    const expected = calculateAffordability({
      annualIncome: amount(typed.annualIncome),
      extraIncome: amount(typed.extraIncome),
      monthlyDebts: amount(typed.monthlyDebts),
      downPayment: amount(typed.downPayment),
      loanTermYears: Number(typed.loanTerm),
      interestRate: Number(typed.interestRate),
      debtToIncomeRatio: ratios?.debt ?? 36,
      housingDebtToIncomeRatio: ratios?.housing ?? 28,
    });
    expect(calculator.figures()).toEqual({
      homePrice: formatMoney(expected.homePrice),
      loanAmount: formatMoney(expected.loanAmount),
      monthlyPayment: formatMoney(expected.monthlyPayment),
      downPayment: formatMoney(expected.downPayment),
    });
    expect(calculator.note('limitedBy')).toBe(limitedBy);
    expect(calculator.note('target')).toBeNull();
  });

  it('shows known figures for the housing-limited example of the info popup', () => {
    const calculator = mountCalculator();
    calculator.type({ annualIncome: '120000', monthlyDebts: '500', downPayment: '60000' });
    calculator.calculate();
    expect(calculator.figures()).toEqual({
      homePrice: '$612,611.25',
      loanAmount: '$552,611.25',
      monthlyPayment: '$2,800.00',
      downPayment: '$60,000.00',
    });
  });

  it('compares a target home price with the affordable one', () => {
    const calculator = mountCalculator();
    calculator.type({ annualIncome: '120000', monthlyDebts: '500', downPayment: '60000', homePrice: '500000' });
    calculator.calculate();
    expect(calculator.note('target')).toBe('Your target price of $500,000.00 is within what you can afford.');
    expect(calculator.shadow.querySelector('[data-key="target"]')?.getAttribute('data-state')).toBe('within');

    calculator.type({ homePrice: '700000' });
    calculator.calculate();
    expect(calculator.note('target')).toBe(
      'Your target price of $700,000.00 is above what you can afford by $87,388.75.',
    );
    expect(calculator.shadow.querySelector('[data-key="target"]')?.getAttribute('data-state')).toBe('above');

    calculator.type({ homePrice: '' });
    calculator.calculate();
    expect(calculator.note('target')).toBeNull();
  });

  it('starts from the saved defaults, blank for amounts of 0', () => {
    const settings = defaults();
    settings.defaults.annualIncome = 85000;
    settings.defaults.loanTerm = 20;
    settings.defaults.interestRate = 6.1;
    const calculator = mountCalculator(settings);
    expect(calculator.control('annualIncome').value).toBe('85000');
    expect(calculator.control('downPayment').value).toBe('');
    expect(calculator.control('loanTerm').value).toBe('20');
    expect(calculator.control('interestRate').value).toBe('6.1');
  });

  it('Reset restores the defaults and clears the result and the errors', () => {
    const settings = defaults();
    settings.defaults.downPayment = 25000;
    const calculator = mountCalculator(settings);
    calculator.type({ annualIncome: '90000', downPayment: '1000', loanTerm: '15', interestRate: '3', homePrice: '1' });
    calculator.calculate();
    expect(calculator.figures().homePrice).not.toBe('—');
    calculator.type({ annualIncome: '' });
    calculator.calculate();
    expect(calculator.error('annualIncome').hidden).toBe(false);

    calculator.reset();
    expect(calculator.control('annualIncome').value).toBe('');
    expect(calculator.control('downPayment').value).toBe('25000');
    expect(calculator.control('loanTerm').value).toBe('30');
    expect(calculator.control('interestRate').value).toBe('4.5');
    expect(calculator.control('homePrice').value).toBe('');
    expect(Object.values(calculator.figures())).toEqual(['—', '—', '—', '—']);
    expect(calculator.note('limitedBy')).toBeNull();
    expect(calculator.note('target')).toBeNull();
    expect(calculator.error('annualIncome').hidden).toBe(true);
    expect(calculator.control('annualIncome').hasAttribute('aria-invalid')).toBe(false);
    expect(calculator.control('annualIncome').hasAttribute('aria-describedby')).toBe(false);
  });

  it('shows errors accessibly, moves focus to the first one and shows no figures', () => {
    const calculator = mountCalculator();
    calculator.type({ monthlyDebts: '-5', interestRate: '25' });
    calculator.calculate();
    const income = calculator.control('annualIncome');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(income.getAttribute('aria-describedby')).toBe(calculator.error('annualIncome').id);
    expect(calculator.error('annualIncome').textContent).toBe(AFFORDABILITY_ERRORS.incomeMissing);
    expect(calculator.error('annualIncome').hidden).toBe(false);
    expect(calculator.error('monthlyDebts').textContent).toBe(AFFORDABILITY_ERRORS.amountInvalid);
    expect(calculator.error('interestRate').textContent).toBe(AFFORDABILITY_ERRORS.rateInvalid);
    expect(calculator.control('downPayment').hasAttribute('aria-invalid')).toBe(false);
    expect(calculator.error('downPayment').hidden).toBe(true);
    expect(calculator.shadow.activeElement).toBe(income);
    expect(calculator.figures().homePrice).toBe('—');

    calculator.type({ annualIncome: '50000', monthlyDebts: '0', interestRate: '5' });
    calculator.calculate();
    expect(income.hasAttribute('aria-invalid')).toBe(false);
    expect(calculator.error('interestRate').hidden).toBe(true);
    expect(calculator.figures().homePrice).not.toBe('—');
  });

  it('asks for a loan term when none is chosen', () => {
    const settings = defaults();
    Reflect.set(settings.defaults, 'loanTerm', 25);
    const calculator = mountCalculator(settings);
    expect(calculator.control('loanTerm').value).toBe('');
    calculator.type({ annualIncome: '50000' });
    calculator.calculate();
    expect(calculator.error('loanTerm').textContent).toBe(AFFORDABILITY_ERRORS.termInvalid);
    expect(calculator.shadow.activeElement).toBe(calculator.control('loanTerm'));
  });

  it('stops listening once destroyed', () => {
    const calculator = mountCalculator();
    const form = calculator.shadow.querySelector('form');
    calculator.widget.destroy();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });

  it("warns 'Affordability container not found' when attached to a root without the calculator", () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const root = document.createElement('div');
    root.innerHTML = '<form><button type="submit">Go</button></form>';
    const behaviour = affordabilityRuntime.attach?.(root, defaults(), {
      idPrefix: 'x-',
      i18n: createI18n(affordabilityMessages),
    });
    expect(warn).toHaveBeenCalledExactlyOnceWith(CONTAINER_MISSING);
    expect(CONTAINER_MISSING).toBe('Affordability container not found');
    const event = new Event('submit', { bubbles: true, cancelable: true });
    root.querySelector('form')?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    behaviour?.destroy();
  });
});

describe('settings updates', () => {
  it('repaint in place: same shadow root, same base stylesheet, new texts and layout', () => {
    const calculator = mountCalculator();
    const style = calculator.shadow.querySelector('style');
    const next = defaults();
    next.header.heading = 'How much can you borrow?';
    next.layout.template = 'horizontal';
    next.layout.spacing = 'spacious';
    next.header.textColor = '#112233';
    calculator.widget.update(next);
    expect(calculator.el.shadowRoot).toBe(calculator.shadow);
    expect(calculator.shadow.querySelector('style')).toBe(style);
    expect(calculator.shadow.querySelectorAll('.wg-af')).toHaveLength(1);
    expect(calculator.shadow.querySelector('h2')?.textContent).toBe('How much can you borrow?');
    const container = calculator.shadow.querySelector('.wg-af');
    expect(container?.getAttribute('data-template')).toBe('horizontal');
    expect(container?.getAttribute('data-spacing')).toBe('spacious');
    const root = calculator.shadow.querySelector<HTMLElement>('.wg-root');
    expect(root?.style.getPropertyValue('--wg-h-color')).toBe('#112233');
  });

  it('keep what the visitor typed, let untouched fields follow new defaults, and recalculate', () => {
    const calculator = mountCalculator();
    calculator.type({ annualIncome: '120000', monthlyDebts: '500', downPayment: '60000' });
    calculator.calculate();
    const next = defaults();
    next.defaults.annualIncome = 50000;
    next.defaults.interestRate = 0;
    next.advanced.housingDebtToIncomeRatio = 25;
    calculator.widget.update(next);
    expect(calculator.control('annualIncome').value).toBe('120000');
    expect(calculator.control('interestRate').value).toBe('0');
    const expected = calculateAffordability({
      annualIncome: 120000,
      extraIncome: 0,
      monthlyDebts: 500,
      downPayment: 60000,
      loanTermYears: 30,
      interestRate: 0,
      housingDebtToIncomeRatio: 25,
      debtToIncomeRatio: 36,
    });
    expect(calculator.figures().homePrice).toBe(formatMoney(expected.homePrice));
    expect(calculator.note('limitedBy')).toBe('Limited by your housing ratio (25%)');
  });

  it('do not calculate before the visitor has', () => {
    const calculator = mountCalculator();
    calculator.widget.update(defaults());
    expect(calculator.figures().homePrice).toBe('—');
    expect(calculator.error('annualIncome').hidden).toBe(true);
  });
});

describe("the owner's insights (issue 30)", () => {
  it('reports a calculation shown, not a refused one, a settings update or a Reset', () => {
    const report = vi.fn<(name: string) => void>();
    const calculator = mountCalculator(defaults(), report);
    calculator.type({ annualIncome: '' });
    calculator.calculate();
    expect(report).not.toHaveBeenCalled();
    calculator.type({ annualIncome: '120000', monthlyDebts: '500', downPayment: '60000' });
    calculator.calculate();
    expect(report.mock.calls).toEqual([['calculated']]);
    calculator.widget.update(defaults());
    calculator.reset();
    expect(report.mock.calls).toEqual([['calculated']]);
  });
});
