import { FORM_ERROR_KEY } from '@widgetry/contracts';
import type { FieldErrors } from './http-errors';

/**
 * `['widget', 'title']` → `'widget.title'`: the path inside the validated part (body, query or
 * params), so a body `{ widget: { title } }` reports `widget.title`, as the contracts' own
 * toFieldErrors does for a ZodError. An error on the part as a whole (e.g. no body at all) is
 * keyed FORM_ERROR_KEY. The first message per field wins.
 */
export function toFieldErrors(issues: readonly { path: readonly (string | number)[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.length === 0 ? FORM_ERROR_KEY : issue.path.join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/**
 * Field errors for a value that sits at `prefix` in the body and is parsed again after the body
 * schema (a widget's htmlData once its type is known): zod's issue paths start at that value.
 */
export function toFieldErrorsAt(
  prefix: readonly string[],
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): FieldErrors {
  return toFieldErrors(
    issues.map((issue) => ({ path: [...prefix, ...issue.path.map(String)], message: issue.message })),
  );
}
