import { boundMessage } from '@widgetry/calculators';
import { defaultHtmlData, type MonthlypaymentSettings } from '@widgetry/contracts';
import { WIDGET_LANGUAGES } from '@widgetry/contracts/constants';
import { catalogueProblems, createI18n, mount } from '@widgetry/widgets-core';
import { englishLeft, visibleTexts } from '@widgetry/widgets-core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { monthlypaymentRuntime } from '../index';
import { VISITOR_BOUNDS } from '../monthlypayment.bounds';
import { boundText, englishI18n } from '../monthlypayment.format';
import { INPUT_NAMES } from '../monthlypayment-fields.render';
import { monthlypaymentMessages } from './en';
import { monthlypaymentTranslations } from './translations';

afterEach(() => {
  document.body.replaceChildren();
});

type Language = 'es' | 'fr' | 'de' | 'pt' | 'ar';

/** An owner's calculator: the title is theirs, in their language; sliders and the insurance note on. */
function settings(title: string): MonthlypaymentSettings {
  const value = defaultHtmlData('monthlypayment').monthlypayment;
  value.header.title = title;
  value.fields.defaultDownPaymentPercent = 10;
  return value;
}

/** The calculator in `language` with everything it can say: every row, both sliders, both kinds of range message. */
function everything(language: Language, title: string) {
  const el = document.createElement('div');
  document.body.append(el);
  mount(el, {
    runtime: monthlypaymentRuntime,
    settings: settings(title),
    language,
    translation: monthlypaymentTranslations[language],
  });
  const root = el.shadowRoot;
  if (!root) throw new Error('not mounted');
  const seen = visibleTexts(root);
  const type = (name: string, value: string) => {
    const input = root.querySelector(`input[name="${name}"]`);
    if (!(input instanceof HTMLInputElement)) throw new Error(`no ${name}`);
    input.value = value;
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  type(INPUT_NAMES.homePrice, '0.5');
  type(INPUT_NAMES.interestRate, '99');
  seen.push(...visibleTexts(root));
  return { root, seen };
}

describe('monthly payment catalogues (issue 32)', () => {
  it('has every English key in every language, with the same placeholders', () => {
    expect(catalogueProblems(monthlypaymentMessages, monthlypaymentTranslations)).toEqual([]);
  });

  it('words the bounds as the contract does in English', () => {
    for (const range of Object.values(VISITOR_BOUNDS))
      expect(boundText(englishI18n(), range)).toBe(boundMessage(range));
  });

  it.each([
    ['es', 'Calcula tu pago mensual'],
    ['ar', 'احسب دفعتك الشهرية'],
    ['fr', 'Calculez votre mensualité'],
    ['de', 'Berechnen Sie Ihre Monatsrate'],
    ['pt', 'Calcule sua parcela mensal'],
  ] as const)('leaves no English on screen in %s', (language, title) => {
    const { root, seen } = everything(language, title);
    const translation = monthlypaymentTranslations[language];
    expect(englishLeft(seen, monthlypaymentMessages, translation)).toEqual([]);
    const i18n = createI18n(monthlypaymentMessages, language, translation);
    // Both range messages were shown, and the insurance note and slider are there.
    expect(seen).toContain(boundText(i18n, VISITOR_BOUNDS.homePrice));
    expect(seen).toContain(boundText(i18n, VISITOR_BOUNDS.interestRate));
    expect(root.querySelector('.wg-mp-note')?.textContent).toBe(
      i18n.t('thresholdNote', { threshold: i18n.number(0.2, { style: 'percent' }) }),
    );
    expect(root.querySelector(`input[name="${INPUT_NAMES.homePriceRange}"]`)?.getAttribute('aria-valuetext')).toBe(
      i18n.number(1, { style: 'currency', currency: 'USD' }),
    );
    const widgetRoot = root.querySelector(`[lang="${language}"]`);
    expect(widgetRoot?.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });

  it.each(['es', 'fr', 'de', 'pt', 'ar'] as const)(
    'leaves no English on screen in %s when the owner kept the default title',
    (language) => {
      // The title as a new widget saves it: the contract's English default.
      const { seen } = everything(language, defaultHtmlData('monthlypayment').monthlypayment.header.title);
      expect(englishLeft(seen, monthlypaymentMessages, monthlypaymentTranslations[language])).toEqual([]);
      expect(seen).toContain(monthlypaymentTranslations[language].title);
    },
  );

  it('writes dollars, short amounts and percentages in the language', () => {
    const { root } = everything('fr', 'Mensualité');
    const fr = createI18n(monthlypaymentMessages, 'fr', monthlypaymentTranslations.fr);
    const text = (selector: string) => root.querySelector(selector)?.textContent;
    expect(text('[data-out="total"]')).toMatch(/^[\d\s\u202f]+,\d\d\s\$US$/u);
    expect(text('[data-out="downPaymentLabel"]')).toBe(fr.number(0.1, { style: 'percent' }));
    expect(root.querySelector('option[value="30"]')?.textContent).toBe('Taux fixe sur 30 ans');
  });

  it('speaks each language the contract offers', () => {
    expect(Object.keys(monthlypaymentTranslations).sort()).toEqual(WIDGET_LANGUAGES.filter((l) => l !== 'en').sort());
  });
});
