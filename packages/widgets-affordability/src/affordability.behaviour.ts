// What the calculator does in the page: Calculate (the form's submit, so Enter in a field works
// too) checks the inputs, shows errors accessibly and fills the live region; Reset puts the saved
// defaults back and clears the result. Listeners sit on the mount root (delegation), so they
// survive the re-render of a settings update.
import type { AffordabilitySettings } from '@widgetry/contracts';
import { listenForRent, type RentDetail, showFieldError, type WidgetBehaviour } from '@widgetry/widgets-core';
import {
  type AffordabilityI18n,
  affordabilityRatios,
  affordabilityResult,
  checkAffordabilityInput,
  englishI18n,
  type InputValues,
  RESULT_KEYS,
  type ResultTexts,
} from './affordability.calculate';
import { defaultText, INPUT_NAMES, type InputName } from './affordability.fields';
import { type AffordabilityContext, EMPTY_RESULT } from './affordability.render';

/** Spec 002 §8: the warning when the widget's container is not in the root it is attached to. */
export const CONTAINER_MISSING = 'Affordability container not found';

type Control = HTMLInputElement | HTMLSelectElement;

function control(root: ParentNode, name: InputName): Control | null {
  const found = root.querySelector(`[name="${name}"]`);
  return found instanceof HTMLInputElement || found instanceof HTMLSelectElement ? found : null;
}

function isInputName(value: string): value is InputName {
  return INPUT_NAMES.some((name) => name === value);
}

function showError(root: ParentNode, name: InputName, message: string | undefined): void {
  const field = control(root, name);
  if (field) showFieldError(root, field, message);
}

function setNote(root: ParentNode, key: 'limitedBy' | 'target', text: string, state?: string): void {
  const note = root.querySelector(`.wg-af-note[data-key="${key}"]`);
  if (!(note instanceof HTMLElement)) return;
  note.textContent = text;
  note.hidden = text === '';
  if (state) note.dataset.state = state;
  else delete note.dataset.state;
}

/** Fills the result, or empties it when `texts` is null. */
function showResult(root: ParentNode, texts: ResultTexts | null): void {
  for (const key of RESULT_KEYS) {
    const cell = root.querySelector(`dd[data-key="${key}"]`);
    if (cell) cell.textContent = texts ? texts.figures[key] : EMPTY_RESULT;
  }
  setNote(root, 'limitedBy', texts?.limitedBy ?? '');
  setNote(root, 'target', texts?.target?.text ?? '', texts?.target?.state);
}

function readValues(root: ParentNode): InputValues {
  const read = (name: InputName) => control(root, name)?.value ?? '';
  return {
    annualIncome: read('annualIncome'),
    extraIncome: read('extraIncome'),
    monthlyDebts: read('monthlyDebts'),
    downPayment: read('downPayment'),
    loanTerm: read('loanTerm'),
    interestRate: read('interestRate'),
    homePrice: read('homePrice'),
  };
}

/**
 * Computes from the inputs in `root`. With `focusError`, focus moves to the first field in error
 * so keyboard and screen-reader users land on its message.
 */
function calculate(
  root: ParentNode,
  settings: AffordabilitySettings,
  i18n: AffordabilityI18n,
  focusError: boolean,
): boolean {
  const checked = checkAffordabilityInput(readValues(root), i18n);
  for (const name of INPUT_NAMES) showError(root, name, checked.errors[name]);
  if (!checked.input) {
    showResult(root, null);
    const first = INPUT_NAMES.find((name) => checked.errors[name]);
    if (focusError && first) control(root, first)?.focus();
    return false;
  }
  showResult(root, affordabilityResult(checked.input, affordabilityRatios(settings.advanced), checked.target, i18n));
  return true;
}

/**
 * The yearly income at which `rent` is exactly the housing share (percent) of income: what a
 * listing's rent (the rent hand-off, widgets-core README) means for this calculator. Calculating
 * with it shows the home the same monthly budget would buy.
 */
export function incomeForRent(rent: number, housingPercent: number): number {
  return housingPercent > 0 ? Math.ceil((rent * 12 * 100) / housingPercent) : 0;
}

/**
 * Attaches to the rendered calculator in `root`. Fields the visitor has not touched follow the
 * saved defaults when the settings change (so the editor preview shows a new default at once);
 * after the first calculation, a settings update recalculates with the new ratios.
 */
export function attachAffordability(
  root: ShadowRoot | HTMLElement,
  initial: AffordabilitySettings,
  ctx?: AffordabilityContext,
): WidgetBehaviour<AffordabilitySettings> {
  const i18n = ctx?.i18n ?? englishI18n();
  // A result the visitor asked for (Calculate, or a listing's rent handed over) is reported for the
  // owner's insights (issue 30); a refused input or a settings update's recalculation is not.
  const reportCalculated = () => ctx?.report?.('calculated');
  if (!root.querySelector('.wg-af')) {
    console.warn(CONTAINER_MISSING);
    return { update() {}, destroy() {} };
  }
  let settings = initial;
  let calculated = false;
  const touched = new Set<InputName>();

  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    calculated = true;
    if (calculate(root, settings, i18n, true)) reportCalculated();
  };
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-action="reset"]')) return;
    calculated = false;
    touched.clear();
    for (const name of INPUT_NAMES) {
      const field = control(root, name);
      if (field) field.value = defaultText(settings.defaults, name);
      showError(root, name, undefined);
    }
    showResult(root, null);
  };
  const onEdit = (event: Event) => {
    const target = event.target;
    if ((target instanceof HTMLInputElement || target instanceof HTMLSelectElement) && isInputName(target.name)) {
      touched.add(target.name);
    }
  };
  // A listing card's "What will it cost me?" (RENT_EVENT): fill the income that rent needs and calculate.
  const onRent = (rent: RentDetail) => {
    const income = control(root, 'annualIncome');
    if (!income) return;
    income.value = String(incomeForRent(rent.rent, affordabilityRatios(settings.advanced).housing));
    // As if typed: mount() and `touched` keep it across a settings update.
    income.dispatchEvent(new Event('input', { bubbles: true }));
    calculated = true;
    if (calculate(root, settings, i18n, false)) reportCalculated();
    const form = root.querySelector('.wg-af');
    if (form && typeof form.scrollIntoView === 'function')
      form.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  root.addEventListener('submit', onSubmit);
  root.addEventListener('click', onClick);
  root.addEventListener('input', onEdit);
  root.addEventListener('change', onEdit);
  const stopRent = listenForRent(root.ownerDocument ?? document, onRent);
  return {
    update(next) {
      settings = next;
      for (const name of INPUT_NAMES) {
        const field = control(root, name);
        if (field && !touched.has(name)) field.value = defaultText(next.defaults, name);
      }
      if (calculated) calculate(root, settings, i18n, false);
    },
    destroy() {
      stopRent();
      root.removeEventListener('submit', onSubmit);
      root.removeEventListener('click', onClick);
      root.removeEventListener('input', onEdit);
      root.removeEventListener('change', onEdit);
    },
  };
}
