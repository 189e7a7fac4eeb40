import { z } from 'zod';

/** Any failure the client shows as text (spec 000 §8 "response body shown as error text"). */
export const errorResponseSchema = z.object({ error: z.string() });
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/**
 * Any failure but invalid input, as the API's error handler answers it: the text, and a `code`
 * where the client acts on the reason (WIDGET_ERROR_CODES). What the OpenAPI document shows.
 */
export const apiErrorResponseSchema = errorResponseSchema.extend({ code: z.string().optional() });
export type ApiErrorResponse = z.infer<typeof apiErrorResponseSchema>;

/** 400 with messages per field (spec 000 §5, 003 §5); keys are dotted paths into the request body. */
export const fieldErrorsResponseSchema = z.object({ fieldErrors: z.record(z.string(), z.string()) });
export type FieldErrorsResponse = z.infer<typeof fieldErrorsResponseSchema>;

/** Calls whose answer the spec does not show (deletes, mails sent, verification). */
export const successResponseSchema = z.object({ success: z.literal(true) });
export type SuccessResponse = z.infer<typeof successResponseSchema>;

/** The key used for an issue about the body as a whole. */
export const FORM_ERROR_KEY = 'form';

/**
 * Turns a zod error into the fieldErrors map: the first message for each field, keyed by its path
 * ('email', 'widget.title', 'widget.htmlData.prorated.heading.headingColor').
 */
export function toFieldErrors(error: z.ZodError): Record<string, string> {
  const fieldErrors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || FORM_ERROR_KEY;
    if (!(key in fieldErrors)) fieldErrors[key] = issue.message;
  }
  return fieldErrors;
}
