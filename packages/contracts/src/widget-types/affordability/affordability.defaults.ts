// The affordability calculator's defaults (spec 002 §3, §9) as plain values: the schema beside this
// file builds on them, and the runtime imports them without pulling zod into a customer's page.
import { NEW_WIDGET_LANGUAGE } from '../../constants/languages';

/** Styling both buttons share. */
const buttonStyle = { borderRadius: '6px', fontSize: '16px', fontWeight: '600', fontFamily: 'Open Sans' } as const;

export const affordabilityDefaults = {
  language: NEW_WIDGET_LANGUAGE,
  container: { bgColor: '#ffffff', borderColor: '#e2e8f0', borderRadius: '8px', padding: '20px', shadow: 'md' },
  header: {
    heading: 'Affordability Calculator',
    subHeading: 'See how much home you can afford',
    fontFamily: 'Open Sans',
    fontSize: '28px',
    fontWeight: 'bold',
    textAlign: 'center',
    textColor: '#1a202c',
  },
  layout: { template: 'vertical', spacing: 'normal' },
  fields: {
    textColor: '#2d3748',
    bgColor: '#ffffff',
    hoverColor: '#3182ce',
    fontSize: '16px',
    fontWeight: 'normal',
    labelFontSize: '14px',
    labelFontWeight: '600',
    textAlign: 'left',
    fontFamily: 'Open Sans',
    homePrice: { label: 'Home Price', placeholder: 'Enter home price' },
    annualIncome: { label: 'Annual Income', placeholder: 'Enter annual income' },
    extraIncome: { label: 'Extra Monthly Income', placeholder: 'Enter extra monthly income' },
    monthlyDebts: { label: 'Monthly Debts', placeholder: 'Enter monthly debts' },
    downPayment: { label: 'Down Payment', placeholder: 'Enter down payment' },
    loanTerm: { label: 'Loan Term (years)', placeholder: 'Select loan term' },
    interestRate: { label: 'Interest Rate (%)', placeholder: 'Enter interest rate' },
  },
  /** Each button's hoverColor is its background on hover. */
  button: {
    // White on #3182ce was 4.0:1; one shade darker reaches WCAG AA (5.4:1), hover darker still.
    calculate: { text: 'Calculate', textColor: '#ffffff', bgColor: '#2b6cb0', hoverColor: '#2c5282', ...buttonStyle },
    reset: { text: 'Reset', textColor: '#2d3748', bgColor: '#edf2f7', hoverColor: '#e2e8f0', ...buttonStyle },
  },
  results: {
    layout: 'simple',
    bgColor: '#f7fafc',
    textColor: '#1a202c',
    borderColor: '#e2e8f0',
    fontFamily: 'Open Sans',
  },
  /** Starting values; money amounts are dollars and 0 means unfilled (spec 002 §5). */
  defaults: {
    homePrice: 0,
    annualIncome: 0,
    /** Extra income per month, added to annual income / 12 (spec 002 §2). */
    extraIncome: 0,
    monthlyDebts: 0,
    downPayment: 0,
    loanTerm: 30,
    interestRate: 4.5,
  },
  advanced: {
    /** Total debt-to-income limit, percent. */
    debtToIncomeRatio: 36,
    /** Housing debt-to-income limit, percent. */
    housingDebtToIncomeRatio: 28,
  },
  disclaimer: {
    text: 'This calculator provides estimates for informational purposes only. Actual loan amounts, rates and terms may vary.',
    textColor: '#4a5568',
    fontFamily: 'Open Sans',
  },
} as const;
