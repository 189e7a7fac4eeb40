import { calculateMonthlyPayment, formatMoney, formatSliderLabel } from '@widgetry/calculators';
import { defaultHtmlData, type MonthlypaymentSettings } from '@widgetry/contracts';
import { dispatchRent, INSIGHTS_BURST_MS, type MountedWidget, mount, type RenderContext } from '@widgetry/widgets-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { monthlypaymentRuntime, SLIDER_REPROCESS_MS } from './index';
import { DEFAULT_PAYMENT_INPUT } from './monthlypayment.test-support';

const defaults = (): MonthlypaymentSettings => defaultHtmlData('monthlypayment').monthlypayment;

function settingsWith(change: (fields: MonthlypaymentSettings['fields']) => void): MonthlypaymentSettings {
  const settings = defaults();
  change(settings.fields);
  return settings;
}

type InputName =
  | 'homePrice'
  | 'homePriceRange'
  | 'downPaymentPercent'
  | 'downPaymentRange'
  | 'interestRate'
  | 'propertyTaxRate'
  | 'homeInsurance'
  | 'hoaFees';

interface Calculator {
  el: HTMLElement;
  widget: MountedWidget<MonthlypaymentSettings>;
  input(name: InputName): HTMLInputElement;
  has(name: InputName): boolean;
  /** Types into inputs the way a visitor does: value, then an input event. */
  type(values: Partial<Record<InputName, string>>): void;
  chooseTerm(years: string): void;
  total(): string;
  /** The breakdown list: item key → amount shown. */
  breakdown(): Record<string, string>;
  text(selector: string): string;
}

