// What the calculator does when a visitor presses Calculate (or Enter in a field): check the
// inputs, show errors accessibly, compute with @widgetry/calculators and fill the live region. A
// result shown is reported for the owner's insights (issue 30: calculated).
import {
  type CalendarDate,
  compareCalendarDates,
  isInRange,
  MAX_STAY_MONTHS,
  type ProrationResult,
  parseCalendarDate,
  prorateRent,
  prorateStay,
  roundTo,
} from '@widgetry/calculators';
import type { ProratedSettings } from '@widgetry/contracts';
import { AMOUNT_BOUND } from '@widgetry/contracts/constants';
import { createI18n, type I18n, showFieldError, type WidgetBehaviour } from '@widgetry/widgets-core';
import { proratedMessages } from './i18n/en';
import { EMPTY_RESULT, FIELD_NAMES, type ProratedContext, RESULT_KEYS, type ResultKey } from './prorated.render';

type ProratedI18n = I18n<typeof proratedMessages>;

/**
 * Input errors, worded for visitors in the widget's language. The amount's bound is the editor's
 * (contracts AMOUNT_BOUND), in the contract's words in English: no 20-digit results.
 */
export function proratedErrors(i18n: ProratedI18n) {
  const plain = (value: number) => i18n.number(value, { useGrouping: false });
  return {
    rentMissing: i18n.t('rentMissing'),
    rentInvalid: i18n.t('numberRange', { min: plain(AMOUNT_BOUND.min), max: plain(AMOUNT_BOUND.max) }),
    moveInMissing: i18n.t('moveInMissing'),
    dateInvalid: i18n.t('dateInvalid'),
    // Moving out on the move-in day is a one-day stay, so only an earlier date is refused.
    moveOutBeforeMoveIn: i18n.t('moveOutBeforeMoveIn'),
    moveOutTooLate: i18n.t('moveOutTooLate', { months: i18n.number(MAX_STAY_MONTHS) }),
  };
}

/** English, for a caller that passes no language (tests, npm users checking input by hand). */
const english = (): ProratedI18n => createI18n(proratedMessages);

type FieldName = keyof typeof FIELD_NAMES;
type Errors = Partial<Record<FieldName, string>>;

interface Checked {
  errors: Errors;
  rent?: number;
  moveIn?: CalendarDate;
  moveOut?: CalendarDate;
}

function readDate(raw: string): CalendarDate | null {
  try {
    return parseCalendarDate(raw);
  } catch {
    return null;
  }
}

const monthsApart = (a: CalendarDate, b: CalendarDate) => (b.year - a.year) * 12 + (b.month - a.month);

/** Checks the three inputs as typed; pure, so the rules are tested without a DOM. */
export function checkProratedInput(values: Record<FieldName, string>, i18n: ProratedI18n = english()): Checked {
  const messages = proratedErrors(i18n);
  const errors: Errors = {};
  const out: Checked = { errors };
  const rentText = values.rent.trim();
  const rent = Number(rentText);
  if (rentText === '') errors.rent = messages.rentMissing;
  else if (!isInRange(rent, AMOUNT_BOUND)) errors.rent = messages.rentInvalid;
  else out.rent = rent;

  if (values.moveIn === '') errors.moveIn = messages.moveInMissing;
  else {
    const moveIn = readDate(values.moveIn);
    if (moveIn) out.moveIn = moveIn;
    else errors.moveIn = messages.dateInvalid;
  }

  if (values.moveOut !== '') {
    const moveOut = readDate(values.moveOut);
    if (!moveOut) errors.moveOut = messages.dateInvalid;
    else if (out.moveIn && compareCalendarDates(moveOut, out.moveIn) < 0) {
      errors.moveOut = messages.moveOutBeforeMoveIn;
    } else if (out.moveIn && monthsApart(out.moveIn, moveOut) >= MAX_STAY_MONTHS) {
      // A stay across months is prorated month by month, up to the calculators' limit.
      errors.moveOut = messages.moveOutTooLate;
    } else out.moveOut = moveOut;
  }
  return out;
}

const iso = (date: CalendarDate) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/** A calendar date written out in the widget's language ('5 March 2026', '5 de marzo de 2026'). */
const longDate = (i18n: ProratedI18n, date: CalendarDate) => i18n.date(new Date(`${iso(date)}T00:00:00Z`), LONG_DATE);

const period = (i18n: ProratedI18n, from: CalendarDate, to: CalendarDate) =>
  `${longDate(i18n, from)} – ${longDate(i18n, to)}`;

/** Money stays dollars; the language writes the figure (1,500.00 $US in French). */
const money = (i18n: ProratedI18n, amount: number) =>
  // Rounded half away from zero to the cent first, as calculators' formatMoney did.
  i18n.number(roundTo(amount, 2), { style: 'currency', currency: 'USD' });

