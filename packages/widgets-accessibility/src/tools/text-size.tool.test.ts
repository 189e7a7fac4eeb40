import { afterEach, describe, expect, it } from 'vitest';
import { createTextScaler } from './text-size.tool';

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

/** A page whose sizes jsdom can compute: a stylesheet rule, an inline size, nesting. */
function page() {
  const style = document.createElement('style');
  style.textContent = 'h1{font-size:32px} .small{font-size:12px}';
  document.head.append(style);
  document.body.innerHTML =
    '<h1>Title</h1><p style="font-size:20px;color:red">Text <span class="small">fine print</span></p><div id="own" style="font-size:10px"></div><svg><text style="font-size:9px">x</text></svg>';
  const get = (selector: string) => {
    const found = document.querySelector(selector);
    if (!(found instanceof HTMLElement)) throw new Error(selector);
    return found;
  };
  return { h1: get('h1'), p: get('p'), span: get('span'), own: get('#own') };
}

describe('text size', () => {
  it('scales each element from its own size, so nesting never compounds', () => {
    const { h1, p, span, own } = page();
    const scaler = createTextScaler(document, (el) => el === own);
    scaler.set(150);
    expect(h1.style.fontSize).toBe('48px');
    expect(p.style.fontSize).toBe('30px');
    expect(span.style.fontSize).toBe('18px');
    expect(span.style.getPropertyPriority('font-size')).toBe('important');
    // Stepping again starts from the page's own sizes, not from the scaled ones.
    scaler.set(120);
    expect(h1.style.fontSize).toBe('38.4px');
    expect(span.style.fontSize).toBe('14.4px');
    expect(scaler.percent).toBe(120);
    // The widget's own element and SVG text are left alone.
    expect(own.style.fontSize).toBe('10px');
    expect(document.querySelector('text')?.getAttribute('style')).toBe('font-size:9px');
    scaler.destroy();
  });

  it('restores exactly what was there at 100 % and on destroy', () => {
    const { h1, p, span } = page();
    p.style.setProperty('font-size', '20px', 'important');
    const scaler = createTextScaler(document, () => false);
    scaler.set(200);
    expect(p.style.fontSize).toBe('40px');
    scaler.set(100);
    expect(h1.hasAttribute('style')).toBe(false);
    expect(span.hasAttribute('style')).toBe(false);
    expect(p.style.fontSize).toBe('20px');
    expect(p.style.getPropertyPriority('font-size')).toBe('important');
    expect(p.style.color).toBe('red');
    scaler.set(130);
    scaler.destroy();
    expect(h1.hasAttribute('style')).toBe(false);
    expect(p.style.fontSize).toBe('20px');
    expect(scaler.percent).toBe(100);
  });

  it('scales content the page adds later, from its own size', async () => {
    page();
    const scaler = createTextScaler(document, () => false);
    scaler.set(150);
    const later = document.createElement('h1');
    document.body.append(later);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(later.style.fontSize).toBe('48px');
    scaler.destroy();
    const after = document.createElement('h1');
    document.body.append(after);
    await new Promise<void>((resolve) => queueMicrotask(resolve));
    expect(after.hasAttribute('style')).toBe(false);
    expect(later.hasAttribute('style')).toBe(false);
  });
});
