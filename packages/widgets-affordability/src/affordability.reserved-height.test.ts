import { type AffordabilitySettings, defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { affordabilityReservedHeight } from './affordability.reserved-height';

const height = (layout: Partial<AffordabilitySettings['layout']> = {}) => {
  const base = defaultSettings('affordability');
  return affordabilityReservedHeight({ ...base, layout: { ...base.layout, ...layout } });
};

describe('the affordability reservation', () => {
  it('covers the default vertical form on both columns (1133 px measured on 343 px, 1061 on 928)', () => {
    expect(height()).toBeGreaterThanOrEqual(1133);
    expect(height()).toBeLessThan(1133 * 1.1);
  });

  it('reserves far less for the horizontal form, and more the more spacing', () => {
    expect(height({ template: 'horizontal' })).toBeLessThan(height() * 0.75);
    expect(height({ spacing: 'compact' })).toBeLessThan(height());
    expect(height({ spacing: 'spacious' })).toBeGreaterThan(height());
    expect(height({ template: 'horizontal', spacing: 'spacious' })).toBeGreaterThan(height({ template: 'horizontal' }));
  });
});
