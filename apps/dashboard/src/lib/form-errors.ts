import type { z } from 'zod';
import { ApiError } from './api-client';

/** What a form shows: messages under named fields, and one message in its error area. */
export interface FormErrors {
  fields: Partial<Record<string, string>>;
  message: string | null;
}

export const NO_ERRORS: FormErrors = { fields: {}, message: null };

/** The errors without the one under `field`: an edited field's old message no longer describes it. */
export function withoutFieldError(errors: FormErrors, field: string): FormErrors {
  const { [field]: _dropped, ...fields } = errors.fields;
  return { ...errors, fields };
}

const UNEXPECTED = 'Something went wrong. Please try again.';

/** The first message per top-level field of a failed client-side parse (spec 000 §5: the first failing rule). */
export function fieldErrorsOf(error: z.ZodError): Partial<Record<string, string>> {
  const fields: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && fields[key] === undefined) fields[key] = issue.message;
  }
  return fields;
}

/**
 * A failed call as form errors (spec 000 §5/§8): fieldErrors go under the fields this form has;
 * when none of them matches a field, the first one is the form's error; anything else shows the
 * answer's message.
 */
export function formErrorsFrom(error: unknown, formFields: readonly string[]): FormErrors {
  if (!(error instanceof ApiError)) return { fields: {}, message: UNEXPECTED };
  const fields: Partial<Record<string, string>> = {};
  for (const [key, message] of Object.entries(error.fieldErrors ?? {})) {
    if (formFields.includes(key)) fields[key] = message;
  }
  return { fields, message: Object.keys(fields).length > 0 ? null : error.message };
}
