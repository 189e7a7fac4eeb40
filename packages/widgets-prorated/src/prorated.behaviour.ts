// What the calculator does when a visitor presses Calculate (or Enter in a field): check the
// inputs, show errors accessibly, compute with @widgetry/calculators and fill the live region. A
// result shown is reported for the owner's insights (issue 30: calculated).
import {
  boundMessage,
  type CalendarDate,
  compareCalendarDates,
  formatLongDate,
  formatMoney,
  isInRange,
  MAX_STAY_MONTHS,
  type ProrationResult,
  parseCalendarDate,
  prorateRent,
  prorateStay,
} from '@widgetry/calculators';
import type { ProratedSettings } from '@widgetry/contracts';
import { AMOUNT_BOUND } from '@widgetry/contracts/constants';
import { type RenderContext, showFieldError, type WidgetBehaviour } from '@widgetry/widgets-core';
import { FIELD_NAMES, PRORATED_TEXT, RESULT_KEYS, type ResultKey } from './prorated.render';

/** Input errors, worded for visitors. */
export const PRORATED_ERRORS = {
  rentMissing: 'Enter the monthly rent.',
  // The same bound and words as the editor's amounts (contracts AMOUNT_BOUND): no 20-digit results.
  rentInvalid: boundMessage(AMOUNT_BOUND),
  moveInMissing: 'Enter the move-in date.',
  dateInvalid: 'Enter a valid date.',
  // Moving out on the move-in day is a one-day stay, so only an earlier date is refused.
  moveOutBeforeMoveIn: 'Move-out cannot be before move-in.',
  moveOutTooLate: `Move-out must be within ${MAX_STAY_MONTHS} months of move-in.`,
} as const;

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
export function checkProratedInput(values: Record<FieldName, string>): Checked {
  const errors: Errors = {};
  const out: Checked = { errors };
  const rentText = values.rent.trim();
  const rent = Number(rentText);
  if (rentText === '') errors.rent = PRORATED_ERRORS.rentMissing;
  else if (!isInRange(rent, AMOUNT_BOUND)) errors.rent = PRORATED_ERRORS.rentInvalid;
  else out.rent = rent;

  if (values.moveIn === '') errors.moveIn = PRORATED_ERRORS.moveInMissing;
  else {
    const moveIn = readDate(values.moveIn);
    if (moveIn) out.moveIn = moveIn;
    else errors.moveIn = PRORATED_ERRORS.dateInvalid;
  }

  if (values.moveOut !== '') {
    const moveOut = readDate(values.moveOut);
    if (!moveOut) errors.moveOut = PRORATED_ERRORS.dateInvalid;
    else if (out.moveIn && compareCalendarDates(moveOut, out.moveIn) < 0) {
      errors.moveOut = PRORATED_ERRORS.moveOutBeforeMoveIn;
    } else if (out.moveIn && monthsApart(out.moveIn, moveOut) >= MAX_STAY_MONTHS) {
      // A stay across months is prorated month by month, up to the calculators' limit.
      errors.moveOut = PRORATED_ERRORS.moveOutTooLate;
    } else out.moveOut = moveOut;
  }
  return out;
}

const iso = (date: CalendarDate) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const period = (from: CalendarDate, to: CalendarDate) => `${formatLongDate(iso(from))} – ${formatLongDate(iso(to))}`;

/** What the calculator shows: the result rows and, for a stay across months, one line per month. */
export interface ProratedView {
  texts: Record<ResultKey, string>;
  /** Empty for a stay within one month, whose rows already say everything. */
  months: string[];
}

/** One month's part of a longer stay: its days, its month length and its rent. */
function monthLine(part: ProrationResult): string {
  return `${period(part.from, part.to)}: ${part.daysCharged} of ${part.daysInMonth} days, ${formatMoney(part.amount)}`;
}

/** The result for valid input; a stay across months shows each month's part and the total. */
export function proratedResult(rent: number, moveIn: CalendarDate, moveOut?: CalendarDate): ProratedView {
  const stay = moveOut
    ? prorateStay({ monthlyRent: rent, moveIn, moveOut })
    : { ...single(prorateRent({ monthlyRent: rent, moveIn })) };
  const [first, ...rest] = stay.parts;
  const many = rest.length > 0;
  return {
    texts: {
      daysInMonth: stay.parts.map((part) => part.daysInMonth).join(' + '),
      dailyRate: stay.parts.map((part) => formatMoney(part.dailyRate)).join(' / '),
      daysCharged: String(first && !many ? first.daysCharged : stay.daysCharged),
      period: period(stay.from, stay.to),
      amount: formatMoney(stay.amount),
    },
    months: many ? stay.parts.map(monthLine) : [],
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
    if (cell) cell.textContent = view.texts?.[key] ?? PRORATED_TEXT.empty;
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
function calculate(root: ParentNode, focusError: boolean): boolean {
  const values = {
    rent: input(root, FIELD_NAMES.rent)?.value ?? '',
    moveIn: input(root, FIELD_NAMES.moveIn)?.value ?? '',
    moveOut: input(root, FIELD_NAMES.moveOut)?.value ?? '',
  };
  const checked = checkProratedInput(values);
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
  showResult(root, proratedResult(checked.rent, checked.moveIn, checked.moveOut));
  return true;
}

/**
 * Listens for the form's submit on `root` (delegated, so it survives re-renders). After the
 * first calculation, a settings update recalculates so the new markup shows the result again.
 */
export function attachProrated(
  root: ShadowRoot | HTMLElement,
  _settings?: ProratedSettings,
  ctx?: RenderContext,
): WidgetBehaviour<ProratedSettings> {
  let calculated = false;
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    calculated = true;
    // A refused input is not a calculation; a settings update's recalculation is not the visitor's.
    if (calculate(root, true)) ctx?.report?.('calculated');
  };
  root.addEventListener('submit', onSubmit);
  return {
    update() {
      if (calculated) calculate(root, false);
    },
    destroy() {
      root.removeEventListener('submit', onSubmit);
    },
  };
}
