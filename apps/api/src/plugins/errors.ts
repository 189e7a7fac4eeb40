import { API_MESSAGES } from '@widgetry/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable, rootCauseMessage } from '../lib/db-errors';
import { toFieldErrors } from '../lib/field-errors';
import { isHttpError } from '../lib/http-errors';

// One place decides what a failure looks like on the wire: `{ fieldErrors }` for invalid input,
// `{ error, code? }` otherwise, and never a stack trace or an internal message for a 5xx.

/** Fastify's own request errors, reworded for people; unlisted 4xx keep Fastify's message. */
const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type.',
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
};

/**
 * Fastify's `frameworkErrors` option: a malformed URL (400) or a path segment past maxParamLength
 * (414) is answered before any route or hook runs, so without this they would carry Fastify's own
 * body; here they get the product's `{ error }` and the headers every answer has.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode ?? 400;
  void reply
    .code(status)
    .header('x-content-type-options', 'nosniff')
    .send({ error: CLIENT_ERROR_MESSAGES[error.code] ?? API_MESSAGES.invalidInput });
}
/** Seconds a client should wait before retrying after the database did not answer. */
const DATABASE_RETRY_AFTER_S = 5;

/** What Fastify and its plugins may attach to an Error; every field can be missing. */
type RequestError = Error & Partial<Pick<FastifyError, 'statusCode' | 'code' | 'validation' | 'validationContext'>>;

function isRequestError(error: unknown): error is RequestError {
  return error instanceof Error;
}

/** `/widget/title` → `['widget', 'title']` (the instancePath of Fastify validation errors). */
function pathSegments(instancePath: string): string[] {
  return instancePath.split('/').filter((segment) => segment !== '');
}

export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: unknown, request, reply) => {
      if (isRequestError(error) && error.validation) {
        const issues = error.validation.map((item) => ({
          path: pathSegments(item.instancePath),
          // zod always gives one, in our words (contracts plain-messages.rule.ts).
          message: item.message ?? 'This value is not valid.',
        }));
        return reply.code(400).send({ fieldErrors: toFieldErrors(issues) });
      }

      if (isHttpError(error)) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        if (error.fieldErrors) return reply.code(error.statusCode).send({ fieldErrors: error.fieldErrors });
        const body = error.code === undefined ? { error: error.message } : { error: error.message, code: error.code };
        return reply.code(error.statusCode).send(body);
      }

      const status = isRequestError(error) ? (error.statusCode ?? 500) : 500;
      if (status >= 400 && status < 500 && isRequestError(error)) {
        // A JSON syntax error carries statusCode 400 but no Fastify code.
        const message =
          (error.code ? CLIENT_ERROR_MESSAGES[error.code] : undefined) ??
          (error instanceof SyntaxError ? CLIENT_ERROR_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : error.message);
        return reply.code(status).send({ error: message });
      }

      // A database that did not answer is nobody's bug and may be back in a moment (DESIGN
      // "Security rules"): 503 with the product's error shape, and a hint for when to retry.
      if (isDatabaseUnavailable(error)) {
        request.log.error({ cause: rootCauseMessage(error) }, 'request failed: database unavailable');
        return reply
          .code(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_S))
          .send({ error: API_MESSAGES.databaseUnavailable });
      }

      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({ error: API_MESSAGES.serverError });
    });

    app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: API_MESSAGES.notFound }));
  },
  { name: 'errors' },
);
