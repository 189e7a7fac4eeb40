import { FONT_WEIGHTS } from '@widgetry/contracts/constants';
import { describe, expect, it } from 'vitest';
import {
  cssColor,
  cssFont,
  cssFontWeight,
  cssKeyword,
  cssLength,
  cssPreset,
  cssVars,
  declarationsText,
  FONT_FALLBACK,
  SHADOW_PRESETS,
} from './css-vars';

describe('cssVars', () => {
  it('keeps valid values of each kind', () => {
    expect(
      cssVars({
        '--wg-a': cssColor('#8a2be2'),
        '--wg-b': cssColor('#FFF'),
        '--wg-c': cssLength('16px'),
        '--wg-d': cssLength('12.5%'),
        '--wg-e': cssLength('1.25rem'),
        '--wg-f': cssFont('Dancing Script'),
        '--wg-g': cssKeyword('bold', ['bold', 'normal']),
        '--wg-h': cssPreset('md', SHADOW_PRESETS),
        '--wg-i': cssFontWeight('600'),
      }),
    ).toEqual({
      '--wg-a': '#8a2be2',
      '--wg-b': '#FFF',
      '--wg-c': '16px',
      '--wg-d': '12.5%',
      '--wg-e': '1.25rem',
      '--wg-f': `"Dancing Script", ${FONT_FALLBACK}`,
      '--wg-g': 'bold',
      '--wg-h': SHADOW_PRESETS.md,
      '--wg-i': '600',
    });
  });

  it.each([
    ['colour with an injected rule', cssColor('#fff;}body{display:none')],
    ['colour name', cssColor('red')],
    ['colour function', cssColor('rgb(0,0,0)')],
    ['colour of 5 digits', cssColor('#12345')],
    ['length with calc', cssLength('calc(100% - 1px)')],
    ['negative length', cssLength('-5px')],
    ['length with exponent', cssLength('1e3px')],
    ['length without unit', cssLength('16')],
    ['length with a second declaration', cssLength('16px;color:red')],
    ['unknown font', cssFont('Comic Sans MS')],
    ['font that closes its quote', cssFont('Cabin", x')],
    ['keyword outside the list', cssKeyword('bolder', ['bold', 'normal'])],
    ['listed keyword that is not a plain word', cssKeyword('url(x)', ['url(x)'])],
    ['unknown preset', cssPreset('huge', SHADOW_PRESETS)],
    ['inherited preset key', cssPreset('toString', SHADOW_PRESETS)],
    ['font weight outside the list', cssFontWeight('bolder')],
    ['font weight between the hundreds', cssFontWeight('650')],
    ['font weight as a number', cssFontWeight(700)],
    ['font weight with a second declaration', cssFontWeight('700;color:red')],
    ['inherited font weight key', cssFontWeight('constructor')],
    ['a number', cssLength(16)],
    ['an object', cssColor({ toString: () => '#fff' })],
  ])('drops a %s', (_case, entry) => {
    expect(cssVars({ '--wg-x': entry })).toEqual({});
  });

  it('writes every weight of the contract as listed', () => {
    for (const weight of FONT_WEIGHTS)
      expect(cssVars({ '--wg-w': cssFontWeight(weight) })).toEqual({ '--wg-w': weight });
  });

  it('drops a property whose name could break out of the declaration', () => {
    expect(
      cssVars({ 'color:red;--wg-x': cssColor('#fff'), '--Wg': cssColor('#fff'), color: cssColor('#fff') }),
    ).toEqual({});
  });

  it('writes declarations as style text', () => {
    expect(declarationsText({ '--wg-a': '#fff', '--wg-b': '16px' })).toBe('--wg-a:#fff;--wg-b:16px');
  });
});
