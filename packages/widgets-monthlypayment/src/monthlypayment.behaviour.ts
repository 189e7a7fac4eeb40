// What the calculator does as a visitor types or drags: keep each slider and its number input
// together, recompute with @widgetry/calculators and refresh the figures, the ring and the
// breakdown. Listens on the root (event delegation), since a settings update replaces the markup.
// The visitor's use is reported for the owner's insights (issue 30: calculated), once per run of
// inputs: a slider dragged is one calculation, not one per step.
import { clampDownPaymentPercent, HOME_PRICE_LIMIT, isInRange, type Range } from '@widgetry/calculators';
import type { MonthlypaymentSettings } from '@widgetry/contracts';
import { listenForRent, type RentDetail, reportPerBurst, type WidgetBehaviour } from '@widgetry/widgets-core';
import { VISITOR_BOUNDS } from './monthlypayment.bounds';
import {
  LOAN_TERM_YEARS,
  type MortgageInsurance,
  type PaymentView,
  paymentView,
  ringStops,
  type VisitorInput,
} from './monthlypayment.compute';
import { boundText, englishI18n, type MonthlypaymentI18n, money } from './monthlypayment.format';
import { type MonthlyPaymentModel, resolveSettings } from './monthlypayment.settings';
import { INPUT_NAMES, type MonthlypaymentContext } from './monthlypayment-fields.render';

/**
 * Spec 002 §4: toggling a slider in the editor reruns the widget's processing after about 50 ms,
 * once the re-rendered markup (with or without the slider) has been laid out.
 */
export const SLIDER_REPROCESS_MS = 50;

/** Each slider's number input, by the slider's name. */
const SLIDER_PARTNERS: Record<string, string> = {
  [INPUT_NAMES.homePriceRange]: INPUT_NAMES.homePrice,
  [INPUT_NAMES.downPaymentRange]: INPUT_NAMES.downPaymentPercent,
};

type Field = HTMLInputElement | HTMLSelectElement;

function field(root: ParentNode, name: string): Field | null {
  const found = root.querySelector(`[name="${name}"]`);
  return found instanceof HTMLInputElement || found instanceof HTMLSelectElement ? found : null;
}

/** Says `message` beside the input (its note, `<id>-error`), or clears it. */
function showBound(root: ParentNode, input: Field, message: string | undefined): void {
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
  const note = [...root.querySelectorAll('.wg-mp-error')].find((node) => node.id === `${input.id}-error`);
  if (!(note instanceof HTMLElement)) return;
  note.textContent = message ?? '';
  note.hidden = !message;
}

/**
 * A number typed into `name`: blank counts as 0 (spec 002 §5: unfilled shows as 0 or blank).
 * Anything outside the range is told the range beside the field, in the editor's words, and the
 * figures use the nearest number the calculators accept, so a typing slip never shows a 20-digit
 * result.
 */
function readNumber(root: ParentNode, name: string, fallback: number, range: Range, i18n: MonthlypaymentI18n): number {
  const input = field(root, name);
  if (!input) return fallback;
  const text = input.value.trim();
  const value = text === '' ? 0 : Number(text);
  // A blank field is "unfilled", not an error, even where the range starts above 0.
  showBound(root, input, text === '' || isInRange(value, range) ? undefined : boundText(i18n, range));
  if (!Number.isFinite(value)) return range.min;
  const within = Math.min(range.max, Math.max(range.min, value));
  return range.integer ? Math.trunc(within) : within;
}

/** The visitor's inputs as they stand, with the settings' defaults for any field not shown. */
export function readInputs(
  root: ParentNode,
  model: MonthlyPaymentModel,
  i18n: MonthlypaymentI18n = englishI18n(),
): VisitorInput {
  const term = Number(field(root, INPUT_NAMES.loanTerm)?.value);
  return {
    homePrice: readNumber(root, INPUT_NAMES.homePrice, model.homePrice.value, VISITOR_BOUNDS.homePrice, i18n),
    downPaymentPercent: clampDownPaymentPercent(
      readNumber(
        root,
        INPUT_NAMES.downPaymentPercent,
        model.downPaymentPercent,
        VISITOR_BOUNDS.downPaymentPercent,
        i18n,
      ),
    ),
    loanTermYears: LOAN_TERM_YEARS.find((years) => years === term) ?? model.defaultLoanTerm,
    interestRate: readNumber(root, INPUT_NAMES.interestRate, model.interestRate, VISITOR_BOUNDS.interestRate, i18n),
    propertyTaxRate: readNumber(
      root,
      INPUT_NAMES.propertyTaxRate,
      model.propertyTaxRate,
      VISITOR_BOUNDS.propertyTaxRate,
      i18n,
    ),
    homeInsurance: readNumber(root, INPUT_NAMES.homeInsurance, model.homeInsurance, VISITOR_BOUNDS.homeInsurance, i18n),
    hoaFees: readNumber(root, INPUT_NAMES.hoaFees, model.hoaFees, VISITOR_BOUNDS.hoaFees, i18n),
  };
}

/** Puts each slider where its number input says (a slider pins at its end for a value outside it). */
function syncSliders(root: ParentNode, input: VisitorInput, view: PaymentView, i18n: MonthlypaymentI18n): void {
  const price = field(root, INPUT_NAMES.homePriceRange);
  if (price) {
    price.value = String(input.homePrice);
    price.setAttribute('aria-valuetext', money(i18n, input.homePrice));
  }
  const down = field(root, INPUT_NAMES.downPaymentRange);
  if (down) {
    down.value = String(input.downPaymentPercent);
    down.setAttribute('aria-valuetext', view.texts.downPaymentLabel);
  }
}

