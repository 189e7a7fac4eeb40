import { z } from 'zod';
import { textTooLong } from '../constants/limits';

// Every message a person may read comes from us, never from zod's English defaults ("Too big:
// expected string to have <=200 characters", "Invalid option: expected one of …"; issue 29 #11).
// A schema's own message still wins; this is what any check without one says. It is installed as
// zod's global error map by text.rule.ts, which every client-facing schema is built with, so the
// API's validation answers, the editor's own checks and the dashboard's forms all speak alike.

// Lives with the limits (zod-free, for the dashboard's first script); said here too.
export { textTooLong };

const FORMATS: Partial<Record<string, string>> = {
  email: 'Enter a valid email address.',
  url: 'Enter a full web address starting with https://.',
  date: 'Enter a valid date.',
  datetime: 'Enter a valid date and time.',
  time: 'Enter a valid time.',
  regex: 'This contains characters that are not allowed here.',
};

const TYPES: Partial<Record<string, string>> = {
  string: 'Enter text here.',
  number: 'Enter a number.',
  int: 'Enter a whole number.',
  boolean: 'Choose on or off.',
  array: 'Choose from the list.',
  date: 'Enter a valid date.',
};

/** At most this many choices are listed by name; longer lists are referred to. */
const LISTED_CHOICES = 10;

function choices(values: readonly unknown[]): string {
  if (values.length === 1) return 'This value is not accepted here.';
  if (values.length > LISTED_CHOICES) return 'Choose one of the options offered.';
  return `Choose one of: ${values.map(String).join(', ')}.`;
}

function tooBig(issue: Extract<z.core.$ZodRawIssue, { code: 'too_big' }>): string {
  const limit = String(issue.maximum);
  switch (issue.origin) {
    case 'string':
      return textTooLong(Number(issue.maximum));
    case 'array':
    case 'set':
      return `Choose at most ${limit}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Enter a number below ${limit}.` : `Enter a number of at most ${limit}.`;
    default:
      return `This is too large; the most allowed is ${limit}.`;
  }
}

function tooSmall(issue: Extract<z.core.$ZodRawIssue, { code: 'too_small' }>): string {
  const limit = String(issue.minimum);
  switch (issue.origin) {
    case 'string':
      return Number(issue.minimum) <= 1 ? 'This field is required.' : `Use at least ${limit} characters.`;
    case 'array':
    case 'set':
      return Number(issue.minimum) <= 1 ? 'Choose at least one.' : `Choose at least ${limit}.`;
    case 'number':
    case 'int':
    case 'bigint':
      return issue.inclusive === false ? `Enter a number above ${limit}.` : `Enter a number of at least ${limit}.`;
    default:
      return `This is too small; the least allowed is ${limit}.`;
  }
}

/** Our words for a zod issue that its schema gave no message of its own. */
export function plainIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'This field is required.';
      return TYPES[issue.expected] ?? 'This value is not in the form expected here.';
    case 'invalid_value':
      return choices(issue.values);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return FORMATS[issue.format] ?? 'This value is not in the form expected here.';
    case 'not_multiple_of':
      return `Enter a multiple of ${String(issue.divisor)}.`;
    case 'unrecognized_keys':
      return `Remove the field${issue.keys.length > 1 ? 's' : ''} not accepted here: ${issue.keys.join(', ')}.`;
    default:
      return 'This value is not valid.';
  }
}

/** Makes plainIssueMessage zod's global error map; run once, at load, by text.rule.ts. */
export function installPlainMessages(): void {
  z.config({ customError: plainIssueMessage });
}
