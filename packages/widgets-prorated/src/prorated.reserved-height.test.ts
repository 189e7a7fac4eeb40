import { defaultSettings } from '@widgetry/contracts';
import { describe, expect, it } from 'vitest';
import { proratedReservedHeight } from './prorated.reserved-height';

const base = defaultSettings('prorated');

describe('the prorated reservation', () => {
  it('covers each result layout on both columns (vertical 676 px at most, horizontal 693)', () => {
    expect(proratedReservedHeight(base)).toBeGreaterThanOrEqual(676);
    const horizontal = proratedReservedHeight({ ...base, result: { ...base.result, resultLayout: 'horizontal' } });
    expect(horizontal).toBeGreaterThanOrEqual(693);
    expect(horizontal).not.toBe(proratedReservedHeight(base));
  });
});