/** What the calculator shows: the result rows and, for a stay across months, one line per month. */
export interface ProratedView {
  texts: Record<ResultKey, string>;
  /** Empty for a stay within one month, whose rows already say everything. */
  months: string[];
}

/** One month's part of a longer stay: its days, its month length and its rent. */
function monthLine(i18n: ProratedI18n, part: ProrationResult): string {
  return i18n.t('monthLine', {
    period: period(i18n, part.from, part.to),
    charged: i18n.number(part.daysCharged),
    days: i18n.number(part.daysInMonth),
    amount: money(i18n, part.amount),
  });
}

/** The result for valid input; a stay across months shows each month's part and the total. */
export function proratedResult(
  rent: number,
  moveIn: CalendarDate,
  moveOut?: CalendarDate,
  i18n: ProratedI18n = english(),
): ProratedView {
  const stay = moveOut
    ? prorateStay({ monthlyRent: rent, moveIn, moveOut })
    : { ...single(prorateRent({ monthlyRent: rent, moveIn })) };
  const [first, ...rest] = stay.parts;
  const many = rest.length > 0;
  return {
    texts: {
      daysInMonth: stay.parts.map((part) => i18n.number(part.daysInMonth)).join(' + '),
      dailyRate: stay.parts.map((part) => money(i18n, part.dailyRate)).join(' / '),
      daysCharged: i18n.number(first && !many ? first.daysCharged : stay.daysCharged),
      period: period(i18n, stay.from, stay.to),
      amount: money(i18n, stay.amount),
    },
    months: many ? stay.parts.map((part) => monthLine(i18n, part)) : [],
  };
}

/** A one-month proration in the shape of a stay. */
function single(part: ProrationResult) {
  return { parts: [part], daysCharged: part.daysCharged, amount: part.amount, from: part.from, to: part.to };
}

function input(root: ParentNode, name: string): HTMLInputElement | null {
  const found = root.querySelector(`input[name="${name}"]`);
  return found instanceof HTMLInputElement ? found : null;
}

function showResult(root: ParentNode, view: Partial<ProratedView>): void {
  for (const key of RESULT_KEYS) {
    const cell = root.querySelector(`[data-key="${key}"]`);
    if (cell) cell.textContent = view.texts?.[key] ?? EMPTY_RESULT;
  }
  const list = root.querySelector('[data-months]');
  if (!(list instanceof HTMLElement)) return;
  // Built with textContent: the lines carry nothing but figures and dates, yet never markup.
  list.replaceChildren(
    ...(view.months ?? []).map((line) => {
      const item = list.ownerDocument.createElement('li');
      item.textContent = line;
      return item;
    }),
  );
  list.hidden = (view.months ?? []).length === 0;
}

/**
 * Runs the calculation from the inputs in `root`. With `focusError`, focus moves to the first
 * field in error so keyboard and screen-reader users land on the message.
 * @returns whether a result is shown
 */
function calculate(root: ParentNode, i18n: ProratedI18n, focusError: boolean): boolean {
  const values = {
    rent: input(root, FIELD_NAMES.rent)?.value ?? '',
    moveIn: input(root, FIELD_NAMES.moveIn)?.value ?? '',
    moveOut: input(root, FIELD_NAMES.moveOut)?.value ?? '',
  };
  const checked = checkProratedInput(values, i18n);
  const names: FieldName[] = ['rent', 'moveIn', 'moveOut'];
  for (const name of names) {
    const field = input(root, FIELD_NAMES[name]);
    if (field) showFieldError(root, field, checked.errors[name]);
  }
  const firstError = names.find((name) => checked.errors[name]);
  if (firstError || checked.rent === undefined || !checked.moveIn) {
    showResult(root, {});
    if (focusError && firstError) input(root, FIELD_NAMES[firstError])?.focus();
    return false;
  }
  showResult(root, proratedResult(checked.rent, checked.moveIn, checked.moveOut, i18n));
  return true;
}

/**
 * Listens for the form's submit on `root` (delegated, so it survives re-renders). After the
 * first calculation, a settings update recalculates so the new markup shows the result again.
 */
export function attachProrated(
  root: ShadowRoot | HTMLElement,
  _settings?: ProratedSettings,
  ctx?: ProratedContext,
): WidgetBehaviour<ProratedSettings> {
  const i18n = ctx?.i18n ?? english();
  let calculated = false;
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    calculated = true;
    // A refused input is not a calculation; a settings update's recalculation is not the visitor's.
    if (calculate(root, i18n, true)) ctx?.report?.('calculated');
  };
  root.addEventListener('submit', onSubmit);
  return {
    update() {
      if (calculated) calculate(root, i18n, false);
    },
    destroy() {
      root.removeEventListener('submit', onSubmit);
    },
  };
}
