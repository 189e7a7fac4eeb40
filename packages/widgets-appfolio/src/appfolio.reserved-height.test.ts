import { defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { appfolioReservedHeight } from './appfolio.reserved-height';

const base = defaultSettings('appfolio');
const filtersOff = Object.fromEntries(Object.keys(base.appfolioDisplayFilters).map((key) => [key, 'off']));

describe('the appfolio reservation', () => {
  it('covers two rows of the default three columns (6 listings: 1076 px measured on a 928 px column)', () => {
    expect(appfolioReservedHeight(base)).toBeGreaterThanOrEqual(1076);
  });

  it('follows the column count and the filter bar, not the card template (measured the same)', () => {
    expect(appfolioReservedHeight({ ...base, appfolioCol: 1 })).toBeGreaterThan(4 * appfolioReservedHeight(base));
    expect(
      appfolioReservedHeight({ ...base, appfolioDisplayFilters: { ...base.appfolioDisplayFilters, ...filtersOff } }),
    ).toBeLessThan(appfolioReservedHeight(base));
    expect(appfolioReservedHeight({ ...base, layout: { ...base.layout, layoutTemplate: 'hawk' } })).toBe(
      appfolioReservedHeight(base),
    );
  });
});