function showView(root: HTMLElement | ShadowRoot, view: PaymentView): void {
  for (const node of root.querySelectorAll<HTMLElement>('[data-out]')) {
    const key = node.dataset.out;
    const text = key !== undefined && Object.hasOwn(view.texts, key) ? Reflect.get(view.texts, key) : undefined;
    if (typeof text === 'string' && node.textContent !== text) node.textContent = text;
  }
  const ring = root.querySelector<HTMLElement>('.wg-mp-ring');
  for (const [name, value] of ringStops(view.stops)) ring?.style.setProperty(name, value);
}

/**
 * The home price, to the nearest thousand below, whose whole monthly payment (with the visitor's
 * down payment, rate, term, tax, insurance and HOA) is `rent`: what a listing's rent (the rent
 * hand-off, widgets-core README) buys as a monthly budget. The payment grows with the price, so
 * halving the interval finds it; 0 when insurance and HOA alone already exceed the rent.
 */
export function homePriceForRent(rent: number, input: VisitorInput, insurance: MortgageInsurance): number {
  const total = (homePrice: number) => paymentView({ ...input, homePrice }, insurance).result.total;
  let low = 0;
  let high = HOME_PRICE_LIMIT;
  if (total(high) <= rent) return high;
  for (let step = 0; step < 60 && high - low > 1; step++) {
    const middle = (low + high) / 2;
    if (total(middle) <= rent) low = middle;
    else high = middle;
  }
  return Math.floor(low / 1000) * 1000;
}

/**
 * Recomputes on every input (typing, a slider dragged or moved by keyboard, a loan type chosen).
 * A settings update recomputes at once, except after a slider was switched on or off, when the
 * processing reruns after {@link SLIDER_REPROCESS_MS}; meanwhile the result is marked busy.
 */
export function attachMonthlypayment(
  root: HTMLElement | ShadowRoot,
  settings: MonthlypaymentSettings,
  ctx?: MonthlypaymentContext,
): WidgetBehaviour<MonthlypaymentSettings> {
  const i18n = ctx?.i18n ?? englishI18n();
  let model = resolveSettings(settings);
  const calculated = reportPerBurst(ctx?.report, 'calculated');
  let timer: ReturnType<typeof setTimeout> | undefined;

  const process = () => {
    const input = readInputs(root, model, i18n);
    const view = paymentView(input, model, i18n);
    syncSliders(root, input, view, i18n);
    showView(root, view);
    root.querySelector('[data-out="total"]')?.removeAttribute('aria-busy');
  };

  const onInput = (event: Event) => {
    const target = event.target;
    if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement)) return;
    // A slider drives its number input; the number input drives the slider in process().
    const partnerName = Object.hasOwn(SLIDER_PARTNERS, target.name) ? SLIDER_PARTNERS[target.name] : undefined;
    const partner = partnerName ? field(root, partnerName) : null;
    if (partner) partner.value = target.value;
    process();
    calculated();
  };
  // A listing card's "What will it cost me?" (RENT_EVENT): the home that rent would pay for.
  const onRent = (rent: RentDetail) => {
    const price = field(root, INPUT_NAMES.homePrice);
    if (!price) return;
    price.value = String(homePriceForRent(rent.rent, readInputs(root, model, i18n), model));
    // As if typed: process() follows, and mount() keeps the value across a settings update.
    price.dispatchEvent(new Event('input', { bubbles: true }));
    const form = price.closest('.wg-mp');
    if (form && typeof form.scrollIntoView === 'function')
      form.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  };
  root.addEventListener('input', onInput);
  const stopRent = listenForRent(root.ownerDocument ?? document, onRent);
  process();

  return {
    update(next) {
      const before = model;
      model = resolveSettings(next);
      resetChangedDefaults(root, before, model);
      const toggled =
        before.homePriceSlider !== model.homePriceSlider || before.downPaymentSlider !== model.downPaymentSlider;
      if (!toggled) {
        process();
        return;
      }
      clearTimeout(timer);
      root.querySelector('[data-out="total"]')?.setAttribute('aria-busy', 'true');
      timer = setTimeout(() => {
        timer = undefined;
        process();
      }, SLIDER_REPROCESS_MS);
    },
    destroy() {
      stopRent();
      clearTimeout(timer);
      timer = undefined;
      root.removeEventListener('input', onInput);
    },
  };
}

/**
 * mount() keeps what the inputs held across an update; an input whose default the editor just
 * changed shows the new default instead, so the preview follows the Default Values panel.
 */
function resetChangedDefaults(root: ParentNode, before: MonthlyPaymentModel, after: MonthlyPaymentModel): void {
  const defaults: [string, number, number][] = [
    [INPUT_NAMES.homePrice, before.homePrice.value, after.homePrice.value],
    [INPUT_NAMES.downPaymentPercent, before.downPaymentPercent, after.downPaymentPercent],
    [INPUT_NAMES.interestRate, before.interestRate, after.interestRate],
    [INPUT_NAMES.propertyTaxRate, before.propertyTaxRate, after.propertyTaxRate],
    [INPUT_NAMES.homeInsurance, before.homeInsurance, after.homeInsurance],
    [INPUT_NAMES.hoaFees, before.hoaFees, after.hoaFees],
  ];
  for (const [name, was, now] of defaults) {
    const input = field(root, name);
    if (input && was !== now) input.value = String(now);
  }
}
