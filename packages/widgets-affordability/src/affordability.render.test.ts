import { type AffordabilitySettings, affordabilitySettingsSchema, htmlDataFields } from '@widgetry/contracts';
import { FONT_WEIGHTS, FONTS, SHADOWS, TEXT_ALIGNS } from '@widgetry/contracts/constants';
import { createI18n, renderToString } from '@widgetry/widgets-core';
import { readValue, visibleTexts, withValue } from '@widgetry/widgets-core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { INPUT_NAMES } from './affordability.fields';
import { defaults, mountCalculator } from './affordability.test-support';
import { affordabilityMessages } from './i18n/en';
import { affordabilityTranslations } from './i18n/translations';
import { affordabilityRuntime } from './index';

const ctx = { idPrefix: 'w1-', i18n: createI18n(affordabilityMessages) };
/** renderToString speaks English without an i18n. */
const serverCtx = { idPrefix: 'w1-' };
const parse = (settings: AffordabilitySettings) =>
  new DOMParser().parseFromString(affordabilityRuntime.render(settings, ctx), 'text/html');

const CANDIDATES: unknown[] = [
  '#123456',
  '#abcdef',
  '12px',
  '20px',
  '48px',
  'horizontal',
  'compact',
  'spacious',
  ...FONTS,
  ...SHADOWS,
  ...FONT_WEIGHTS,
  ...TEXT_ALIGNS,
  'A new text',
  15,
  20,
  5,
  42,
  1000,
];

/** Another value the contract accepts for the field at `path`, or null when it has only one. */
function otherValidSettings(path: readonly string[]): AffordabilitySettings | null {
  const base = defaults();
  for (const candidate of CANDIDATES) {
    if (candidate === readValue(base, path)) continue;
    const parsed = affordabilitySettingsSchema.safeParse(withValue(base, path, candidate));
    if (parsed.success) return parsed.data;
  }
  return null;
}

