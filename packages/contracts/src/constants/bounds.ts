// The numeric limits of spec 001 §5 and 002 §5, without zod: the schemas build their rules from
// these (rules/bounds.rule.ts, rules/unit.rule.ts), and the editor panels and the widget
// runtimes, which may not bundle zod, read the same numbers.

export interface NumberBound {
  min: number;
  max: number;
  /** Whole numbers only. */
  integer?: boolean;
}

// The bounds a widget runtime reads are also exported on their own: a bundle can leave out the
// rest of BOUNDS only if it never reads the BOUNDS object itself.

/** Affordability interest rate, percent (spec 002 §5); the monthly payment rate uses the same range. */
export const INTEREST_RATE_BOUND = { min: 0, max: 20 } as const satisfies NumberBound;
/** Debt-to-income ratios, whole percent (spec 002 §5). */
export const RATIO_BOUND = { min: 0, max: 100, integer: true } as const satisfies NumberBound;
/** Amounts a calculator starts with; 0 means unfilled (spec 002 §5 "show as 0 or blank"). */
export const AMOUNT_BOUND = { min: 0, max: 999_999_999 } as const satisfies NumberBound;
/** Percent rates such as the property tax rate or mortgage insurance threshold. */
export const PERCENT_BOUND = { min: 0, max: 100 } as const satisfies NumberBound;

/** The numeric limits of spec 001 §5 and 002 §5. */
export const BOUNDS = {
  /** Listing columns (spec 001 §5). */
  columns: { min: 1, max: 4, integer: true },
  /** tripadvisor Pages (spec 001 §5). */
  pageCount: { min: 1, max: 50, integer: true },
  interestRate: INTEREST_RATE_BOUND,
  ratio: RATIO_BOUND,
  /** Down payment percent, an integer capped at 100 (spec 002 §5). */
  downPaymentPercent: { min: 0, max: 100, integer: true },
  /** Monthly payment home price default and slider ends (spec 002 §5). */
  homePrice: { min: 1, max: 999_999_999, integer: true },
  amount: AMOUNT_BOUND,
  percent: PERCENT_BOUND,
  /** yelp read-more word threshold. */
  wordCount: { min: 1, max: 1000, integer: true },
} as const satisfies Record<string, NumberBound>;

/** Font sizes in px: spec 002 §5 bounds font size inputs 8 to 72. */
export const FONT_SIZE_PX = { min: 8, max: 72 } as const;
/** Border radius, padding, gaps, star sizes in px: minimum 0 (spec 002 §5); the ceiling keeps layouts sane. */
export const LENGTH_PX = { min: 0, max: 200 } as const;
