import { formatMoney, prorateRent } from '@widgetry/calculators';
import { defaultHtmlData, type ProratedSettings } from '@widgetry/contracts';
import { type MountedWidget, mount, type RenderContext } from '@widgetry/widgets-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proratedRuntime } from './index';
import { checkProratedInput, proratedResult } from './prorated.behaviour';
import { PRORATED_ERRORS } from './prorated.text';

const defaults = (): ProratedSettings => defaultHtmlData('prorated').prorated;

interface Widget {
  el: HTMLElement;
  widget: MountedWidget<ProratedSettings>;
  input(name: string): HTMLInputElement;
  type(values: Partial<Record<'rent' | 'moveIn' | 'moveOut', string>>): void;
  calculate(): void;
  result(): Record<string, string>;
  error(name: string): HTMLElement;
}

function mountCalculator(settings = defaults(), report?: RenderContext['report']): Widget {
  const el = document.createElement('div');
  document.body.append(el);
  const widget = mount(el, { runtime: proratedRuntime, settings, report });
  const find = <T extends Element>(selector: string, type: new () => T): T => {
    const found = el.shadowRoot?.querySelector(selector);
    if (!(found instanceof type)) throw new Error(`no ${selector}`);
    return found;
  };
  const input = (name: string) => find(`input[name="${name}"]`, HTMLInputElement);
  return {
    el,
    widget,
    input,
    type(values) {
      // As a browser does when a visitor types: the value changes, then an input event bubbles.
      for (const [name, value] of Object.entries(values)) {
        input(name).value = value;
        input(name).dispatchEvent(new Event('input', { bubbles: true }));
      }
    },
    calculate() {
      find('button[type="submit"]', HTMLButtonElement).click();
    },
    result() {
      const cells = el.shadowRoot?.querySelectorAll<HTMLElement>('[aria-live="polite"] [data-key]') ?? [];
      return Object.fromEntries([...cells].map((cell) => [cell.dataset.key ?? '', cell.textContent ?? '']));
    },
    error(name) {
      return find(`#${input(name).id}-error`, HTMLElement);
    },
  };
}

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('prorated calculator in the page', () => {
  it('computes the prorated rent when Calculate is pressed', () => {
    const calculator = mountCalculator();
    calculator.type({ rent: '1500', moveIn: '2024-02-15' });
    calculator.calculate();
    const expected = prorateRent({ monthlyRent: 1500, moveIn: '2024-02-15' });
    expect(calculator.result()).toEqual({
      daysInMonth: '29',
      dailyRate: formatMoney(expected.dailyRate),
      daysCharged: '15',
      period: 'February 15, 2024 – February 29, 2024',
      amount: formatMoney(expected.amount),
    });
    expect(calculator.result().amount).toBe('$775.86');
  });

  it('prorates a stay that ends in the same month', () => {
    const calculator = mountCalculator();
    calculator.type({ rent: '3100', moveIn: '2025-03-05', moveOut: '2025-03-14' });
    calculator.calculate();
    expect(calculator.result()).toMatchObject({ daysInMonth: '31', daysCharged: '10', amount: '$1,000.00' });
  });

  it('shows errors accessibly and moves focus to the first one', () => {
    const calculator = mountCalculator();
    calculator.type({ moveIn: '2025-03-05', moveOut: '2025-03-01' });
    calculator.calculate();
    const rent = calculator.input('rent');
    expect(rent.getAttribute('aria-invalid')).toBe('true');
    expect(rent.getAttribute('aria-describedby')).toBe(calculator.error('rent').id);
    expect(calculator.error('rent').textContent).toBe(PRORATED_ERRORS.rentMissing);
    expect(calculator.error('rent').hidden).toBe(false);
    expect(calculator.error('moveOut').textContent).toBe(PRORATED_ERRORS.moveOutBeforeMoveIn);
    expect(calculator.input('moveIn').hasAttribute('aria-invalid')).toBe(false);
    expect(calculator.error('moveIn').hidden).toBe(true);
    expect(calculator.el.shadowRoot?.activeElement).toBe(rent);
    expect(calculator.result().amount).toBe('—');

    calculator.type({ rent: '1000', moveOut: '' });
    calculator.calculate();
    expect(rent.hasAttribute('aria-invalid')).toBe(false);
    expect(rent.hasAttribute('aria-describedby')).toBe(false);
    expect(calculator.error('rent').hidden).toBe(true);
    expect(calculator.result().daysCharged).toBe('27');
  });

  it('lists each month of a stay across months and the total (issue 14)', () => {
    const calculator = mountCalculator();
    calculator.type({ rent: '1450', moveIn: '2024-02-15', moveOut: '2024-03-03' });
    calculator.calculate();
    expect(calculator.result()).toMatchObject({ daysCharged: '18', amount: '$890.32' });
    const months = calculator.el.shadowRoot?.querySelector('[data-months]');
    expect(months instanceof HTMLElement && months.hidden).toBe(false);
    expect([...(months?.querySelectorAll('li') ?? [])].map((item) => item.textContent)).toEqual([
      'February 15, 2024 – February 29, 2024: 15 of 29 days, $750.00',
      'March 1, 2024 – March 3, 2024: 3 of 31 days, $140.32',
    ]);
    calculator.type({ moveOut: '2024-02-20' });
    calculator.calculate();
    expect(months instanceof HTMLElement && months.hidden).toBe(true);
    expect(calculator.result()).toMatchObject({ daysCharged: '6' });
  });

  it('keeps the typed values and the result when the settings change', () => {
    const calculator = mountCalculator();
    calculator.type({ rent: '1200', moveIn: '2025-04-21' });
    calculator.calculate();
    const next = defaults();
    next.result.resultLayout = 'horizontal';
    next.heading.proratedHeading = 'Your first month';
    calculator.widget.update(next);
    expect(calculator.input('rent').value).toBe('1200');
    expect(calculator.el.shadowRoot?.querySelector('h2')?.textContent).toBe('Your first month');
    expect(calculator.el.shadowRoot?.querySelector('[data-layout]')?.getAttribute('data-layout')).toBe('horizontal');
    expect(calculator.result()).toMatchObject({ daysCharged: '10', amount: '$400.00' });
  });

  it('stops listening once destroyed', () => {
    const calculator = mountCalculator();
    const form = calculator.el.shadowRoot?.querySelector('form');
    calculator.widget.destroy();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form?.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});

describe('checkProratedInput', () => {
  const check = (rent: string, moveIn: string, moveOut = '') => checkProratedInput({ rent, moveIn, moveOut }).errors;

  it('accepts a rent of 0 or more and a move-in date', () => {
    expect(check('0', '2024-02-29')).toEqual({});
    expect(check(' 1500.50 ', '2024-01-31', '2024-01-31')).toEqual({});
  });

  it.each([
    [['', '2024-01-01'], { rent: PRORATED_ERRORS.rentMissing }],
    [['-1', '2024-01-01'], { rent: PRORATED_ERRORS.rentInvalid }],
    [['abc', '2024-01-01'], { rent: PRORATED_ERRORS.rentInvalid }],
    [['1000', ''], { moveIn: PRORATED_ERRORS.moveInMissing }],
    [['1000', '2023-02-29'], { moveIn: PRORATED_ERRORS.dateInvalid }],
    [['1000', '2024-01-10', '2024-01-09'], { moveOut: PRORATED_ERRORS.moveOutBeforeMoveIn }],
    [['1e15', '2024-01-01'], { rent: PRORATED_ERRORS.rentInvalid }],
    [['1000000000', '2024-01-01'], { rent: PRORATED_ERRORS.rentInvalid }],
    [['1000', '2024-01-10', '2025-01-01'], { moveOut: PRORATED_ERRORS.moveOutTooLate }],
    [['1000', '2024-01-10', 'soon'], { moveOut: PRORATED_ERRORS.dateInvalid }],
  ])('refuses %j', ([rent = '', moveIn = '', moveOut = ''], errors) => {
    expect(check(rent, moveIn, moveOut)).toEqual(errors);
  });

  it('formats the result rows', () => {
    expect(proratedResult(2900, { year: 2024, month: 2, day: 1 })).toEqual({
      texts: {
        daysInMonth: '29',
        dailyRate: '$100.00',
        daysCharged: '29',
        period: 'February 1, 2024 – February 29, 2024',
        amount: '$2,900.00',
      },
      months: [],
    });
  });

  it('says the rent bound in the editor’s words (issue 14)', () => {
    expect(PRORATED_ERRORS.rentInvalid).toBe('Enter a number from 0 to 999999999.');
    expect(check('999999999', '2024-01-01')).toEqual({});
  });

  it('accepts a stay across two months and shows each month and the total (issue 14)', () => {
    expect(check('1550', '2023-01-20', '2023-02-10')).toEqual({});
    const view = proratedResult(1550, { year: 2023, month: 1, day: 20 }, { year: 2023, month: 2, day: 10 });
    expect(view.texts).toEqual({
      daysInMonth: '31 + 28',
      dailyRate: '$50.00 / $55.36',
      daysCharged: '22',
      period: 'January 20, 2023 – February 10, 2023',
      amount: '$1,153.57',
    });
    expect(view.months).toEqual([
      'January 20, 2023 – January 31, 2023: 12 of 31 days, $600.00',
      'February 1, 2023 – February 10, 2023: 10 of 28 days, $553.57',
    ]);
  });
});

describe("the owner's insights (issue 30)", () => {
  it('reports each calculation shown, not a refused one or a settings update', () => {
    const report = vi.fn<(name: string) => void>();
    const calculator = mountCalculator(defaults(), report);
    calculator.type({ rent: '', moveIn: '2026-03-10' });
    calculator.calculate();
    expect(report).not.toHaveBeenCalled();
    calculator.type({ rent: '1500' });
    calculator.calculate();
    calculator.widget.update(defaults());
    calculator.calculate();
    expect(report.mock.calls).toEqual([['calculated'], ['calculated']]);
  });
});
