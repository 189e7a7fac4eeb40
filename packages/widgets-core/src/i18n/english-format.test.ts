import { describe, expect, it } from 'vitest';
import { englishDate, englishNumber, englishPlural } from './english-format';

// Every shape a widget formats (grep `i18n.number(` / `i18n.date(`), and a few around them.
const NUMBER_SHAPES: Intl.NumberFormatOptions[] = [
  {},
  { useGrouping: false },
  { useGrouping: false, maximumFractionDigits: 20 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { maximumFractionDigits: 1 },
  { minimumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 4 },
  { maximumFractionDigits: 0 },
  { style: 'currency', currency: 'USD' },
  { style: 'currency', currency: 'USD', maximumFractionDigits: 0 },
  { style: 'currency', currency: 'USD', minimumFractionDigits: 0 },
  { style: 'percent' },
  { style: 'percent', maximumFractionDigits: 2 },
  { style: 'percent', maximumFractionDigits: 3 },
];

/** Values that exercise rounding: halves, ties that binary floating point moves, carries, big and small. */
function sampleValues(): number[] {
  const values = [0, 0.5, 1, 1.005, 1.015, 1.045, 2.5, 4.45, 4.55, 9.995, 99.5, 999.5, 999.9995, 1000, 1234.5];
  values.push(0.07, 0.035, 0.0049, 0.000001, 0.1 + 0.2, 123456789.125, 1e15, 2 ** 53, 9.999999e20);
  for (let n = 0; n <= 2000; n++) values.push(n, n / 8, n / 100, n / 1000, n * 1.001);
  // A fixed pseudo-random walk (no Math.random: a failure must be reproducible).
  let seed = 12345;
  for (let n = 0; n < 4000; n++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    const digits = 10 ** ((seed % 13) - 4);
    values.push(Math.round((seed / 2 ** 31) * digits * 1e6) / 1e6);
  }
  return values;
}

describe('englishNumber', () => {
  const values = sampleValues();
  for (const options of NUMBER_SHAPES) {
    it(`writes what Intl writes for ${JSON.stringify(options)}`, () => {
      const intl = new Intl.NumberFormat('en', options);
      const differing = values.filter((value) => englishNumber(value, options) !== intl.format(value));
      expect(differing.map((value) => [value, englishNumber(value, options), intl.format(value)])).toEqual([]);
    });
  }

  it('leaves what it does not know to Intl', () => {
    for (const value of [-1, -0, Number.NaN, Number.POSITIVE_INFINITY, 1e21, 1e-7]) {
      expect(englishNumber(value)).toBeUndefined();
    }
    expect(englishNumber(5, { style: 'currency', currency: 'EUR' })).toBeUndefined();
    expect(englishNumber(5, { style: 'unit', unit: 'meter' })).toBeUndefined();
    expect(englishNumber(5, { notation: 'compact' })).toBeUndefined();
    expect(englishNumber(5, { useGrouping: true })).toBeUndefined();
    expect(englishNumber(5, { minimumFractionDigits: 3, maximumFractionDigits: 1 })).toBeUndefined();
    expect(englishNumber(5, { currency: 'USD' })).toBeUndefined();
  });
});

describe('englishDate', () => {
  const SHAPES: Intl.DateTimeFormatOptions[] = [
    { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' },
    { timeZone: 'UTC', year: 'numeric', month: 'short' },
    { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
    { timeZone: 'UTC', year: 'numeric', month: 'long' },
  ];
  // Every day of two years (a leap year among them) and the ends of the range it writes.
  const days = Array.from({ length: 731 }, (_, n) => new Date(Date.UTC(2027, 0, 1 + n)));
  days.push(
    new Date(Date.UTC(1, 0, 1)),
    new Date(Date.UTC(9999, 11, 31, 23, 59)),
    new Date(Date.UTC(2026, 9, 3, 23, 30)),
  );

  for (const options of SHAPES) {
    it(`writes what Intl writes for ${JSON.stringify(options)}`, () => {
      const intl = new Intl.DateTimeFormat('en', options);
      for (const day of days) expect(englishDate(day, options), day.toISOString()).toBe(intl.format(day));
    });
  }

  it('leaves other shapes, zones and years to Intl', () => {
    const day = new Date(Date.UTC(2026, 9, 3));
    expect(englishDate(day, { year: 'numeric', month: 'short', day: 'numeric' })).toBeUndefined();
    expect(englishDate(day, { timeZone: 'UTC', month: 'short', day: 'numeric' })).toBeUndefined();
    expect(englishDate(day, { timeZone: 'UTC', year: 'numeric', month: 'numeric' })).toBeUndefined();
    expect(englishDate(day, { timeZone: 'UTC', year: 'numeric', month: 'short', weekday: 'long' })).toBeUndefined();
    expect(
      englishDate(new Date(Date.UTC(10000, 0, 1)), { timeZone: 'UTC', year: 'numeric', month: 'short' }),
    ).toBeUndefined();
    expect(englishDate(new Date(Number.NaN), { timeZone: 'UTC', year: 'numeric', month: 'short' })).toBeUndefined();
  });
});

describe('englishPlural', () => {
  it('chooses what Intl.PluralRules("en") chooses', () => {
    const rules = new Intl.PluralRules('en');
    for (const count of [0, 1, 2, 1.5, 0.5, 3, 11, 21, 101, 1000, 1e6]) {
      expect(englishPlural(count), String(count)).toBe(rules.select(count));
    }
  });
});
