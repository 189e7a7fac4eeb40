import { annuityPayment } from './annuity';
import { roundTo, roundToCents } from './rounding';

export interface AmortizationMonth {
  /** 1-based month number. */
  month: number;
  payment: number;
  principal: number;
  interest: number;
  /** Balance left after this payment. */
  balance: number;
}

export interface AmortizationYear {
  /** 1-based loan year (months 1–12 are year 1). */
  year: number;
  payment: number;
  principal: number;
  interest: number;
  /** Balance left at the end of the year. */
  balance: number;
}

export interface AmortizationSchedule {
  /** The regular payment, in cents; the last payment may differ by the rounding it absorbs. */
  monthlyPayment: number;
  totalPaid: number;
  totalInterest: number;
  months: AmortizationMonth[];
  years: AmortizationYear[];
}

const fromCents = (cents: number): number => cents / 100;

/**
 * The month-by-month and year-by-year repayment of a loan at a fixed rate. Each month's interest
 * is the balance × monthly rate rounded to the cent, the rest of the regular (cent-rounded)
 * payment repays principal, and the last payment is adjusted so the balance ends at exactly 0.
 * A loan of 0 has nothing to repay and gives empty lists.
 * @throws RangeError for a negative or non-finite loan or rate, or a term that is not a whole
 * number of years ≥ 1.
 */
export function amortizationSchedule(
  loanAmount: number,
  annualRatePercent: number,
  years: number,
): AmortizationSchedule {
  // annuityPayment checks all three inputs.
  const monthlyPayment = roundToCents(annuityPayment(loanAmount, annualRatePercent, years));
  const r = annualRatePercent / 100 / 12;
  const n = years * 12;
  // Whole cents throughout, so thousands of additions cannot drift.
  const paymentCents = Math.round(monthlyPayment * 100);
  let balanceCents = Math.round(roundToCents(loanAmount) * 100);

  const months: AmortizationMonth[] = [];
  const byYear: AmortizationYear[] = [];
  let totalPaidCents = 0;
  let totalInterestCents = 0;
  let yearCents = { payment: 0, principal: 0, interest: 0 };

  for (let month = 1; month <= n && balanceCents > 0; month += 1) {
    const interestCents = roundTo(balanceCents * r, 0);
    const isLast = month === n;
    const principalCents = isLast ? balanceCents : Math.min(paymentCents - interestCents, balanceCents);
    const thisPaymentCents = principalCents + interestCents;
    balanceCents -= principalCents;

    months.push({
      month,
      payment: fromCents(thisPaymentCents),
      principal: fromCents(principalCents),
      interest: fromCents(interestCents),
      balance: fromCents(balanceCents),
    });
    totalPaidCents += thisPaymentCents;
    totalInterestCents += interestCents;
    yearCents = {
      payment: yearCents.payment + thisPaymentCents,
      principal: yearCents.principal + principalCents,
      interest: yearCents.interest + interestCents,
    };
    if (month % 12 === 0 || isLast || balanceCents === 0) {
      byYear.push({
        year: Math.ceil(month / 12),
        payment: fromCents(yearCents.payment),
        principal: fromCents(yearCents.principal),
        interest: fromCents(yearCents.interest),
        balance: fromCents(balanceCents),
      });
      yearCents = { payment: 0, principal: 0, interest: 0 };
    }
  }

  return {
    monthlyPayment,
    totalPaid: fromCents(totalPaidCents),
    totalInterest: fromCents(totalInterestCents),
    months,
    years: byYear,
  };
}
