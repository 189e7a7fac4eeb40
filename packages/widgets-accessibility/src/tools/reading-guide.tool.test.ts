import { describe, expect, it, vi } from 'vitest';
import { createReadingGuide, GUIDE_OFFSET } from './reading-guide.tool';

describe('reading guide', () => {
  it('follows the pointer while on and stops listening when off', () => {
    const bar = document.createElement('div');
    bar.hidden = true;
    const guide = createReadingGuide(document, () => bar);
    guide.set(true);
    expect(bar.hidden).toBe(false);
    // Before the pointer moves, the bar waits in the middle of the window.
    expect(bar.style.transform).toBe(`translateY(${Math.round(window.innerHeight / 2 + GUIDE_OFFSET)}px)`);
    document.dispatchEvent(new MouseEvent('pointermove', { clientY: 120 }));
    expect(bar.style.transform).toBe(`translateY(${120 + GUIDE_OFFSET}px)`);

    const removed = vi.spyOn(document, 'removeEventListener');
    guide.set(false);
    expect(bar.hidden).toBe(true);
    expect(removed).toHaveBeenCalledWith('pointermove', expect.any(Function));
    document.dispatchEvent(new MouseEvent('pointermove', { clientY: 300 }));
    expect(bar.style.transform).toBe(`translateY(${120 + GUIDE_OFFSET}px)`);
  });

  it('re-applies itself to a re-rendered bar', () => {
    let bar = document.createElement('div');
    const guide = createReadingGuide(document, () => bar);
    guide.set(true);
    bar = document.createElement('div');
    bar.hidden = true;
    guide.refresh();
    expect(bar.hidden).toBe(false);
    guide.destroy();
    expect(bar.hidden).toBe(true);
  });
});
