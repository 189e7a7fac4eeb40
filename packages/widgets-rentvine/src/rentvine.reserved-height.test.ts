import { defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { rentvineReservedHeight } from './rentvine.reserved-height';

const base = defaultSettings('rentvine');
const filtersOff = Object.fromEntries(Object.keys(base.rentvineDisplayFilters).map((key) => [key, 'off']));

describe('the rentvine reservation', () => {
  it('covers two rows of the default three columns (6 listings: 1076 px measured on a 928 px column)', () => {
    expect(rentvineReservedHeight(base)).toBeGreaterThanOrEqual(1076);
  });

  it('follows the column count and the filter bar, not the card template (measured the same)', () => {
    expect(rentvineReservedHeight({ ...base, renttvineCol: 1 })).toBeGreaterThan(4 * rentvineReservedHeight(base));
    expect(
      rentvineReservedHeight({ ...base, rentvineDisplayFilters: { ...base.rentvineDisplayFilters, ...filtersOff } }),
    ).toBeLessThan(rentvineReservedHeight(base));
    expect(rentvineReservedHeight({ ...base, layout: { ...base.layout, layoutTemplate: 'hawk' } })).toBe(
      rentvineReservedHeight(base),
    );
  });
});