describe('affordability render', () => {
  it('labels every input with the settings’ labels and placeholders', () => {
    const doc = parse(defaults());
    const controls = [...doc.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')];
    expect(controls.map((control) => [control.name, control.type])).toEqual([
      ['annualIncome', 'number'],
      ['extraIncome', 'number'],
      ['monthlyDebts', 'number'],
      ['downPayment', 'number'],
      ['loanTerm', 'select-one'],
      ['interestRate', 'number'],
      ['homePrice', 'number'],
    ]);
    for (const control of controls) {
      expect(control.id).toBe(`w1-${control.name}`);
      expect(doc.querySelector(`label[for="${control.id}"]`)?.textContent).toBeTruthy();
      expect(doc.getElementById(`${control.id}-error`)?.hidden).toBe(true);
    }
    expect(doc.querySelector('label[for="w1-annualIncome"]')?.textContent).toBe('Annual Income');
    expect(doc.querySelector('label[for="w1-homePrice"]')?.textContent).toBe('Home Price (optional)');
    expect(doc.querySelector('#w1-annualIncome')?.getAttribute('placeholder')).toBe('Enter annual income');
    const rate = doc.querySelector('#w1-interestRate');
    expect([rate?.getAttribute('min'), rate?.getAttribute('max'), rate?.getAttribute('step')]).toEqual([
      '0',
      '20',
      '0.1',
    ]);
    expect(rate?.getAttribute('value')).toBe('4.5');
    const options = [...doc.querySelectorAll('#w1-loanTerm option')].map((option) => [
      option.getAttribute('value'),
      option.textContent,
    ]);
    expect(options).toEqual([
      ['', 'Select loan term'],
      ['15', '15 years'],
      ['20', '20 years'],
      ['30', '30 years'],
    ]);
    expect(doc.querySelector('#w1-loanTerm option[selected]')?.getAttribute('value')).toBe('30');
  });

  it('puts the result in a polite live region, empty until the visitor calculates', () => {
    const doc = parse(defaults());
    const live = doc.querySelector('[aria-live="polite"]');
    expect(live?.getAttribute('role')).toBe('region');
    expect(live?.getAttribute('aria-label')).toBe('Your results');
    expect(live?.getAttribute('aria-atomic')).toBe('true');
    expect([...(live?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Affordable home price',
      'Loan amount',
      'Monthly payment',
      'Down payment',
    ]);
    expect([...(live?.querySelectorAll('dd') ?? [])].map((dd) => dd.textContent)).toEqual(['—', '—', '—', '—']);
    expect(live?.querySelector('.wg-af-basis')?.textContent).toBe(
      'Based on a housing ratio of 28% and a total debt ratio of 36% of your monthly income.',
    );
    expect([...doc.querySelectorAll('button')].map((button) => [button.type, button.textContent])).toEqual([
      ['submit', 'Calculate'],
      ['button', 'Reset'],
    ]);
    expect(doc.querySelector('h2')?.textContent).toBe('Affordability Calculator');
    expect(doc.querySelector('.wg-af-sub')?.textContent).toBe('See how much home you can afford');
    expect(doc.querySelector('.wg-af-disclaimer')?.textContent).toMatch(/^This calculator provides estimates/);
  });

  it('leaves out empty header texts and disclaimer, and keeps a blank label for screen readers', () => {
    const settings = defaults();
    settings.header.heading = '';
    settings.header.subHeading = '';
    settings.disclaimer.text = '';
    settings.fields.monthlyDebts.label = ' ';
    settings.button.reset.text = '';
    const doc = parse(settings);
    expect(doc.querySelector('.wg-af-header')).toBeNull();
    expect(doc.querySelector('.wg-af-disclaimer')).toBeNull();
    const label = doc.querySelector('label[for="w1-monthlyDebts"]');
    expect(label?.textContent).toBe('Monthly Debts');
    expect(label?.className).toBe('wg-af-sr');
    expect(doc.querySelector('[data-action="reset"]')?.textContent).toBe('Reset');
  });

  it('shows the template and spacing chosen, falling back for values outside the lists', () => {
    const settings = defaults();
    expect(parse(settings).querySelector('.wg-af')?.outerHTML).toMatch(
      /data-template="vertical" data-spacing="normal"/,
    );
    settings.layout.template = 'horizontal';
    settings.layout.spacing = 'compact';
    expect(parse(settings).querySelector('.wg-af')?.outerHTML).toMatch(
      /data-template="horizontal" data-spacing="compact"/,
    );
    Reflect.set(settings.layout, 'template', 'diagonal');
    Reflect.set(settings.layout, 'spacing', '"><b>');
    expect(parse(settings).querySelector('.wg-af')?.outerHTML).toMatch(
      /data-template="vertical" data-spacing="normal"/,
    );
  });

  it('turns the default settings into validated variables and lists their fonts', () => {
    expect(affordabilityRuntime.vars(defaults())).toMatchObject({
      '--wg-bg': '#ffffff',
      '--wg-border': '#e2e8f0',
      '--wg-radius': '8px',
      '--wg-pad': '20px',
      '--wg-shadow': '0 4px 6px -1px rgba(0,0,0,.1),0 2px 4px -2px rgba(0,0,0,.1)',
      '--wg-h-size': '28px',
      '--wg-h-weight': 'bold',
      '--wg-h-align': 'center',
      '--wg-f-weight': 'normal',
      '--wg-l-weight': '600',
      '--wg-c-bg': '#2b6cb0',
      '--wg-r-bg': '#edf2f7',
      '--wg-res-bg': '#f7fafc',
      '--wg-d-color': '#4a5568',
    });
    expect(affordabilityRuntime.vars(defaults())['--wg-h-font']).toMatch(/^"Open Sans", /);
    expect(affordabilityRuntime.fonts(defaults())).toEqual(Array(6).fill('Open Sans'));
  });

  it('has an input for every default value and every input group of the contract', () => {
    const paths = htmlDataFields('affordability').map((field) => field.path.slice(1));
    const defaultNames = paths.filter((path) => path[0] === 'defaults').map((path) => path[1]);
    const inputGroups = paths.filter((path) => path[0] === 'fields' && path.length === 3).map((path) => path[1]);
    expect(new Set(defaultNames)).toEqual(new Set(INPUT_NAMES));
    expect(new Set(inputGroups)).toEqual(new Set(INPUT_NAMES));
  });

  // The language is the entry's to resolve (with the page's): i18n/catalogues.test.ts renders it.
  const fields = htmlDataFields('affordability')
    .map((field) => ({ path: field.path.slice(1) }))
    .filter(({ path }) => path[0] !== 'language');

  it('covers every group of the contract', () => {
    expect(new Set(fields.map(({ path }) => path[0]))).toEqual(
      new Set(['container', 'header', 'layout', 'fields', 'button', 'results', 'defaults', 'advanced', 'disclaimer']),
    );
    expect(fields.length).toBeGreaterThan(60);
  });

  it.each(fields.map(({ path }) => ({ path, name: path.join('.') })))(
    'lets the setting $name change the output',
    ({ path }) => {
      const before = renderToString(affordabilityRuntime, defaults(), serverCtx);
      const other = otherValidSettings(path);
      if (other === null) {
        // A list of one (results.layout: 'simple'): the value itself must be in the output.
        expect(path).toEqual(['results', 'layout']);
        expect(before).toContain('data-layout="simple"');
        return;
      }
      expect(renderToString(affordabilityRuntime, other, serverCtx)).not.toBe(before);
    },
  );
});

// Issue 32: a new widget follows the page's language, and its header, labels, placeholders,
// captions and disclaimer are saved as the contract's English defaults when the owner never
// touches them. Those words are ours, not the owner's: they speak the widget's language.
describe('affordability default texts in another language', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  const render = (settings: AffordabilitySettings, language: 'de' | 'ar') =>
    new DOMParser().parseFromString(
      affordabilityRuntime.render(settings, {
        idPrefix: 'w1-',
        i18n: createI18n(affordabilityMessages, language, affordabilityTranslations[language]),
      }),
      'text/html',
    );

  /** Every visitor-facing text setting of the contract's defaults. */
  const defaultTexts = () => {
    const { header, fields, button, disclaimer } = defaults();
    return [
      header.heading,
      header.subHeading,
      ...INPUT_NAMES.flatMap((name) => [fields[name].label, fields[name].placeholder]),
      button.calculate.text,
      button.reset.text,
      disclaimer.text,
    ];
  };

  it.each(['de', 'ar'] as const)('shows every stored English default in %s', (language) => {
    const doc = render(defaults(), language);
    const tr = affordabilityTranslations[language];
    const english = defaultTexts();
    expect(visibleTexts(doc).filter((text) => english.includes(text))).toEqual([]);
    expect(doc.querySelector('h2')?.textContent).toBe(tr.heading);
    expect(doc.querySelector('.wg-af-sub')?.textContent).toBe(tr.subHeading);
    expect(doc.querySelector('.wg-af-disclaimer')?.textContent).toBe(tr.disclaimer);
    expect(doc.querySelector('label[for="w1-annualIncome"]')?.textContent).toBe(tr.annualIncome);
    expect(doc.querySelector('label[for="w1-homePrice"]')?.textContent).toBe(`${tr.homePriceInput} ${tr.optional}`);
    expect(doc.querySelector('#w1-extraIncome')?.getAttribute('placeholder')).toBe(tr.extraIncomePlaceholder);
    expect(doc.querySelector('#w1-loanTerm option[value=""]')?.textContent).toBe(tr.loanTermPlaceholder);
    expect([...doc.querySelectorAll('button')].map((button) => button.textContent)).toEqual([tr.calculate, tr.reset]);
  });

  it('knows a default saved with stray spaces as the default', () => {
    const settings = defaults();
    settings.header.heading = `  ${settings.header.heading} `;
    settings.fields.monthlyDebts.placeholder = `${settings.fields.monthlyDebts.placeholder} `;
    const doc = render(settings, 'de');
    expect(doc.querySelector('h2')?.textContent).toBe(affordabilityTranslations.de.heading);
    expect(doc.querySelector('#w1-monthlyDebts')?.getAttribute('placeholder')).toBe(
      affordabilityTranslations.de.monthlyDebtsPlaceholder,
    );
  });

  it('keeps what the owner typed as typed in de, English words included', () => {
    const settings = defaults();
    settings.header.heading = 'Wie viel Haus passt zu Ihnen?';
    settings.fields.annualIncome.label = 'Annual household income';
    settings.fields.annualIncome.placeholder = 'z. B. 85000';
    settings.button.calculate.text = 'Jetzt rechnen';
    settings.disclaimer.text = 'Keine Anlageberatung.';
    const doc = render(settings, 'de');
    expect(doc.querySelector('h2')?.textContent).toBe('Wie viel Haus passt zu Ihnen?');
    expect(doc.querySelector('label[for="w1-annualIncome"]')?.textContent).toBe('Annual household income');
    expect(doc.querySelector('#w1-annualIncome')?.getAttribute('placeholder')).toBe('z. B. 85000');
    expect(doc.querySelector('button[type="submit"]')?.textContent).toBe('Jetzt rechnen');
    expect(doc.querySelector('.wg-af-disclaimer')?.textContent).toBe('Keine Anlageberatung.');
    // The texts left as defaults still speak German beside them.
    expect(doc.querySelector('label[for="w1-extraIncome"]')?.textContent).toBe(
      affordabilityTranslations.de.extraIncome,
    );
  });

  it('follows the editor’s preview as the owner edits a label, and leaves English as it was', () => {
    const calculator = mountCalculator(defaults(), undefined, {
      language: 'de',
      translation: affordabilityTranslations.de,
    });
    const label = () => calculator.shadow.querySelector('label[for$="monthlyDebts"]')?.textContent;
    expect(label()).toBe(affordabilityTranslations.de.monthlyDebts);
    const edited = defaults();
    edited.fields.monthlyDebts.label = 'Monatliche Kreditraten';
    calculator.widget.update(edited);
    expect(label()).toBe('Monatliche Kreditraten');
    calculator.widget.update(defaults());
    expect(label()).toBe(affordabilityTranslations.de.monthlyDebts);
    const english = visibleTexts(parse(defaults()));
    for (const text of defaultTexts()) expect(english.join('\n')).toContain(text);
  });
});
