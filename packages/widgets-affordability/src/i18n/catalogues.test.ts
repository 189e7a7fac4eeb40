import { boundMessage } from '@widgetry/calculators';
import type { AffordabilitySettings } from '@widgetry/contracts';
import { AMOUNT_BOUND, INTEREST_RATE_BOUND, WIDGET_LANGUAGES } from '@widgetry/contracts/constants';
import { catalogueProblems, createI18n } from '@widgetry/widgets-core';
import { englishLeft, visibleTexts } from '@widgetry/widgets-core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { INPUT_NAMES } from '../affordability.fields';
import { defaults, mountCalculator } from '../affordability.test-support';
import { AFFORDABILITY_ERRORS } from '../affordability.text';
import { affordabilityMessages } from './en';
import { affordabilityTranslations } from './translations';

afterEach(() => {
  document.body.replaceChildren();
});

type Language = 'es' | 'fr' | 'de' | 'pt' | 'ar';

/**
 * An owner's calculator in another language: the heading is theirs, in their language; labels,
 * placeholders, captions and the disclaimer are left blank, so every word left on screen is the
 * catalogue's (the stand-in names of blank labels, the captions of blank buttons).
 */
function settings(heading: string): AffordabilitySettings {
  const value = defaults();
  value.header.heading = heading;
  value.header.subHeading = '';
  for (const name of INPUT_NAMES) {
    value.fields[name].label = '';
    value.fields[name].placeholder = '';
  }
  value.button.calculate.text = '';
  value.button.reset.text = '';
  value.disclaimer.text = '';
  value.advanced.housingDebtToIncomeRatio = 28.5;
  return value;
}

/** Everything the calculator can say: the form, each error, and results limited either way, above and within a target. */
function everything(language: Language, value: AffordabilitySettings) {
  const calculator = mountCalculator(value, undefined, {
    language,
    translation: affordabilityTranslations[language],
  });
  const seen = visibleTexts(calculator.shadow);
  const run = (values: Parameters<typeof calculator.type>[0]) => {
    calculator.type(values);
    calculator.calculate();
    seen.push(...visibleTexts(calculator.shadow));
  };
  run({ annualIncome: '', monthlyDebts: 'abc', interestRate: '', loanTerm: '', homePrice: '' });
  run({ annualIncome: '90000', monthlyDebts: '0', interestRate: '6.5', loanTerm: '30', homePrice: '900000' });
  const aboveAndHousing = [calculator.note('target'), calculator.note('limitedBy')];
  run({ annualIncome: '90000', monthlyDebts: '1500', interestRate: '6.5', loanTerm: '30', homePrice: '100000' });
  const withinAndDebt = [calculator.note('target'), calculator.note('limitedBy')];
  return { calculator, seen, notes: [...aboveAndHousing, ...withinAndDebt] };
}

describe('affordability catalogues (issue 32)', () => {
  it('has every English key in every language, with the same placeholders and plural forms', () => {
    expect(catalogueProblems(affordabilityMessages, affordabilityTranslations)).toEqual([]);
  });

  it('words the bounds as the contract does in English', () => {
    expect(AFFORDABILITY_ERRORS.amountInvalid).toBe(boundMessage(AMOUNT_BOUND));
    expect(AFFORDABILITY_ERRORS.rateInvalid).toBe(boundMessage(INTEREST_RATE_BOUND));
  });

  it.each([
    ['es', 'Cuánta casa puedes pagar'],
    ['ar', 'كم منزلًا يمكنك تحمّله؟'],
    ['fr', 'Quel logement pouvez-vous vous offrir ?'],
    ['de', 'Wie viel Haus können Sie sich leisten?'],
    ['pt', 'Quanto imóvel você pode pagar?'],
  ] as const)('leaves no English on screen in %s', (language, heading) => {
    const { calculator, seen, notes } = everything(language, settings(heading));
    const translation = affordabilityTranslations[language];
    expect(englishLeft(seen, affordabilityMessages, translation)).toEqual([]);
    // Each state was reached: the errors, both limits and both target notes.
    expect(seen).toContain(translation.incomeMissing);
    expect(seen).toContain(translation.termInvalid);
    const i18n = createI18n(affordabilityMessages, language, translation);
    const percent = (value: number) => i18n.number(value / 100, { style: 'percent', maximumFractionDigits: 2 });
    expect(notes).toEqual([
      expect.stringContaining(translation.targetAbove.split('{price}')[0] ?? ''),
      i18n.t('limitedByHousing', { ratio: percent(28.5) }),
      expect.stringContaining(translation.targetWithin.split('{price}')[0] ?? ''),
      i18n.t('limitedByDebt', { ratio: percent(36) }),
    ]);
    expect(calculator.shadow.querySelector('option[value="30"]')?.textContent).toBe(i18n.plural('years', 30));
    const root = calculator.shadow.querySelector(`[lang="${language}"]`);
    expect(root?.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });

  it.each(['es', 'fr', 'de', 'pt', 'ar'] as const)(
    'leaves no English on screen in %s when the owner kept every default text',
    (language) => {
      // As a new widget saves them: the contract's English header, labels, placeholders, captions, disclaimer.
      const { seen } = everything(language, defaults());
      const translation = affordabilityTranslations[language];
      expect(englishLeft(seen, affordabilityMessages, translation)).toEqual([]);
      for (const key of ['heading', 'subHeading', 'annualIncome', 'annualIncomePlaceholder', 'disclaimer'] as const)
        expect(seen).toContain(translation[key]);
    },
  );

  it('writes dollars and percentages in the language', () => {
    const { calculator } = everything('de', settings('Rechner'));
    const de = createI18n(affordabilityMessages, 'de', affordabilityTranslations.de);
    expect(calculator.figures().downPayment).toBe(de.number(0, { style: 'currency', currency: 'USD' }));
    expect(calculator.figures().homePrice).toMatch(/^[\d.]+,\d\d\s\$$/);
    expect(calculator.note('limitedBy')).toMatch(/\(36\s%\)/u);
  });

  it('speaks each language the contract offers', () => {
    expect(Object.keys(affordabilityTranslations).sort()).toEqual(WIDGET_LANGUAGES.filter((l) => l !== 'en').sort());
  });
});
