import { FONT_WEIGHTS, SHADOWS, TEXT_ALIGNS } from '@widgetry/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  colorControl,
  FONT_SIZE_BOUNDS,
  FONT_WEIGHT_OPTIONS,
  fontControl,
  LENGTH_BOUNDS,
  labelledOptions,
  languageControl,
  numberControl,
  SHADOW_OPTIONS,
  selectControl,
  TEXT_ALIGN_OPTIONS,
  textControl,
  textStyleControls,
  toggleControl,
  unitControl,
} from './panel-options';

const values = (options: { value: string | number }[]) => options.map((option) => option.value);

describe('shared option lists', () => {
  it('offer exactly the contract values, in the contract order', () => {
    expect(values(SHADOW_OPTIONS)).toEqual([...SHADOWS]);
    expect(values(FONT_WEIGHT_OPTIONS)).toEqual([...FONT_WEIGHTS]);
    expect(values(TEXT_ALIGN_OPTIONS)).toEqual([...TEXT_ALIGNS]);
  });

  it('label each value for people', () => {
    expect(SHADOW_OPTIONS.map((option) => option.label)).toEqual([
      'None',
      'Small',
      'Medium',
      'Large',
      'Extra large',
      'Extra extra large',
      'Inner',
    ]);
    expect(FONT_WEIGHT_OPTIONS.slice(0, 3)).toEqual([
      { value: 'normal', label: 'Normal' },
      { value: 'bold', label: 'Bold' },
      { value: '100', label: '100' },
    ]);
    expect(TEXT_ALIGN_OPTIONS.map((option) => option.label)).toEqual(['Left', 'Center', 'Right']);
  });

  it('labelledOptions keeps the order of the values, not of the labels', () => {
    expect(labelledOptions(['b', 'a'], { a: 'A', b: 'B' })).toEqual([
      { value: 'b', label: 'B' },
      { value: 'a', label: 'A' },
    ]);
  });

  it('bound font sizes and lengths as spec 002 §5 says, in whole pixels', () => {
    expect(FONT_SIZE_BOUNDS).toEqual({ unit: 'px', min: 8, max: 72, step: 1 });
    expect(LENGTH_BOUNDS).toEqual({ unit: 'px', min: 0, max: 200, step: 1 });
  });
});

describe('control builders', () => {
  it('describe each control with its kind, path and label first', () => {
    expect(textControl('a.b', 'Title')).toEqual({ kind: 'text', path: 'a.b', label: 'Title' });
    expect(textControl('a.b', 'Title', { placeholder: 'x', multiline: true })).toEqual({
      kind: 'text',
      path: 'a.b',
      label: 'Title',
      placeholder: 'x',
      multiline: true,
    });
    expect(colorControl('a.c', 'Color')).toEqual({ kind: 'color', path: 'a.c', label: 'Color' });
    expect(fontControl('a.f')).toEqual({ kind: 'font', path: 'a.f', label: 'Font Family' });
    expect(fontControl('a.f', 'Label Font')).toEqual({ kind: 'font', path: 'a.f', label: 'Label Font' });
    expect(unitControl('a.s', 'Font Size', FONT_SIZE_BOUNDS)).toEqual({
      kind: 'unit',
      path: 'a.s',
      label: 'Font Size',
      unit: 'px',
      min: 8,
      max: 72,
      step: 1,
    });
    expect(numberControl('a.n', 'Rate', { min: 0, max: 20, step: 0.1 })).toEqual({
      kind: 'number',
      path: 'a.n',
      label: 'Rate',
      min: 0,
      max: 20,
      step: 0.1,
    });
    const ratio = { min: 0, max: 100, integer: true } as const;
    expect(numberControl('a.n', 'Ratio', { ...ratio, step: 1 })).toEqual({
      kind: 'number',
      path: 'a.n',
      label: 'Ratio',
      min: 0,
      max: 100,
      step: 1,
      // A whole-number bound reaches the editor, so 36.5 cannot be typed into a ratio.
      integer: true,
    });
    expect(selectControl('a.w', 'Weight', FONT_WEIGHT_OPTIONS)).toEqual({
      kind: 'select',
      path: 'a.w',
      label: 'Weight',
      options: FONT_WEIGHT_OPTIONS,
    });
    expect(toggleControl('a.t', 'Bold', 'onOff')).toEqual({
      kind: 'toggle',
      path: 'a.t',
      label: 'Bold',
      values: 'onOff',
    });
  });

  it('give a text style group its font, size, weight, alignment and colour', () => {
    expect(textStyleControls('header')).toEqual([
      fontControl('header.fontFamily'),
      unitControl('header.fontSize', 'Font Size', FONT_SIZE_BOUNDS),
      selectControl('header.fontWeight', 'Font Weight', FONT_WEIGHT_OPTIONS),
      selectControl('header.textAlign', 'Text Align', TEXT_ALIGN_OPTIONS),
      colorControl('header.textColor', 'Text Color'),
    ]);
  });

  it('leave out what was not given, so a panel holds no undefined entries', () => {
    expect(Object.keys(textControl('a', 'A'))).toEqual(['kind', 'path', 'label']);
    expect(Object.keys(numberControl('a', 'A', { min: 0, max: 1 }))).toEqual(['kind', 'path', 'label', 'min', 'max']);
    expect(numberControl('a', 'A', { min: 0, max: 1, commitOn: 'settle' }).commitOn).toBe('settle');
  });
});

describe('languageControl', () => {
  it('offers auto and each language, named in itself, on the top-level language setting', () => {
    const control = languageControl();
    expect(control.path).toBe('language');
    expect(control.label).toBe('Language');
    expect(control.options.map((option) => option.value)).toEqual(['auto', 'en', 'es', 'fr', 'de', 'pt', 'ar']);
    expect(control.options.find((option) => option.value === 'es')?.label).toBe('Español');
  });
});
