import { describe, expect, it } from 'vitest';
import {
  CONTAINER_WIDTH_RULE,
  FONT_SIZE_RULE,
  formatUnitValue,
  isUnitValue,
  LENGTH_RULE,
  LOGO_SIZE_RULE,
  parseUnitValue,
  type UnitRule,
  unitValueSchema,
} from './unit.rule';

const cases: [string, UnitRule, string, boolean][] = [
  ['font size', FONT_SIZE_RULE, '8px', true],
  ['font size', FONT_SIZE_RULE, '72px', true],
  ['font size', FONT_SIZE_RULE, '16.5px', true],
  ['font size', FONT_SIZE_RULE, '7px', false],
  ['font size', FONT_SIZE_RULE, '7.9px', false],
  ['font size', FONT_SIZE_RULE, '73px', false],
  ['font size', FONT_SIZE_RULE, '16%', false],
  ['font size', FONT_SIZE_RULE, '16em', false],
  ['font size', FONT_SIZE_RULE, '16', false],
  ['font size', FONT_SIZE_RULE, 'px', false],
  ['font size', FONT_SIZE_RULE, '-16px', false],
  ['font size', FONT_SIZE_RULE, '1e1px', false],
  ['font size', FONT_SIZE_RULE, ' 16px', false],
  ['font size', FONT_SIZE_RULE, '16 px', false],
  ['font size', FONT_SIZE_RULE, '16px;', false],
  ['length', LENGTH_RULE, '0px', true],
  ['length', LENGTH_RULE, '200px', true],
  ['length', LENGTH_RULE, '201px', false],
  ['length', LENGTH_RULE, '10%', false],
  ['logo size', LOGO_SIZE_RULE, '60px', true],
  ['logo size', LOGO_SIZE_RULE, '0%', true],
  ['logo size', LOGO_SIZE_RULE, '100%', true],
  ['logo size', LOGO_SIZE_RULE, '101%', false],
  ['logo size', LOGO_SIZE_RULE, '401px', false],
  ['container width', CONTAINER_WIDTH_RULE, '10%', true],
  ['container width', CONTAINER_WIDTH_RULE, '15%', true],
  ['container width', CONTAINER_WIDTH_RULE, '100%', true],
  ['container width', CONTAINER_WIDTH_RULE, '5%', false],
  ['container width', CONTAINER_WIDTH_RULE, '12%', false],
  ['container width', CONTAINER_WIDTH_RULE, '12.5%', false],
  ['container width', CONTAINER_WIDTH_RULE, '105%', false],
  ['container width', CONTAINER_WIDTH_RULE, '100px', false],
];

describe('unit values (spec 001 §5, 002 §5)', () => {
  it.each(cases)('%s: %j → %s', (_name, rule, value, valid) => {
    expect(isUnitValue(value, rule)).toBe(valid);
    expect(unitValueSchema(rule).safeParse(value).success).toBe(valid);
  });

  it('names the range in its message', () => {
    const result = unitValueSchema(LOGO_SIZE_RULE).safeParse('500px');
    expect(result.error?.issues[0]?.message).toBe('Enter a size from 0px to 400px or 0% to 100%.');
  });

  it('parses and formats the stored form', () => {
    expect(parseUnitValue('16px')).toEqual({ amount: 16, unit: 'px' });
    expect(parseUnitValue('12.5%')).toEqual({ amount: 12.5, unit: '%' });
    expect(parseUnitValue('16rem')).toBeNull();
    expect(formatUnitValue(0, 'px')).toBe('0px');
    expect(formatUnitValue(100, '%')).toBe('100%');
  });
});
