import { defaultSettings, type TrustpilotSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { trustpilotReservedHeight } from './trustpilot.reserved-height';

const height = (change: Partial<TrustpilotSettings> = {}) =>
  trustpilotReservedHeight({ ...defaultSettings('trustpilot'), ...change });

describe('the trustpilot reservation', () => {
  it('covers the default list of the 20 reviews the source reads (3681 px measured on a 928 px column)', () => {
    expect(height()).toBeGreaterThanOrEqual(3681);
    expect(height()).toBeLessThan(3681 * 1.1);
  });

  it('reserves one row of cards for the carousel, far less than the list', () => {
    expect(height({ layout: 'carousel' })).toBeGreaterThanOrEqual(547);
    expect(height({ layout: 'carousel' })).toBeLessThan(height() / 5);
  });

  it('reserves the three masonry columns, taller than the carousel and shorter than the list', () => {
    expect(height({ layout: 'masonry' })).toBeGreaterThanOrEqual(1868);
    expect(height({ layout: 'masonry' })).toBeLessThan(height() / 1.5);
  });
});
