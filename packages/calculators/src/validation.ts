// Shared input checks. Every calculator throws a RangeError with the field name for input it
// cannot compute with, so a widget can catch one error type and show its own message.

/** Throws unless `value` is a finite number of 0 or more. */
export function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number of 0 or more (got ${value})`);
  }
}

/** Throws unless `value` is a percentage between 0 and 100 inclusive. */
export function assertPercent(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new RangeError(`${name} must be a percentage from 0 to 100 (got ${value})`);
  }
}

/** Throws unless `years` is a whole number of years of 1 or more (the schedule runs by month). */
export function assertLoanTermYears(years: number): void {
  if (!Number.isInteger(years) || years < 1) {
    throw new RangeError(`loanTermYears must be a whole number of 1 or more (got ${years})`);
  }
}
