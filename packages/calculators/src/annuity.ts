import { assertLoanTermYears, assertNonNegative } from './validation';

// Standard monthly amortization: with monthly rate r = annual% / 100 / 12 and n = years × 12
// payments, payment = P·r / (1 − (1 + r)^−n) and, the other way, P = payment·(1 − (1 + r)^−n) / r.
// At a zero rate both reduce to straight division, which the formula itself cannot do (0 / 0).

/**
 * Monthly principal-and-interest payment that repays `principal` over `years` at
 * `annualRatePercent`, unrounded (round for display; the schedule rounds it to cents itself).
 * @throws RangeError for a negative principal or rate, or a term that is not a whole number ≥ 1.
 */
export function annuityPayment(principal: number, annualRatePercent: number, years: number): number {
  assertNonNegative('principal', principal);
  assertNonNegative('interestRate', annualRatePercent);
  assertLoanTermYears(years);
  const n = years * 12;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return principal / n;
  return (principal * r) / (1 - (1 + r) ** -n);
}

/**
 * The loan amount that a monthly `payment` repays over `years` at `annualRatePercent`
 * (present value of the payments), unrounded.
 * @throws RangeError for a negative payment or rate, or a term that is not a whole number ≥ 1.
 */
export function annuityPresentValue(payment: number, annualRatePercent: number, years: number): number {
  assertNonNegative('payment', payment);
  assertNonNegative('interestRate', annualRatePercent);
  assertLoanTermYears(years);
  const n = years * 12;
  const r = annualRatePercent / 100 / 12;
  if (r === 0) return payment * n;
  return (payment * (1 - (1 + r) ** -n)) / r;
}
