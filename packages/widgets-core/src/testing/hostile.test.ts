import { describe, expect, it } from 'vitest';
import { HOSTILE_PAYLOADS, readValue, withEveryField, withValue } from './hostile.test-support';

const settings = () => ({ heading: { text: 'Hi', color: '#fff' }, box: { pad: '4px' } });

describe('hostile settings', () => {
  it('cover a closed rule, url(), @import, a closed attribute, expression() and a closed element', () => {
    expect(HOSTILE_PAYLOADS).toHaveLength(6);
    for (const tell of ['}</style><script>', 'url(', '@import', '" on', 'expression(', '</style><img']) {
      expect(
        HOSTILE_PAYLOADS.some((payload) => payload.includes(tell)),
        tell,
      ).toBe(true);
    }
  });

  it('withValue forces one leaf into a copy', () => {
    const base = settings();
    expect(withValue(base, ['heading', 'color'], 'x')).toEqual({
      heading: { text: 'Hi', color: 'x' },
      box: { pad: '4px' },
    });
    expect(base.heading.color).toBe('#fff');
  });

  it('readValue follows a path, and gives undefined where it leads nowhere', () => {
    expect(readValue(settings(), ['heading', 'color'])).toBe('#fff');
    expect(readValue(settings(), ['heading', 'missing', 'deeper'])).toBeUndefined();
    expect(readValue(null, ['heading'])).toBeUndefined();
  });

  it('withEveryField forces every listed field (paths from the type key) into a copy', () => {
    const base = settings();
    const fields = [
      { path: ['demo', 'heading', 'text'], kind: 'text' },
      { path: ['demo', 'box', 'pad'], kind: 'unit' },
    ] as const;
    expect(withEveryField(base, fields, 'x')).toEqual({ heading: { text: 'x', color: '#fff' }, box: { pad: 'x' } });
    expect(base.heading.text).toBe('Hi');
  });
});