function mountCalculator(settings = defaults(), report?: RenderContext['report']): Calculator {
  const el = document.createElement('div');
  document.body.append(el);
  const widget = mount(el, { runtime: monthlypaymentRuntime, settings, report });
  const root = () => {
    if (!el.shadowRoot) throw new Error('no shadow root');
    return el.shadowRoot;
  };
  const input = (name: InputName) => {
    const found = root().querySelector(`input[name="${name}"]`);
    if (!(found instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
    return found;
  };
  return {
    el,
    widget,
    input,
    has: (name) => root().querySelector(`input[name="${name}"]`) !== null,
    type(values) {
      for (const [name, value] of Object.entries(values)) {
        const field = root().querySelector(`input[name="${name}"]`);
        if (!(field instanceof HTMLInputElement)) throw new Error(`no input ${name}`);
        field.value = value;
        field.dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    chooseTerm(years) {
      const select = root().querySelector('select[name="loanTerm"]');
      if (!(select instanceof HTMLSelectElement)) throw new Error('no loan type');
      select.value = years;
      select.dispatchEvent(new Event('input', { bubbles: true }));
    },
    total: () => root().querySelector('[aria-live="polite"]')?.textContent ?? '',
    breakdown() {
      const items = root().querySelectorAll<HTMLElement>('.wg-mp-legend li');
      return Object.fromEntries(
        [...items].map((item) => [item.dataset.item ?? '', item.querySelector('[data-out]')?.textContent ?? '']),
      );
    },
    text: (selector) => root().querySelector(selector)?.textContent ?? '',
  };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.replaceChildren();
  document.head.replaceChildren();
});

interface Row {
  name: string;
  homePrice: number;
  downPaymentPercent: number;
  interestRate: number;
  loanTermYears: 15 | 20 | 30;
  propertyTaxRate: number;
  homeInsurance: number;
  hoaFees: number;
  insured: boolean;
}

const ROWS: Row[] = [
  {
    name: 'a zero interest rate',
    homePrice: 300_000,
    downPaymentPercent: 20,
    interestRate: 0,
    loanTermYears: 30,
    propertyTaxRate: 1.25,
    homeInsurance: 100,
    hoaFees: 0,
    insured: false,
  },
  {
    name: '10% down, with mortgage insurance',
    homePrice: 500_000,
    downPaymentPercent: 10,
    interestRate: 6.5,
    loanTermYears: 30,
    propertyTaxRate: 1.1,
    homeInsurance: 150,
    hoaFees: 0,
    insured: true,
  },
  {
    name: '20% down, without mortgage insurance',
    homePrice: 500_000,
    downPaymentPercent: 20,
    interestRate: 6.5,
    loanTermYears: 30,
    propertyTaxRate: 1.1,
    homeInsurance: 150,
    hoaFees: 0,
    insured: false,
  },
  {
    name: 'HOA fees',
    homePrice: 750_000,
    downPaymentPercent: 25,
    interestRate: 5.75,
    loanTermYears: 30,
    propertyTaxRate: 1.25,
    homeInsurance: 200,
    hoaFees: 350,
    insured: false,
  },
  {
    name: 'a 15-year loan',
    homePrice: 400_000,
    downPaymentPercent: 20,
    interestRate: 5.5,
    loanTermYears: 15,
    propertyTaxRate: 0.9,
    homeInsurance: 120.5,
    hoaFees: 0,
    insured: false,
  },
  {
    name: 'a 20-year loan, 5% down, HOA',
    homePrice: 1_200_000,
    downPaymentPercent: 5,
    interestRate: 7.25,
    loanTermYears: 20,
    propertyTaxRate: 2,
    homeInsurance: 388,
    hoaFees: 120,
    insured: true,
  },
  {
    name: 'paid in full',
    homePrice: 250_000,
    downPaymentPercent: 100,
    interestRate: 6,
    loanTermYears: 30,
    propertyTaxRate: 1.25,
    homeInsurance: 90,
    hoaFees: 45,
    insured: false,
  },
];

describe('monthly payment calculator in the page', () => {
  it('shows the figures for the default values before anything is typed', () => {
    const calculator = mountCalculator();
    const expected = calculateMonthlyPayment(DEFAULT_PAYMENT_INPUT);
    expect(calculator.total()).toBe(formatMoney(expected.total));
    expect(calculator.text('[data-out="downPayment"]')).toBe('$310,000.00');
    expect(calculator.text('[data-row="propertyTax"] [data-out]')).toBe('$1,614.58');
  });

  it.each(ROWS)('shows the total and every item of calculateMonthlyPayment for $name', (row) => {
    const calculator = mountCalculator();
    calculator.type({
      homePrice: String(row.homePrice),
      downPaymentPercent: String(row.downPaymentPercent),
      interestRate: String(row.interestRate),
      propertyTaxRate: String(row.propertyTaxRate),
      homeInsurance: String(row.homeInsurance),
      hoaFees: String(row.hoaFees),
    });
    calculator.chooseTerm(String(row.loanTermYears));
    const expected = calculateMonthlyPayment({
      homePrice: row.homePrice,
      downPaymentPercent: row.downPaymentPercent,
      interestRate: row.interestRate,
      loanTermYears: row.loanTermYears,
      propertyTaxAnnualRate: row.propertyTaxRate,
      homeInsuranceMonthly: row.homeInsurance,
      hoaMonthly: row.hoaFees,
      mortgageInsuranceThreshold: 20,
    });
    expect(expected.mortgageInsuranceApplies).toBe(row.insured);
    expect(calculator.total()).toBe(formatMoney(expected.total));
    expect(calculator.breakdown()).toEqual(
      Object.fromEntries(expected.breakdown.map((item) => [item.key, formatMoney(item.amount)])),
    );
    expect(calculator.text('[data-row="principalInterest"] [data-out]')).toBe(
      formatMoney(expected.principalAndInterest),
    );
    expect(calculator.text('[data-row="propertyTax"] [data-out]')).toBe(formatMoney(expected.propertyTax));
    expect(calculator.text('[data-row="mortgageInsurance"] [data-out]')).toBe(formatMoney(expected.mortgageInsurance));
    expect(calculator.text('[data-out="downPayment"]')).toBe(formatMoney(expected.downPayment));
    expect(calculator.text('[data-row="mortgageInsurance"]')).toContain('under 20%');
  });

  it('uses the threshold from the settings for mortgage insurance', () => {
    const calculator = mountCalculator(settingsWith((fields) => (fields.mortgageInsuranceThreshold = 25)));
    calculator.type({ downPaymentPercent: '20' });
    expect(calculator.breakdown().mortgageInsurance).not.toBe('$0.00');
    expect(calculator.text('.wg-mp-note')).toBe('Mortgage insurance applies when the down payment is under 25%.');
    calculator.type({ downPaymentPercent: '25' });
    expect(calculator.breakdown().mortgageInsurance).toBe('$0.00');
  });

  it('charges mortgage insurance at the rate from the settings (issue 14)', () => {
    const calculator = mountCalculator(settingsWith((fields) => (fields.mortgageInsuranceRate = 1.2)));
    calculator.type({ downPaymentPercent: '10' });
    const expected = calculateMonthlyPayment({
      ...DEFAULT_PAYMENT_INPUT,
      downPaymentPercent: 10,
      mortgageInsuranceRate: 1.2,
    });
    expect(expected.mortgageInsurance).toBeGreaterThan(0);
    expect(calculator.breakdown().mortgageInsurance).toBe(formatMoney(expected.mortgageInsurance));
    expect(calculator.total()).toBe(formatMoney(expected.total));
  });

  it('starts on the loan term from the settings (issue 14)', () => {
    const calculator = mountCalculator(settingsWith((fields) => (fields.defaultLoanTerm = 15)));
    const select = calculator.el.shadowRoot?.querySelector('select');
    expect(select?.value).toBe('15');
    const expected = calculateMonthlyPayment({ ...DEFAULT_PAYMENT_INPUT, loanTermYears: 15 });
    expect(calculator.total()).toBe(formatMoney(expected.total));
  });

  it('keeps each slider and its number input together', () => {
    const calculator = mountCalculator();
    calculator.type({ homePriceRange: '1700000' });
    expect(calculator.input('homePrice').value).toBe('1700000');
    expect(calculator.text('[data-out="homePriceLabel"]')).toBe(formatSliderLabel(1_700_000));
    expect(calculator.text('[data-out="homePriceLabel"]')).toBe('$1.700M');
    expect(calculator.input('homePriceRange').getAttribute('aria-valuetext')).toBe('$1,700,000.00');

    calculator.type({ homePrice: '1300000' });
    expect(calculator.input('homePriceRange').value).toBe('1300000');
    expect(calculator.text('[data-out="homePriceLabel"]')).toBe('$1.300M');

    calculator.type({ downPaymentRange: '35' });
    expect(calculator.input('downPaymentPercent').value).toBe('35');
    expect(calculator.text('[data-out="downPaymentLabel"]')).toBe('35%');
    expect(calculator.text('[data-out="downPayment"]')).toBe(formatMoney(1_300_000 * 0.35));
    calculator.type({ downPaymentPercent: '12' });
    expect(calculator.input('downPaymentRange').value).toBe('12');
    expect(calculator.input('downPaymentRange').getAttribute('aria-valuetext')).toBe('12%');
  });

  it('computes with the nearest allowed value and marks the field invalid', () => {
    const calculator = mountCalculator();
    calculator.type({ interestRate: '35', homeInsurance: '' });
    expect(calculator.input('interestRate').getAttribute('aria-invalid')).toBe('true');
    expect(calculator.input('homeInsurance').hasAttribute('aria-invalid')).toBe(false);
    const expected = calculateMonthlyPayment({ ...DEFAULT_PAYMENT_INPUT, interestRate: 20, homeInsuranceMonthly: 0 });
    expect(calculator.total()).toBe(formatMoney(expected.total));
    calculator.type({ interestRate: '6' });
    expect(calculator.input('interestRate').hasAttribute('aria-invalid')).toBe(false);
  });

  it('says the editor’s bound beside an out-of-range input, and clears it once in range (issue 14)', () => {
    const calculator = mountCalculator();
    const note = (name: InputName) => {
      const input = calculator.input(name);
      const id = `${input.id}-error`;
      expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(id);
      const found = [...(calculator.el.shadowRoot?.querySelectorAll('[id]') ?? [])].find((node) => node.id === id);
      if (!(found instanceof HTMLElement)) throw new Error(`no note for ${name}`);
      return found;
    };
    calculator.type({ interestRate: '99', homePrice: '-5', hoaFees: '1e15' });
    expect(note('interestRate').textContent).toBe('Enter a number from 0 to 20.');
    expect(note('interestRate').hidden).toBe(false);
    expect(note('homePrice').textContent).toBe('Enter a whole number from 1 to 999999999.');
    expect(note('hoaFees').textContent).toBe('Enter a number from 0 to 999999999.');
    // The figures stay sane: no 20-digit total from 1e15.
    expect(calculator.total().replace(/\D/g, '').length).toBeLessThan(14);
    calculator.type({ interestRate: '7', homePrice: '400000', hoaFees: '100' });
    expect(note('interestRate').hidden).toBe(true);
    expect(note('homePrice').textContent).toBe('');
    expect(calculator.input('hoaFees').hasAttribute('aria-invalid')).toBe(false);
  });

  it('repaints in place on update, keeping the shadow root and what the visitor typed', () => {
    const calculator = mountCalculator();
    const shadow = calculator.el.shadowRoot;
    calculator.type({ homePrice: '1600000', hoaFees: '250' });
    const next = defaults();
    next.header.title = 'Your payment';
    next.layout.template = 'horizontal';
    next.colors.principalDot = '#112233';
    calculator.widget.update(next);
    expect(calculator.el.shadowRoot).toBe(shadow);
    expect(shadow?.querySelectorAll('.wg-root')).toHaveLength(1);
    expect(shadow?.querySelectorAll('style')).toHaveLength(1);
    expect(calculator.text('h2')).toBe('Your payment');
    expect(shadow?.querySelector('.wg-mp')?.getAttribute('data-template')).toBe('horizontal');
    expect(shadow?.querySelector<HTMLElement>('.wg-root')?.style.getPropertyValue('--wg-dot-1')).toBe('#112233');
    expect(calculator.input('homePrice').value).toBe('1600000');
    expect(calculator.input('hoaFees').value).toBe('250');
    const expected = calculateMonthlyPayment({ ...DEFAULT_PAYMENT_INPUT, homePrice: 1_600_000, hoaMonthly: 250 });
    expect(calculator.total()).toBe(formatMoney(expected.total));
  });

  it('shows a default the editor changed, over what the preview held', () => {
    const calculator = mountCalculator();
    calculator.type({ homePrice: '1600000', interestRate: '7' });
    calculator.widget.update(settingsWith((fields) => (fields.interestRateDefaultValue = 4.5)));
    expect(calculator.input('interestRate').value).toBe('4.5');
    expect(calculator.input('homePrice').value).toBe('1600000');
  });

  it('re-initialises the sliders about 50 ms after one is switched on', () => {
    vi.useFakeTimers();
    const calculator = mountCalculator(settingsWith((fields) => (fields.homePriceShowSlider = false)));
    expect(calculator.has('homePriceRange')).toBe(false);
    calculator.type({ homePrice: '1700000' });
    const typedTotal = calculator.total();

    calculator.widget.update(defaults());
    // The new slider is in the markup at once, still at the default, and the result is busy.
    expect(calculator.input('homePriceRange').value).toBe('1550000');
    expect(calculator.input('homePrice').value).toBe('1700000');
    expect(calculator.el.shadowRoot?.querySelector('[aria-live]')?.getAttribute('aria-busy')).toBe('true');
    vi.advanceTimersByTime(SLIDER_REPROCESS_MS - 1);
    expect(calculator.input('homePriceRange').value).toBe('1550000');

    vi.advanceTimersByTime(1);
    expect(calculator.input('homePriceRange').value).toBe('1700000');
    expect(calculator.text('[data-out="homePriceLabel"]')).toBe('$1.700M');
    expect(calculator.total()).toBe(typedTotal);
    expect(calculator.el.shadowRoot?.querySelector('[aria-live]')?.hasAttribute('aria-busy')).toBe(false);
  });

  it('re-processes after the down payment slider is switched off, and recomputes other edits at once', () => {
    vi.useFakeTimers();
    const calculator = mountCalculator();
    calculator.type({ downPaymentPercent: '10' });
    const insured = calculator.total();
    calculator.widget.update(settingsWith((fields) => (fields.downPaymentShowSlider = false)));
    expect(calculator.has('downPaymentRange')).toBe(false);
    vi.advanceTimersByTime(SLIDER_REPROCESS_MS);
    expect(calculator.total()).toBe(insured);

    // Not a slider toggle: the figures follow without waiting.
    calculator.widget.update(
      settingsWith((fields) => {
        fields.downPaymentShowSlider = false;
        fields.hoaFeesDefaultValue = 100;
      }),
    );
    expect(calculator.breakdown().hoa).toBe('$100.00');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('cancels a pending re-processing and stops listening once destroyed', () => {
    vi.useFakeTimers();
    const calculator = mountCalculator();
    calculator.widget.update(settingsWith((fields) => (fields.homePriceShowSlider = false)));
    expect(vi.getTimerCount()).toBe(1);
    const price = calculator.input('homePrice');
    const total = calculator.el.shadowRoot?.querySelector('[aria-live]');
    const before = total?.textContent;
    calculator.widget.destroy();
    expect(vi.getTimerCount()).toBe(0);
    expect(calculator.el.shadowRoot?.childNodes).toHaveLength(0);
    // The detached markup still bubbles to its old root; nothing may listen there any more.
    price.value = '900000';
    price.dispatchEvent(new Event('input', { bubbles: true }));
    expect(total?.textContent).toBe(before);
  });
});

describe("the owner's insights (issue 30)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reports one calculation per run of inputs, none for the first figures or a settings update', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const report = vi.fn<(name: string) => void>();
    const calculator = mountCalculator(defaults(), report);
    calculator.widget.update(defaults());
    expect(report).not.toHaveBeenCalled();
    // A slider dragged: many inputs, one use.
    for (const percent of ['21', '22', '23', '24']) calculator.type({ downPaymentRange: percent });
    calculator.type({ homePrice: '500000' });
    expect(report.mock.calls).toEqual([['calculated']]);
    vi.advanceTimersByTime(INSIGHTS_BURST_MS + 1);
    calculator.type({ interestRate: '5' });
    expect(report.mock.calls).toEqual([['calculated'], ['calculated']]);
  });

  it("reports a listing's rent handed over as a calculation", () => {
    const report = vi.fn<(name: string) => void>();
    mountCalculator(defaults(), report);
    dispatchRent(document, { rent: 1800, rentMax: 1800, source: 'appfolio', listingId: 'a', title: 'A' });
    expect(report.mock.calls).toEqual([['calculated']]);
  });
});
