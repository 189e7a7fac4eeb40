import { describe, expect, it } from 'vitest';
import { createI18n, fillPlaceholders, settingText } from './messages';

const english = {
  hello: 'Hello, {name}',
  reviews: { one: '{count} review', other: '{count} reviews' },
  missing: 'Only in English',
} as const;

describe('createI18n', () => {
  it('speaks English from the runtime’s own catalogue', () => {
    const i18n = createI18n(english);
    expect(i18n.language).toBe('en');
    expect(i18n.dir).toBe('ltr');
    expect(i18n.t('hello', { name: 'Ana' })).toBe('Hello, Ana');
    expect(i18n.plural('reviews', 1)).toBe('1 review');
    expect(i18n.plural('reviews', 1500)).toBe('1,500 reviews');
  });

  it('uses the translation’s forms for the language’s plural categories', () => {
    const arabic = createI18n(english, 'ar', {
      hello: 'مرحبا يا {name}',
      reviews: {
        zero: 'لا مراجعات',
        one: 'مراجعة واحدة',
        two: 'مراجعتان',
        few: '{count} مراجعات',
        many: '{count} مراجعة',
        other: '{count} مراجعة',
      },
      missing: 'فقط',
    });
    expect(arabic.dir).toBe('rtl');
    expect(arabic.plural('reviews', 0)).toBe('لا مراجعات');
    expect(arabic.plural('reviews', 2)).toBe('مراجعتان');
    expect(arabic.plural('reviews', 3)).toBe(`${new Intl.NumberFormat('ar').format(3)} مراجعات`);
  });

  it('formats numbers and dates for the language', () => {
    const german = createI18n(english, 'de', english);
    expect(german.number(1234.5, { style: 'currency', currency: 'USD' })).toBe(
      new Intl.NumberFormat('de', { style: 'currency', currency: 'USD' }).format(1234.5),
    );
    expect(german.date(new Date(Date.UTC(2026, 2, 1)), { month: 'long', timeZone: 'UTC' })).toBe('März');
    expect(
      createI18n(english, 'es', english).date(new Date(Date.UTC(2026, 0, 5)), { month: 'long', timeZone: 'UTC' }),
    ).toBe('enero');
  });

  it('builds no Intl formatter for English’s common shapes, and one per options for anything else', () => {
    // A page's first Intl formatter loads the browser's locale data on the widget's mount (issue 28).
    const day = new Date(Date.UTC(2026, 9, 3));
    const shape = { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' } as const;
    const germanDay = new Intl.DateTimeFormat('de', shape).format(day);
    const built: string[] = [];
    const kinds = ['NumberFormat', 'DateTimeFormat', 'PluralRules'] as const;
    const originals = kinds.map((kind) => Intl[kind]);
    kinds.forEach((kind, index) => {
      const original = originals[index] as object;
      Object.assign(Intl, {
        [kind]: new Proxy(original, {
          construct(target, args) {
            built.push(kind);
            return Reflect.construct(target as new (...a: unknown[]) => object, args);
          },
        }),
      });
    });
    try {
      const i18n = createI18n(english);
      expect(i18n.plural('reviews', 2)).toBe('2 reviews');
      expect(i18n.number(4.5, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.5');
      expect(i18n.number(1500, { style: 'currency', currency: 'USD' })).toBe('$1,500.00');
      expect(i18n.date(day, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' })).toBe('Oct 3, 2026');
      expect(built).toEqual([]);
      expect(i18n.number(-2, { style: 'currency', currency: 'EUR' })).toBe('-€2.00');
      expect(built).toEqual(['NumberFormat']);
      // Other languages: each shape's formatter is made once and kept (a list formats many dates).
      const german = createI18n(english, 'de');
      for (const month of [0, 1, 2]) german.date(new Date(Date.UTC(2026, month, 3)), shape);
      expect(german.date(day, shape)).toBe(germanDay);
      german.number(2.5);
      german.number(3.5);
      expect(built).toEqual(['NumberFormat', 'DateTimeFormat', 'NumberFormat']);
    } finally {
      kinds.forEach((kind, index) => {
        Object.assign(Intl, { [kind]: originals[index] });
      });
    }
  });

  it('falls back to English for a key a translation lacks, never to nothing', () => {
    const partial = createI18n(english, 'fr', { hello: 'Bonjour, {name}' });
    expect(partial.t('missing')).toBe('Only in English');
    expect(partial.t('hello', { name: 'Luc' })).toBe('Bonjour, Luc');
  });
});

describe('fillPlaceholders', () => {
  it('fills known names and leaves unknown ones as written', () => {
    expect(fillPlaceholders('{a} and {b}', { a: 1 })).toBe('1 and {b}');
    expect(fillPlaceholders('{__proto__}', {})).toBe('{__proto__}');
  });
});

describe('settingText', () => {
  const english = { heading: 'Rent Calculator', calculate: 'Calculate' } as const;
  const german = createI18n(english, 'de', { heading: 'Mietrechner', calculate: 'Berechnen' });

  it('shows a stored English default in the widget’s language, surrounding spaces or not', () => {
    expect(settingText(german, english, 'heading', 'Rent Calculator')).toBe('Mietrechner');
    expect(settingText(german, english, 'calculate', '  Calculate ')).toBe('Berechnen');
  });

  it('keeps the owner’s own words, a blank and a near miss as stored', () => {
    expect(settingText(german, english, 'heading', 'Unser Mietrechner')).toBe('Unser Mietrechner');
    expect(settingText(german, english, 'heading', '')).toBe('');
    expect(settingText(german, english, 'heading', 'rent calculator')).toBe('rent calculator');
    // Another key's default is not this one's.
    expect(settingText(german, english, 'heading', 'Calculate')).toBe('Calculate');
  });

  it('leaves English exactly as stored', () => {
    const en = createI18n(english);
    expect(settingText(en, english, 'heading', ' Rent Calculator ')).toBe(' Rent Calculator ');
    expect(settingText(en, english, 'heading', 'My calculator')).toBe('My calculator');
  });

  it('falls back to the English default when the language’s catalogue did not arrive', () => {
    expect(settingText(createI18n(english, 'ar'), english, 'heading', 'Rent Calculator')).toBe('Rent Calculator');
  });
});
