import { numericFilter } from '@widgetry/contracts';

type QueryValue = string | number | undefined;

/**
 * `?a=1&b=x` from a list query, leaving out empty values so the server's defaults apply. Numeric
 * bounds are passed through `numericBounds`, which drops those that are not numbers (spec 003 §9).
 */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === '') continue;
    search.set(key, String(value));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

/** A minimum/maximum pair with the bounds that are not numbers left out (spec 003 §9). */
export function numericBound(value: string): string | undefined {
  const number = numericFilter(value);
  return number === null ? undefined : String(number);
}
