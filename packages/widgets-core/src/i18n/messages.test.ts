import { describe, expect, it } from 'vitest';
import { createI18n, fillPlaceholders } from './messages';

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
