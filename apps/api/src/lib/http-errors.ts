import { API_MESSAGES } from '@widgetry/contracts';

// Errors a service throws to end a request with a given status. The error handler
// (plugins/errors.ts) answers `{ error, code? }`, or `{ fieldErrors }` when fieldErrors are set.

export type FieldErrors = Record<string, string>;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string | undefined;
  readonly fieldErrors: FieldErrors | undefined;

  constructor(
    statusCode: number,
    message: string,
    options: { code?: string; fieldErrors?: FieldErrors; cause?: unknown } = {},
  ) {
    // The cause reaches the log of a 5xx, never the answer.
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = options.code;
    this.fieldErrors = options.fieldErrors;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, { code });

/** A 400 the dashboard shows under the named fields (spec 000 §5: "400 responses with fieldErrors"). */
export function fieldErrors(errors: FieldErrors): HttpError {
  const first = Object.values(errors)[0] ?? 'Validation Error. Please fill all required fields.';
  return new HttpError(400, first, { fieldErrors: errors });
}

export const unauthorized = (message: string = API_MESSAGES.unauthorized, code?: string) =>
  new HttpError(401, message, { code });
export const paymentRequired = (message: string, code?: string) => new HttpError(402, message, { code });
export const forbidden = (message: string, code?: string) => new HttpError(403, message, { code });
export const notFound = (message: string = API_MESSAGES.notFound, code?: string) =>
  new HttpError(404, message, { code });
export const conflict = (message: string, code?: string) => new HttpError(409, message, { code });
export const tooManyRequests = (message: string, code?: string) => new HttpError(429, message, { code });
