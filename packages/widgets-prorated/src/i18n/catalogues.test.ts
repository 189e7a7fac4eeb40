import { boundMessage } from '@widgetry/calculators';
import { defaultHtmlData, type ProratedSettings } from '@widgetry/contracts';
import { AMOUNT_BOUND, WIDGET_LANGUAGES } from '@widgetry/contracts/constants';
import { catalogueProblems, createI18n, mount } from '@widgetry/widgets-core';
import { englishLeft, visibleTexts } from '@widgetry/widgets-core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { proratedRuntime } from '../index';
import { PRORATED_ERRORS } from '../prorated.text';
import { proratedMessages } from './en';
import { proratedTranslations } from './translations';

afterEach(() => {
  document.body.replaceChildren();
});

/** A Spanish or Arabic owner's calculator: the heading is theirs, typed in their language. */
function settings(heading: string): ProratedSettings {
  const value = defaultHtmlData('prorated').prorated;
  value.heading.proratedHeading = heading;
  return value;
}

/**
 * The calculator mounted in `language`, with everything it can say on screen: the form, each
 * error, and a result for a stay across two months. Returns the root and the texts seen.
 */
function everything(language: 'es' | 'fr' | 'de' | 'pt' | 'ar', heading: string) {
  const el = document.createElement('div');
  document.body.append(el);
  mount(el, {
    runtime: proratedRuntime,
    settings: settings(heading),
    language,
    translation: proratedTranslations[language],
  });
  const root = el.shadowRoot;
  if (!root) throw new Error('not mounted');
  const form = root.querySelector('form');
  const type = (values: Record<string, string>) => {
    for (const [name, value] of Object.entries(values)) {
      const input = root.querySelector(`input[name="${name}"]`);
      if (input instanceof HTMLInputElement) input.value = value;
    }
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  };
  const seen = [...visibleTexts(root)];
  type({ rent: '', moveIn: '', moveOut: '' });
  seen.push(...visibleTexts(root));
  type({ rent: '1e15', moveIn: '2026-03-10', moveOut: '2026-03-01' });
  seen.push(...visibleTexts(root));
  type({ rent: '1500', moveIn: '2026-03-10', moveOut: '2027-04-01' });
  seen.push(...visibleTexts(root));
  type({ rent: '1500', moveIn: '2026-01-20', moveOut: '2026-02-10' });
  seen.push(...visibleTexts(root));
  return { root, seen };
}

describe('prorated catalogues (issue 32)', () => {
  it('has every English key in every language, with the same placeholders', () => {
    expect(catalogueProblems(proratedMessages, proratedTranslations)).toEqual([]);
  });

  it('words the amount bound as the contract does in English', () => {
    expect(PRORATED_ERRORS.rentInvalid).toBe(boundMessage(AMOUNT_BOUND));
  });

  it.each([
    ['es', 'Calculadora de alquiler prorrateado'],
    ['ar', 'حاسبة الإيجار التناسبي'],
    ['fr', 'Calculateur de loyer au prorata'],
    ['de', 'Rechner für anteilige Miete'],
    ['pt', 'Calculadora de aluguel proporcional'],
  ] as const)('leaves no English on screen in %s', (language, heading) => {
    const { root, seen } = everything(language, heading);
    const translation = proratedTranslations[language];
    expect(englishLeft(seen, proratedMessages, translation)).toEqual([]);
    // Each state was reached: the errors and both kinds of result rows are among the texts.
    expect(seen).toContain(translation.rentMissing);
    expect(seen).toContain(translation.moveOutBeforeMoveIn);
    expect(seen.some((text) => text.includes(translation.moveOutTooLate.split('{')[0] ?? ''))).toBe(true);
    expect(root.querySelectorAll('[data-months] li')).toHaveLength(2);
    const widgetRoot = root.querySelector(`[lang="${language}"]`);
    expect(widgetRoot?.getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr');
  });

  it.each(['es', 'fr', 'de', 'pt', 'ar'] as const)(
    'leaves no English on screen in %s when the owner kept the default heading',
    (language) => {
      // The heading as a new widget saves it: the contract's English default.
      const { seen } = everything(language, defaultHtmlData('prorated').prorated.heading.proratedHeading);
      expect(englishLeft(seen, proratedMessages, proratedTranslations[language])).toEqual([]);
      expect(seen).toContain(proratedTranslations[language].heading);
    },
  );

  it('writes figures, dollars and dates in the language', () => {
    const { root } = everything('es', 'Calculadora');
    const es = createI18n(proratedMessages, 'es', proratedTranslations.es);
    const cell = (key: string) => root.querySelector(`[data-key="${key}"]`)?.textContent;
    expect(cell('amount')).toBe(es.number(1116.36, { style: 'currency', currency: 'USD' }));
    expect(cell('period')).toBe('20 de enero de 2026 – 10 de febrero de 2026');
    const ar = everything('ar', 'حاسبة').root;
    expect(ar.querySelector('[data-key="period"]')?.textContent).toContain('يناير');
  });

  it('speaks each language the contract offers', () => {
    expect(Object.keys(proratedTranslations).sort()).toEqual(WIDGET_LANGUAGES.filter((l) => l !== 'en').sort());
  });
});
