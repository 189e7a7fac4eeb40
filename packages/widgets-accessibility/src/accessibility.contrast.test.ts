import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, parseHex, readableText } from './accessibility.contrast';

describe('contrast', () => {
  it('reads every hex form the contract allows', () => {
    expect(parseHex('#fff')).toEqual([255, 255, 255]);
    expect(parseHex('#0f08')).toEqual([0, 255, 0]);
    expect(parseHex('#005A9C')).toEqual([0, 90, 156]);
    expect(parseHex('#005a9c80')).toEqual([0, 90, 156]);
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#fff;x')).toBeNull();
  });

  it('computes WCAG luminance and ratios', () => {
    expect(luminance([0, 0, 0])).toBe(0);
    expect(luminance([255, 255, 255])).toBe(1);
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#fff', '#000')).toBe(21);
    expect(contrastRatio('#777', '#777')).toBe(1);
    // Known value: #767676 on white is the lightest grey passing AA (4.54:1).
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', 'nope')).toBeNull();
  });

  it('keeps readable text and replaces unreadable text with the better of white and near-black', () => {
    expect(readableText('#ffffff', '#242424')).toBe('#ffffff');
    expect(readableText('#005a9c', '#005a9c')).toBe('#ffffff');
    expect(readableText('#eeeeee', '#ffff00')).toBe('#111111');
  });
});
