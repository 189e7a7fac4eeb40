import { describe, expect, it } from 'vitest';
import { catalogueProblems, isCatalogue, type Translations } from './catalogue-check';

const english = { readMore: 'Read more', total: { one: '{count} review', other: '{count} reviews' } };
const complete = {
  es: { readMore: 'Leer más', total: { one: '{count} reseña', other: '{count} reseñas' } },
  fr: { readMore: 'Lire la suite', total: { one: '{count} avis', other: '{count} avis' } },
  de: { readMore: 'Weiterlesen', total: { one: '{count} Bewertung', other: '{count} Bewertungen' } },
  pt: { readMore: 'Ler mais', total: { one: '{count} avaliação', other: '{count} avaliações' } },
  ar: {
    readMore: 'اقرأ المزيد',
    total: {
      zero: '{count} مراجعة',
      one: 'مراجعة واحدة',
      two: 'مراجعتان',
      few: '{count} مراجعات',
      many: '{count} مراجعة',
      other: '{count} مراجعة',
    },
  },
};

describe('catalogueProblems', () => {
  it('finds nothing wrong with complete catalogues', () => {
    expect(catalogueProblems(english, complete)).toEqual([]);
  });

  it('names the language and the key of each gap', () => {
    const broken = {
      ...complete,
      es: { total: complete.es.total },
      fr: { ...complete.fr, readMore: '' },
      de: { ...complete.de, readMore: 'Weiter {name}', extra: 'x' },
      ar: { ...complete.ar, total: { one: 'مراجعة واحدة', other: '{count} مراجعة' } },
    } as unknown as Translations<typeof english>;
    expect(catalogueProblems(english, broken)).toEqual([
      'es: lacks "readMore"',
      'fr: lacks "readMore"',
      'de: "readMore" has placeholders {name} where English has {}',
      'de: "extra" is not an English key',
      'ar: "total" lacks the plural form "zero"',
      'ar: "total" lacks the plural form "two"',
      'ar: "total" lacks the plural form "few"',
      'ar: "total" lacks the plural form "many"',
    ]);
  });
});

describe('isCatalogue', () => {
  it('accepts texts and plural forms with other, and nothing else', () => {
    expect(isCatalogue(complete.ar)).toBe(true);
    expect(isCatalogue({ a: { one: 'x' } })).toBe(false);
    expect(isCatalogue({ a: 1 })).toBe(false);
    expect(isCatalogue(null)).toBe(false);
    expect(isCatalogue(['x'])).toBe(false);
  });
});
