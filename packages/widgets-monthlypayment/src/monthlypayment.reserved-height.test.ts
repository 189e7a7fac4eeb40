import { defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { monthlypaymentReservedHeight } from './monthlypayment.reserved-height';

const base = defaultSettings('monthlypayment');

describe('the monthly payment reservation', () => {
  it('covers the default two-column form on the wide column (855 px measured on 928 px)', () => {
    expect(monthlypaymentReservedHeight(base)).toBeGreaterThanOrEqual(855);
    expect(monthlypaymentReservedHeight(base)).toBeLessThan(855 * 1.1);
  });

  it('reserves less for the horizontal template (634 px measured)', () => {
    const horizontal = monthlypaymentReservedHeight({ ...base, layout: { ...base.layout, template: 'horizontal' } });
    expect(horizontal).toBeGreaterThanOrEqual(634);
    expect(horizontal).toBeLessThan(monthlypaymentReservedHeight(base) * 0.8);
  });
});
