import { describe, expect, it } from 'vitest';
import { computePlacement } from './placement';

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
