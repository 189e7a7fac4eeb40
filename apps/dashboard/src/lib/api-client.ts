import { SESSION_TOKEN_HEADER } from '@widgetry/contracts';

/**
 * Anything that can vouch for the shape of a response body. zod schemas fit as they are, and so
 * does a schema loaded on first use (lazySchema); the client never hands a caller data no schema
 * has checked.
 */
export interface ResponseSchema<T> {
  parse(data: unknown): T | Promise<T>;
}

/** For calls whose answer the caller does not read (a delete, say). */
export const anyResponse: ResponseSchema<unknown> = { parse: (data) => data };

export interface RequestOptions {
  /** Sends this token instead of the stored one (switching back to the admin uses the admin's). */
  token?: string;
  signal?: AbortSignal;
  /** A JSON body for a DELETE that needs one (the account's password confirms its deletion). */
  body?: unknown;
}

/** A failed call: the HTTP status (0 when the API could not be reached) and what to show the user. */
export class ApiError extends Error {
  readonly status: number;
  /** Per-field messages from a 400 answer (spec 000 §5: shown under the matching field). */
  readonly fieldErrors: Record<string, string> | undefined;
  /** The error body's machine-readable `code` (EMAIL_NOT_VERIFIED …), for callers that act on the reason. */
  readonly code: string | undefined;

  constructor(status: number, message: string, fieldErrors?: Record<string, string>, code?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.code = code;
  }
}

export interface ApiClient {
  /** The API origin, for URLs the browser loads itself (images served from the API host). */
  readonly baseUrl: string;
  get<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body: unknown, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, schema: ResponseSchema<T>, options?: RequestOptions): Promise<T>;
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Called when the API refuses the stored token: the session is over. */
  onUnauthorized: () => void;
  /**
   * Called when an answer to a call made with the stored token carries a renewed session token
   * (the API renews a session in use, so it lasts days from the last use), with the token it replaces.
   */
  onSessionRenewed?: (renewed: string, replaced: string) => void;
  fetch?: typeof fetch;
}

interface ErrorBody {
  error: string | undefined;
  message: string | undefined;
  fieldErrors?: Record<string, string>;
  code: string | undefined;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isOptionalString = (value: unknown): value is string | undefined => value === undefined || isString(value);

/**
 * An error answer's fields (contracts' apiErrorResponseSchema and fieldErrorsResponseSchema), or
 * null when one has the wrong type. Checked by hand: every page makes calls, and zod's classic
 * API would be in the first script for this alone.
 */
function readErrorBody(body: unknown): ErrorBody | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const read = (key: string): unknown => Reflect.get(body, key);
  const [error, message, code, fieldErrors] = [read('error'), read('message'), read('code'), read('fieldErrors')];
  if (!isOptionalString(error) || !isOptionalString(message) || !isOptionalString(code)) return null;
  if (fieldErrors === undefined) return { error, message, code };
  if (typeof fieldErrors !== 'object' || fieldErrors === null || Array.isArray(fieldErrors)) return null;
  const entries = Object.entries(fieldErrors);
  if (!entries.every(([, value]) => isString(value))) return null;
  return {
    error,
    message,
    code,
    fieldErrors: Object.fromEntries(entries.filter((entry): entry is [string, string] => isString(entry[1]))),
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Turns a failed answer into the message spec 000 §8 wants shown: the error field, else the body text. */
function toApiError(status: number, text: string): ApiError {
  const body = readErrorBody(parseJson(text));
  if (body) {
    const { error, message, fieldErrors, code } = body;
    const firstFieldError = fieldErrors ? Object.values(fieldErrors)[0] : undefined;
    const shown = error ?? firstFieldError ?? message;
    if (shown) return new ApiError(status, shown, fieldErrors, code);
  }
  return new ApiError(status, text.trim() || `Request failed with status ${status}.`);
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));

  async function request<T>(
    method: string,
    path: string,
    body: unknown,
    schema: ResponseSchema<T>,
    requestOptions: RequestOptions = {},
  ): Promise<T> {
    const usesStoredToken = requestOptions.token === undefined;
    const token = requestOptions.token ?? options.getToken();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path.startsWith('/') ? path : `/${path}`}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: requestOptions.signal,
      });
    } catch (cause) {
      if (requestOptions.signal?.aborted) throw cause;
      throw new ApiError(0, 'Could not reach the server. Please check your connection and try again.');
    }

    const renewed = response.headers.get(SESSION_TOKEN_HEADER);
    if (renewed && usesStoredToken && token) options.onSessionRenewed?.(renewed, token);

    const text = await response.text();
    if (!response.ok) {
      // Only a refused stored token ends the session. A borrowed token (an admin's) says nothing
      // about it, and a 401 to a call sent without any token (sign-in with a wrong password) is
      // an answer for the form, not an expired session.
      if (response.status === 401 && usesStoredToken && token) options.onUnauthorized();
      throw toApiError(response.status, text);
    }
    const data = text === '' ? undefined : parseJson(text);
    try {
      return await schema.parse(data);
    } catch {
      throw new ApiError(response.status, 'The server sent an answer this page does not understand.');
    }
  }

  return {
    baseUrl,
    get: (path, schema, requestOptions) => request('GET', path, undefined, schema, requestOptions),
    post: (path, body, schema, requestOptions) => request('POST', path, body, schema, requestOptions),
    put: (path, body, schema, requestOptions) => request('PUT', path, body, schema, requestOptions),
    delete: (path, schema, requestOptions) => request('DELETE', path, requestOptions?.body, schema, requestOptions),
  };
}
