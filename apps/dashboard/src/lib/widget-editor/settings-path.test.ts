import { describe, expect, it } from 'vitest';
import { getAtPath, setAtPath } from './settings-path';

describe('settings paths', () => {
  const settings = { heading: { proratedHeading: 'Rent', headingColor: '#000000' }, field: { fieldColor: '#111111' } };

  it('reads a dotted path, and undefined where a step is missing', () => {
    expect(getAtPath(settings, 'heading.proratedHeading')).toBe('Rent');
    expect(getAtPath(settings, 'heading.nothing.deeper')).toBeUndefined();
    expect(getAtPath(undefined, 'heading')).toBeUndefined();
  });

  it('writes immutably, copying only the objects along the path', () => {
    const next = setAtPath(settings, 'heading.headingColor', '#ff0000');
    expect(next).toEqual({ ...settings, heading: { proratedHeading: 'Rent', headingColor: '#ff0000' } });
    expect(settings.heading.headingColor).toBe('#000000');
    expect(next.field).toBe(settings.field);
    expect(next.heading).not.toBe(settings.heading);
  });

  it('returns the same object when the value does not change', () => {
    expect(setAtPath(settings, 'heading.proratedHeading', 'Rent')).toBe(settings);
  });

  it('creates missing steps', () => {
    expect(setAtPath({}, 'result.resultLayout', 'horizontal')).toEqual({ result: { resultLayout: 'horizontal' } });
  });
});
