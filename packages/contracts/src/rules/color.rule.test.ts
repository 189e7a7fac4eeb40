import { describe, expect, it } from 'vitest';
import { hexColorSchema, isHexColor, parseHexInput } from './color.rule';

describe('hex colour rule (spec 001 §5, 002 §5)', () => {
  it.each([
    ['#fff', '3 digits'],
    ['#FFFA', '4 digits with alpha'],
    ['#8a2be2', '6 digits'],
    ['#8A2BE2cc', '8 digits with alpha'],
    ['#000000', 'black'],
  ])('accepts %s (%s)', (value) => {
    expect(isHexColor(value)).toBe(true);
    expect(hexColorSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['#', 'no digits'],
    ['#ff', '2 digits'],
    ['#fffff', '5 digits'],
    ['#fffffff', '7 digits'],
    ['#fffffffff', '9 digits'],
    ['fff', 'no #'],
    ['8a2be2', 'no # on 6 digits'],
    ['#ggg', 'not hex'],
    ['black', 'colour name'],
    ['rgb(0,0,0)', 'functional notation'],
    [' #fff', 'leading space'],
    ['#fff ', 'trailing space'],
    ['#fff\n', 'trailing newline'],
    ['#fff;}', 'CSS break-out'],
    ['#fff</style>', 'markup break-out'],
  ])('rejects %j (%s)', (value) => {
    expect(isHexColor(value)).toBe(false);
    expect(hexColorSchema.safeParse(value).success).toBe(false);
  });
});

describe('parseHexInput', () => {
  it.each([
    ['fff', '#fff'],
    ['#ABC', '#abc'],
    ['8A2BE2', '#8a2be2'],
    ['  #8a2be2cc ', '#8a2be2cc'],
    ['ffff', '#ffff'],
  ])('turns %j into %j', (raw, stored) => {
    expect(parseHexInput(raw)).toBe(stored);
  });

  it.each(['', 'ff', 'fffff', 'zzz', '##fff', 'red;}'])('reverts %j (null)', (raw) => {
    expect(parseHexInput(raw)).toBeNull();
  });
});
