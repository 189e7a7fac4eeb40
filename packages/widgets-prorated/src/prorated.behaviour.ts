// What the calculator does when a visitor presses Calculate (or Enter in a field): check the
// inputs, show errors accessibly, compute with @widgetry/calculators and fill the live region.
import {
  type CalendarDate,
  compareCalendarDates,
  formatLongDate,
  formatMoney,
  parseCalendarDate,
  prorateRent,
} from '@widgetry/calculators';
import type { ProratedSettings } from '@widgetry/contracts';
import { showFieldError, type WidgetBehaviour } from '@widgetry/widgets-core';
import { FIELD_NAMES, PRORATED_TEXT, RESULT_KEYS, type ResultKey } from './prorated.render';

/** Input errors, worded for visitors. */
export const PRORATED_ERRORS = {
  rentMissing: 'Enter the monthly rent.',
  rentInvalid: 'Enter a rent of 0 or more.',
  moveInMissing: 'Enter the move-in date.',
  dateInvalid: 'Enter a valid date.',
  // Moving out on the move-in day is a one-day stay, so only an earlier date is refused.
  moveOutBeforeMoveIn: 'Move-out cannot be before move-in.',
  moveOutOtherMonth: 'Move-out must be in the same month as move-in.',
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

/** Checks the three inputs as typed; pure, so the rules are tested without a DOM. */
export function checkProratedInput(values: Record<FieldName, string>): Checked {
  const errors: Errors = {};
  const out: Checked = { errors };
  const rentText = values.rent.trim();
  const rent = Number(rentText);
  if (rentText === '') errors.rent = PRORATED_ERRORS.rentMissing;
  else if (!Number.isFinite(rent) || rent < 0) errors.rent = PRORATED_ERRORS.rentInvalid;
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
    } else if (out.moveIn && (moveOut.year !== out.moveIn.year || moveOut.month !== out.moveIn.month)) {
      // The calculator prorates one partial month; a stay across months is two prorations.
      errors.moveOut = PRORATED_ERRORS.moveOutOtherMonth;
    } else out.moveOut = moveOut;
  }
  return out;
}

const iso = (date: CalendarDate) =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

/** The result rows' texts for valid input. */
export function proratedResult(rent: number, moveIn: CalendarDate, moveOut?: CalendarDate): Record<ResultKey, string> {
  const result = prorateRent({ monthlyRent: rent, moveIn, moveOut });
  return {
    daysInMonth: String(result.daysInMonth),
    dailyRate: formatMoney(result.dailyRate),
    daysCharged: String(result.daysCharged),
    period: `${formatLongDate(iso(result.from))} – ${formatLongDate(iso(result.to))}`,
    amount: formatMoney(result.amount),
  };
}

function input(root: ParentNode, name: string): HTMLInputElement | null {
  const found = root.querySelector(`input[name="${name}"]`);
  return found instanceof HTMLInputElement ? found : null;
}

function showResult(root: ParentNode, texts: Partial<Record<ResultKey, string>>): void {
  for (const key of RESULT_KEYS) {
    const cell = root.querySelector(`[data-key="${key}"]`);
    if (cell) cell.textContent = texts[key] ?? PRORATED_TEXT.empty;
  }
}

/**
 * Runs the calculation from the inputs in `root`. With `focusError`, focus moves to the first
 * field in error so keyboard and screen-reader users land on the message.
 */
function calculate(root: ParentNode, focusError: boolean): void {
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
    return;
  }
  showResult(root, proratedResult(checked.rent, checked.moveIn, checked.moveOut));
}

/**
 * Listens for the form's submit on `root` (delegated, so it survives re-renders). After the
 * first calculation, a settings update recalculates so the new markup shows the result again.
 */
export function attachProrated(root: ShadowRoot | HTMLElement): WidgetBehaviour<ProratedSettings> {
  let calculated = false;
  const onSubmit = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    calculated = true;
    calculate(root, true);
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
