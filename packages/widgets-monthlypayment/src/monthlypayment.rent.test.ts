import { calculateMonthlyPayment } from '@widgetry/calculators';
import { defaultHtmlData } from '@widgetry/contracts';
import { dispatchRent, type MountedWidget, mount, rentListenerPresent } from '@widgetry/widgets-core';
import { afterEach, describe, expect, it } from 'vitest';
import { monthlypaymentRuntime } from './index';
import { DEFAULT_PAYMENT_INPUT } from './monthlypayment.test-support';

const mounted: MountedWidget<unknown>[] = [];
function calculatorOnPage() {
  const el = document.createElement('div');
  document.body.append(el);
  const widget = mount(el, {
    runtime: monthlypaymentRuntime,
    settings: defaultHtmlData('monthlypayment').monthlypayment,
  });
  mounted.push(widget);
  const price = el.shadowRoot?.querySelector<HTMLInputElement>('[name="homePrice"]');
  if (!price) throw new Error('no home price');
  return { widget, price, total: () => el.shadowRoot?.querySelector('[data-out="total"]')?.textContent };
}

afterEach(() => {
  for (const widget of mounted.splice(0)) widget.destroy();
  document.body.replaceChildren();
});

const rent = { rent: 3000, rentMax: 3000, source: 'rentvine', listingId: 'x', title: 'X' };

describe('a listing’s rent handed to the calculator (widgets-core README, rent hand-off)', () => {
  it('sets the home price whose whole monthly payment is the rent', () => {
    const calculator = calculatorOnPage();
    expect(dispatchRent(document, rent)).toBe(true);
    const price = Number(calculator.price.value);
    const at = (homePrice: number) => calculateMonthlyPayment({ ...DEFAULT_PAYMENT_INPUT, homePrice }).total;
    // The nearest thousand below: its payment fits the rent, a thousand more does not.
    expect(price % 1000).toBe(0);
    expect(at(price)).toBeLessThanOrEqual(3000);
    expect(at(price + 1000)).toBeGreaterThan(3000);
    expect(calculator.total()).toMatch(/^\$2,9\d\d/);
  });

  it('stops listening once destroyed', () => {
    const calculator = calculatorOnPage();
    expect(rentListenerPresent(document)).toBe(true);
    calculator.widget.destroy();
    expect(rentListenerPresent(document)).toBe(false);
  });
});
