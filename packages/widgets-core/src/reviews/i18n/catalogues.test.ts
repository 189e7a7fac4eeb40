import { describe, expect, it } from 'vitest';
import { catalogueProblems } from '../../i18n/catalogue-check';
import { reviewsMessages } from './en';
import { reviewsTranslations } from './translations';

describe('the shared review catalogue (issue 32)', () => {
  it('is complete in every language: every key, the plural forms each needs, the same placeholders', () => {
    expect(catalogueProblems(reviewsMessages, reviewsTranslations)).toEqual([]);
  });

  it('translates every text but the names that read the same (Logo in French and German)', () => {
    const same = Object.entries(reviewsTranslations).flatMap(([language, catalogue]) =>
      Object.entries(catalogue)
        .filter(([key, message]) => JSON.stringify(message) === JSON.stringify(Reflect.get(reviewsMessages, key)))
        .map(([key]) => `${language}.${key}`),
    );
    expect(same).toEqual(['fr.logo', 'de.logo']);
  });
});
