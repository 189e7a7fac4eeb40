import { describe, expect, it } from 'vitest';
import { listingDetailDefaults, listingLayoutDefaults } from './listing.defaults';

/** WCAG 2 relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

describe('listing colour defaults (WCAG AA, 4.5:1 for text of these sizes)', () => {
  it.each([
    ['date badge', listingLayoutDefaults.layoutDateColor, listingLayoutDefaults.layoutDateBg],
    ['card Apply button', listingLayoutDefaults.layoutApplyColor, listingLayoutDefaults.layoutApplyBg],
    ['card Details button', listingLayoutDefaults.layoutDetailColor, listingLayoutDefaults.layoutDetailBg],
    ['rent badge', listingLayoutDefaults.layoutRentColor, listingLayoutDefaults.layoutRentBg],
    ['listing Apply button', listingDetailDefaults.detailApplyColor, listingDetailDefaults.detailApplyBg],
    ['listing Showing button', listingDetailDefaults.detailShowingColor, listingDetailDefaults.detailShowingBg],
    ['available date on the page', listingDetailDefaults.detailAvailableColor, '#ffffff'],
  ])('%s', (_, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures as WCAG does: the old green under white falls short', () => {
    expect(contrast('#ffffff', '#38a169')).toBeLessThan(4.5);
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});
