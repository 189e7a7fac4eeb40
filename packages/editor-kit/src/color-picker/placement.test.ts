import { describe, expect, it } from 'vitest';
import { computePlacement, computePopoverPosition } from './placement';

describe('computePlacement', () => {
  const popoverHeight = 240;

  it('opens below when there is room below', () => {
    expect(computePlacement({ anchorTop: 100, anchorBottom: 132, popoverHeight, viewportHeight: 800, gap: 6 })).toBe(
      'below',
    );
  });

  it('opens above when there is no room below but room above', () => {
    expect(computePlacement({ anchorTop: 700, anchorBottom: 732, popoverHeight, viewportHeight: 800, gap: 6 })).toBe(
      'above',
    );
  });

  it('counts the gap: exactly enough room below stays below, one pixel less goes above', () => {
    // 800 - 554 - 6 = 240: fits exactly.
    expect(computePlacement({ anchorTop: 522, anchorBottom: 554, popoverHeight, viewportHeight: 800, gap: 6 })).toBe(
      'below',
    );
    expect(computePlacement({ anchorTop: 523, anchorBottom: 555, popoverHeight, viewportHeight: 800, gap: 6 })).toBe(
      'above',
    );
  });

  it('takes the side with more room when it fits on neither', () => {
    const small = { popoverHeight, viewportHeight: 300, gap: 0 };
    expect(computePlacement({ ...small, anchorTop: 200, anchorBottom: 220 })).toBe('above');
    expect(computePlacement({ ...small, anchorTop: 60, anchorBottom: 80 })).toBe('below');
  });
});

describe('computePopoverPosition', () => {
  const base = { popoverWidth: 224, popoverHeight: 240, viewportWidth: 1366, viewportHeight: 850, gap: 6 };

  it('sits below the anchor, right edges lined up', () => {
    const anchor = { top: 100, bottom: 132, left: 200, right: 300 };
    expect(computePopoverPosition({ ...base, anchor })).toEqual({ placement: 'below', top: 138, left: 76 });
  });

  it('sits above the anchor near the bottom of the viewport', () => {
    const anchor = { top: 700, bottom: 732, left: 200, right: 300 };
    expect(computePopoverPosition({ ...base, anchor })).toEqual({ placement: 'above', top: 454, left: 76 });
  });

  it('is moved inside the viewport when the anchor is near its left edge (a narrow sidebar)', () => {
    const anchor = { top: 100, bottom: 132, left: 10, right: 60 };
    expect(computePopoverPosition({ ...base, anchor }).left).toBe(8);
  });

  it('stays inside a phone-sized viewport on both axes', () => {
    const anchor = { top: 150, bottom: 182, left: 300, right: 380 };
    const position = computePopoverPosition({ ...base, viewportWidth: 390, viewportHeight: 300, anchor });
    expect(position.left).toBeGreaterThanOrEqual(8);
    expect(position.left + base.popoverWidth).toBeLessThanOrEqual(390 - 8);
    expect(position.top).toBeGreaterThanOrEqual(8);
  });
});
