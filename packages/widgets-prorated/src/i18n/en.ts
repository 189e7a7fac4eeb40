// The prorated calculator's English: every text a visitor reads that the owner did not type
// (issue 32), including the default heading, a setting shown translated while it is still our
// English (widgets-core settingText). The runtime carries it; other languages load from the host
// (translations.ts).
import type { Catalogue } from '@widgetry/widgets-core';

export const proratedMessages = {
  /** The contract's default heading (prorated.defaults.ts), word for word. */
  heading: 'Prorated Rent Calculator',
  rent: 'Monthly Rent ($)',
  moveIn: 'Move-in Date',
  moveOut: 'Move-out Date',
  optional: '(optional)',
  calculate: 'Calculate',
  result: 'Prorated rent',
  daysInMonth: 'Days in month',
  dailyRate: 'Daily rate',
  daysCharged: 'Days charged',
  period: 'Period',
  amount: 'Prorated rent',
  months: 'Rent by month',
  /** One month of a stay across months; {days} is the month's length (28 to 31). */
  monthLine: '{period}: {charged} of {days} days, {amount}',
  rentMissing: 'Enter the monthly rent.',
  /** The contract's words for an amount out of its bound (calculators boundMessage). */
  numberRange: 'Enter a number from {min} to {max}.',
  moveInMissing: 'Enter the move-in date.',
  dateInvalid: 'Enter a valid date.',
  moveOutBeforeMoveIn: 'Move-out cannot be before move-in.',
  moveOutTooLate: 'Move-out must be within {months} months of move-in.',
} as const satisfies Catalogue;
