// What Products, Our Orders and Payment History share; test helpers stay out so no production
// import pulls in testing-library.
export { adminKeys } from './admin-keys';
export { DateFilter, type DatePresetLabels, FilterInput, ORDER_DATE_LABELS, PAYMENT_DATE_LABELS } from './date-filter';
export { type CustomDates, type DatePreset, type DateRange, dateRange } from './date-range';
export { TableBodyState } from './list-table';
export { formatMonthly, formatPrice, yearlyTotal } from './money';
export { numericBound, toQueryString } from './query-string';
export { SelectField } from './select-field';
